-- Up Migration
-- Speedcoup's „Feierabend“: the evening of a line-up ends here (the next attempt opens a new one,
-- and the failed attempts before it no longer lower the points).
create table evening_ends (
  seq bigserial primary key,
  game text not null,
  -- the line-up as in games.lineup: the people's ids sorted, '#', the number of seats
  lineup text not null,
  at timestamptz not null
);
create index evening_ends_lineup on evening_ends (game, lineup, at);

