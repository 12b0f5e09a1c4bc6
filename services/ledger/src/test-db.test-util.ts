// A schema of its own per test file on DATABASE_URL's Postgres (dropped at the end).
import { createPool, loadConfig, type Pool } from '@spielcenter/kit';
import { migrateTaler } from './ledger.js';

export async function testSchema(
  tag: string,
  max = 10,
): Promise<{ pool: Pool; schema: string; drop(): Promise<void> }> {
  const env = loadConfig();
  const pool = createPool(env.DATABASE_URL, max);
  const schema = `ledger_${tag}_${process.pid}`;
  await pool.query(`drop schema if exists "${schema}" cascade`);
  await migrateTaler(pool, schema);
  return {
    pool,
    schema,
    async drop() {
      await pool.query(`drop schema if exists "${schema}" cascade`);
      await pool.end();
    },
  };
}
