/**
 * Postgres: a pool from DATABASE_URL and forward-only migrations. Migrations run in order, each in
 * its own transaction, under an advisory lock, so several instances starting at once apply each
 * one exactly once, and a failing migration leaves nothing half-done.
 */
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

export interface Migration {
  /** Stable and ordered, e.g. "001_players". */
  readonly id: string;
  readonly sql: string;
}

const LOCK_KEY = 0x5c_ce_47_e1; // any constant shared by all instances

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}

/** Applies the migrations not yet applied in `schema`; returns the ids applied now. */
export async function migrate(
  pool: Pool,
  migrations: readonly Migration[],
  schema = 'public',
): Promise<string[]> {
  const s = quoteIdent(schema);
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`create schema if not exists ${s}`);
    await client.query(
      `create table if not exists ${s}.schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await client.query<{ id: string }>(`select id from ${s}.schema_migrations`)).rows.map((r) => r.id),
    );
    for (const m of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
      if (done.has(m.id)) continue;
      await client.query('begin');
      try {
        await client.query(`set local search_path to ${s}`);
        await client.query(m.sql);
        await client.query(`insert into ${s}.schema_migrations (id) values ($1)`, [m.id]);
        await client.query('commit');
        applied.push(m.id);
      } catch (e) {
        await client.query('rollback');
        throw new Error(`migration ${m.id} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return applied;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    client.release();
  }
}
