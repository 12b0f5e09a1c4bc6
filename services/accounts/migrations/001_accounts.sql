-- Up Migration
-- An account owns a player id: a guest who creates an account keeps its id (g_…), so its points,
-- daily results and tables stay its own. name_key is the name as compared (names.ts: case and
-- look-alikes folded); a deleted account's row goes, so its name is free again.
create table accounts (
  player_id text primary key,
  name text not null,
  name_key text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);
-- Player ids of deleted accounts: no guest token of such an id is accepted again.
create table retired_players (
  player_id text primary key,
  retired_at timestamptz not null default now()
);
