-- Up Migration
-- The player's record: every finished game once (its id is unique), as the table recorded it.
-- Every statistic and every Bandenbuch page is computed from these rows.
create table games (
  seq bigserial primary key,
  id text not null unique,
  game text not null,
  table_id text not null,
  at timestamptz not null,
  -- who sat where: {kind: human, playerId, name} | {kind: computer, level}
  seats jsonb not null,
  -- the people's player ids (membership)
  players text[] not null,
  -- the line-up: the people's ids sorted, '#', the number of seats (computers counted by number)
  lineup text not null,
  scores jsonb not null,
  ranks jsonb not null,
  points jsonb not null,
  details jsonb not null,
  -- a daily deal's day (Europe/Berlin)
  daily date,
  recorded_at timestamptz not null default now()
);
create index games_players on games using gin (players);
create index games_lineup on games (game, lineup, at) where daily is null;
create index games_daily on games (game, daily) where daily is not null;
