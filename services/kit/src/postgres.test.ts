// Against the real Postgres server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/spielcenter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createPool, type Migration, migrate, type Pool } from './postgres.js';

const schema = `kit_test_${process.pid}_${Date.now()}`;
let pool: Pool;
beforeAll(() => {
  pool = createPool(loadConfig().DATABASE_URL);
});
afterAll(async () => {
  await pool.query(`drop schema if exists "${schema}" cascade`);
  await pool.end();
});

const migrations: Migration[] = [
  { id: '001_players', sql: 'create table players (id text primary key, name text not null)' },
  { id: '002_taler', sql: 'create table taler (player text references players(id), amount bigint not null)' },
];

describe('Postgres migrations (real server)', () => {
  it('applies each migration once, also when two instances start at the same time', async () => {
    const [a, b] = await Promise.all([migrate(pool, migrations, schema), migrate(pool, migrations, schema)]);
    expect([...a, ...b].sort()).toEqual(['001_players', '002_taler']);
    expect(await migrate(pool, migrations, schema)).toEqual([]);
    await pool.query(`insert into "${schema}".players (id, name) values ($1, $2)`, ['p1', 'Gast 1']);
    const { rows } = await pool.query(`select name from "${schema}".players where id = $1`, ['p1']);
    expect(rows).toEqual([{ name: 'Gast 1' }]);
  });

  it('rolls a failing migration back completely and reports it', async () => {
    const bad: Migration = {
      id: '003_bad',
      sql: 'create table half_done (x int); select * from no_such_table',
    };
    await expect(migrate(pool, [...migrations, bad], schema)).rejects.toThrow(/003_bad failed/);
    const { rows } = await pool.query(
      'select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = $2',
      [schema, 'half_done'],
    );
    expect(rows[0].n).toBe(0);
    const ids = (await pool.query(`select id from "${schema}".schema_migrations order by id`)).rows.map(
      (r) => r.id,
    );
    expect(ids).toEqual(['001_players', '002_taler']);
  });
});
