-- Up Migration
-- The ledger of the Bestenliste: every booking once (its id is unique). "if not exists": a
-- database made by the earlier hand-written runner already has this table; its record of
-- migrations (schema_migrations) is replaced by node-pg-migrate's pgmigrations.
create table if not exists bookings (
  seq bigserial primary key,
  id text not null unique,
  player_id text not null,
  name text not null,
  game text not null,
  points integer not null,
  reason text not null,
  table_id text not null,
  at timestamptz not null,
  daily jsonb,
  booked_at timestamptz not null default now()
);
create index if not exists bookings_player_game on bookings (player_id, game);
drop table if exists schema_migrations;
