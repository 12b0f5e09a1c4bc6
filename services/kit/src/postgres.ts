/**
 * Postgres: a pool from DATABASE_URL and forward-only migrations with node-pg-migrate. Each
 * service that owns a schema keeps its migrations as SQL files (`-- Up Migration`) in its own
 * `migrations/` folder; node-pg-migrate applies the missing ones in order, in one transaction,
 * under its advisory lock (several instances starting at once wait for each other and apply each
 * migration exactly once), and records them in `<schema>.pgmigrations`.
 */
import { runner } from 'node-pg-migrate';
import pg from 'pg';

export type Pool = pg.Pool;

export function createPool(url: string, max = 10): Pool {
  return new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface MigrateOptions {
  /** The folder of the SQL migration files (absolute). */
  readonly dir: string;
  /** The schema the migrations run in (search_path) and that records them; created if missing. */
  readonly schema: string;
}

/** Applies the migrations of `dir` not yet applied in `schema`; returns the names applied now. */
export async function migrate(pool: Pool, options: MigrateOptions): Promise<string[]> {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name ${options.schema}`);
  const client = await pool.connect();
  try {
    const ran = await runner({
      dbClient: client,
      dir: options.dir,
      schema: options.schema,
      createSchema: true,
      migrationsTable: 'pgmigrations',
      direction: 'up',
      count: Number.POSITIVE_INFINITY,
      singleTransaction: true,
      advisoryLockMode: 'wait',
      checkOrder: true,
      log: () => {},
    });
    return ran.map((m) => m.name);
  } finally {
    // node-pg-migrate sets search_path on the connection; it goes back to the pool clean.
    await client.query('reset search_path').catch(() => {});
    client.release();
  }
}
