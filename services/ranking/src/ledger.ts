/**
 * The ledger: every booking once, in Postgres (schema `ranking`). It is the record the Redis
 * projection can be rebuilt from; a booking's id is unique, so a retried stream entry is a no-op.
 */
import { fileURLToPath } from 'node:url';
import { migrate, type Pool } from '@spielcenter/kit';
import { type Booking, bookingSchema } from '@spielcenter/proto';

export const SCHEMA = 'ranking';

/** The ledger's SQL migrations (node-pg-migrate), beside src/ and dist/. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Brings the ledger's schema up to date (the service at start, `npm run migrate`, the tests). */
export function migrateLedger(pool: Pool, schema = SCHEMA): Promise<string[]> {
  return migrate(pool, { dir: MIGRATIONS_DIR, schema });
}

/** Records a booking; true when it is new (false: booked before). */
export async function record(pool: Pool, b: Booking, schema = SCHEMA): Promise<boolean> {
  const r = await pool.query(
    `insert into "${schema}".bookings (id, player_id, name, game, points, reason, table_id, at, daily)
     values ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8 / 1000.0), $9)
     on conflict (id) do nothing`,
    [
      b.id,
      b.playerId,
      b.name,
      b.game,
      b.points,
      b.reason,
      b.tableId,
      b.at,
      b.daily ? JSON.stringify(b.daily) : null,
    ],
  );
  return r.rowCount === 1;
}

interface Row {
  id: string;
  player_id: string;
  name: string;
  game: string;
  points: number;
  reason: string;
  table_id: string;
  at_ms: string;
  daily: unknown;
}

/** Every booking in the order it was recorded, in pages (for a rebuild of the projection). */
export async function* allBookings(pool: Pool, schema = SCHEMA, page = 1000): AsyncGenerator<Booking> {
  let after = 0;
  for (;;) {
    const { rows } = await pool.query<Row & { seq: string }>(
      `select seq, id, player_id, name, game, points, reason, table_id,
              (extract(epoch from at) * 1000)::bigint as at_ms, daily
       from "${schema}".bookings where seq > $1 order by seq limit $2`,
      [after, page],
    );
    for (const r of rows) {
      yield bookingSchema.parse({
        id: r.id,
        playerId: r.player_id,
        name: r.name,
        game: r.game,
        points: r.points,
        reason: r.reason,
        tableId: r.table_id,
        at: Number(r.at_ms),
        ...(r.daily ? { daily: r.daily } : {}),
      });
    }
    if (rows.length < page) return;
    after = Number(rows.at(-1)?.seq);
  }
}
