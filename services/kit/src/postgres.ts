/**
 * Postgres: a pool from DATABASE_URL and forward-only migrations with node-pg-migrate. Each
 * service that owns a schema keeps its migrations as SQL files (`-- Up Migration`) in its own
 * `migrations/` folder; node-pg-migrate applies the missing ones in order, in one transaction,
 * under its advisory lock (several instances starting at once wait for each other and apply each
 * migration exactly once), and records them in `<schema>.pgmigrations`.
 */
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { kitMetrics } from './metrics.js';

export type Pool = pg.Pool;

/** The statement's first word (select, insert, begin, …) as a bounded label. */
function statementOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  const word = typeof text === 'string' ? /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() : undefined;
  return word && word.length <= 12 ? word : 'other';
}

/** Times every query of a pooled client (pool.query goes through the same client.query). */
function timeQueries(c: pg.PoolClient): void {
  const query = c.query.bind(c) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    const start = performance.now();
    const statement = statementOf(args[0]);
    const done = (outcome: string) =>
      kitMetrics.postgres.observe({ statement, outcome }, (performance.now() - start) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        done(err ? 'error' : 'ok');
        return callback(err, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => done('ok'),
        () => done('error'),
      );
    return result;
  };
  c.query = timed as typeof c.query;
}

export function createPool(url: string, max = 10): Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('connect', timeQueries);
  return pool;
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
