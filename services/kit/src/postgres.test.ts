// Against the real Postgres server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/spielcenter).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createPool, migrate, type Pool } from './postgres.js';

const schema = `kit_test_${process.pid}_${Date.now()}`;
const dir = mkdtempSync(join(tmpdir(), 'kit-migrations-'));
let pool: Pool;
beforeAll(() => {
  pool = createPool(loadConfig().DATABASE_URL);
  writeFileSync(
    join(dir, '001_players.sql'),
    '-- Up Migration\ncreate table players (id text primary key, name text not null);\n',
  );
  writeFileSync(
    join(dir, '002_taler.sql'),
    '-- Up Migration\ncreate table taler (player text references players(id), amount bigint not null);\n',
  );
});
afterAll(async () => {
  await pool.query(`drop schema if exists "${schema}" cascade`);
  await pool.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('Postgres migrations with node-pg-migrate (real server)', () => {
  it('applies each migration once, also when two instances start at the same time', async () => {
    const [a, b] = await Promise.all([migrate(pool, { dir, schema }), migrate(pool, { dir, schema })]);
    expect([...a, ...b].sort()).toEqual(['001_players', '002_taler']);
    expect(await migrate(pool, { dir, schema })).toEqual([]);
    await pool.query(`insert into "${schema}".players (id, name) values ($1, $2)`, ['p1', 'Gast 1']);
    const { rows } = await pool.query(`select name from "${schema}".players where id = $1`, ['p1']);
    expect(rows).toEqual([{ name: 'Gast 1' }]);
  });

  it('rolls a failing migration back completely and reports it', async () => {
    writeFileSync(
      join(dir, '003_bad.sql'),
      '-- Up Migration\ncreate table half_done (x int);\nselect * from no_such_table;\n',
    );
    await expect(migrate(pool, { dir, schema })).rejects.toThrow(/no_such_table/);
    const { rows } = await pool.query(
      'select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = $2',
      [schema, 'half_done'],
    );
    expect(rows[0].n).toBe(0);
    const names = (await pool.query(`select name from "${schema}".pgmigrations order by name`)).rows.map(
      (r) => r.name,
    );
    expect(names).toEqual(['001_players', '002_taler']);
    // The connection went back to the pool without the migration's search_path.
    const path = await pool.query('show search_path');
    expect(path.rows[0].search_path).not.toContain(schema);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(migrate(pool, { dir, schema: 'x"; drop table y; --' })).rejects.toThrow(/invalid schema/);
  });
});
