// The migrations against real, fresh Postgres databases: one empty, one as the earlier hand-written
// runner of the ranking service left it (schema ranking, its schema_migrations, bookings with rows).
import { createPool, loadConfig, type Pool } from '@spielcenter/kit';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateAll } from './migrate.js';

const env = loadConfig();
const admin = createPool(env.DATABASE_URL, 1);
const made: string[] = [];

async function freshDatabase(tag: string): Promise<{ pool: Pool; name: string }> {
  const name = `sc_migtest_${tag}_${process.pid}_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  made.push(name);
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { pool: createPool(url.toString(), 2), name };
}

async function tables(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query(
    `select table_schema || '.' || table_name as t from information_schema.tables
     where table_schema in ('ranking', 'record', 'accounts', 'ledger') order by 1`,
  );
  return rows.map((r) => r.t);
}

afterAll(async () => {
  for (const name of made) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe('migrations (node-pg-migrate) on a fresh database', () => {
  it('migrate an empty database, and a second run changes nothing', async () => {
    const { pool } = await freshDatabase('empty');
    try {
      expect(await migrateAll(pool)).toEqual([
        'ranking/001_bookings',
        'record/001_games',
        'record/002_evening_ends',
        'accounts/001_accounts',
        'ledger/001_ledger',
      ]);
      expect(await tables(pool)).toEqual([
        'accounts.accounts',
        'accounts.pgmigrations',
        'accounts.retired_players',
        'ledger.accounts',
        'ledger.entries',
        'ledger.pgmigrations',
        'ledger.stakes',
        'ledger.transactions',
        'ranking.bookings',
        'ranking.pgmigrations',
        'record.evening_ends',
        'record.games',
        'record.pgmigrations',
      ]);
      expect(await migrateAll(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('migrate the previous schema (the hand-written runner of the ranking) and keep its bookings', async () => {
    const { pool } = await freshDatabase('previous');
    try {
      // Exactly what the previous runner created (services/kit/src/postgres.ts before node-pg-migrate).
      await pool.query(`create schema ranking;
        create table ranking.schema_migrations (id text primary key, applied_at timestamptz not null default now());
        create table ranking.bookings (
          seq bigserial primary key, id text not null unique, player_id text not null, name text not null,
          game text not null, points integer not null, reason text not null, table_id text not null,
          at timestamptz not null, daily jsonb, booked_at timestamptz not null default now());
        create index bookings_player_game on ranking.bookings (player_id, game);
        insert into ranking.schema_migrations (id) values ('001_bookings');
        insert into ranking.bookings (id, player_id, name, game, points, reason, table_id, at)
          values ('t1:3:0:game', 'g_anna', 'Anna', 'boss', 12, 'game', 't1', now());`);
      expect(await migrateAll(pool)).toEqual([
        'ranking/001_bookings',
        'record/001_games',
        'record/002_evening_ends',
        'accounts/001_accounts',
        'ledger/001_ledger',
      ]);
      expect(await tables(pool)).not.toContain('ranking.schema_migrations');
      const { rows } = await pool.query('select player_id, points from ranking.bookings');
      expect(rows).toEqual([{ player_id: 'g_anna', points: 12 }]);
      expect(await migrateAll(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
