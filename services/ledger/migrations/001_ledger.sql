-- Up Migration
-- Taler, double entry. Every account has a cached balance; the entries are the record (the audit
-- checks the cache against them). 'issue' is where Taler come from (starting purses, daily
-- top-ups): its balance is minus everything issued, so all balances sum to 0 and purses + escrows
-- + the house hold exactly what was issued. No other account goes below 0.
create table accounts (
  id text primary key,
  kind text not null check (kind in ('purse', 'escrow', 'house', 'issue')),
  owner text,
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint accounts_not_negative check (kind = 'issue' or balance >= 0)
);
insert into accounts (id, kind) values ('house', 'house'), ('issue', 'issue');

-- One movement = one transaction; its key (table, game, reason, player …) makes a retry or a
-- replay a no-op that answers what the first booking answered (result).
create table transactions (
  id bigserial primary key,
  key text not null unique,
  reason text not null,
  table_id text,
  game text,
  game_no integer,
  result jsonb,
  at timestamptz not null default now()
);

create table entries (
  id bigserial primary key,
  tx_id bigint not null references transactions (id),
  account_id text not null references accounts (id),
  amount bigint not null check (amount <> 0),
  -- The account's balance after this entry (rows of one account are written under its row lock).
  balance_after bigint not null
);
create index entries_account on entries (account_id, id);
create index entries_tx on entries (tx_id);

-- A transaction's entries sum to 0, checked at commit.
create function entries_balanced() returns trigger language plpgsql set search_path from current as $$
begin
  if (select sum(amount) from entries where tx_id = new.tx_id) <> 0 then
    raise exception 'ledger transaction % is not balanced', new.tx_id using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger entries_balanced after insert on entries
  deferrable initially deferred for each row execute function entries_balanced();

-- Entries are never changed or removed.
create function entries_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only';
end $$;
create trigger entries_immutable before update or delete on entries
  for each row execute function entries_immutable();

-- A player's stake at a table for one of its games: reserved when sitting down (the Taler are in
-- the table's escrow from then on), released when standing up before the start, taken at the
-- start, then paid out, refunded or forfeited.
create table stakes (
  table_id text not null,
  game_no integer not null,
  player_id text not null,
  game text not null,
  amount bigint not null check (amount > 0),
  state text not null check (state in ('reserved', 'released', 'taken', 'forfeited', 'settled', 'refunded', 'lost')),
  updated_at timestamptz not null default now(),
  primary key (table_id, game_no, player_id)
);
create index stakes_open on stakes (table_id) where state in ('reserved', 'taken', 'forfeited');
