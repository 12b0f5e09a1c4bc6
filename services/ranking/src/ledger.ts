/**
 * The ledger: every booking once, in Postgres (schema `ranking`). It is the record the Redis
 * projection can be rebuilt from; a booking's id is unique, so a retried stream entry is a no-op.
 */
import type { Migration, Pool } from '@spielcenter/kit';
import { type Booking, bookingSchema } from '@spielcenter/proto';

export const SCHEMA = 'ranking';

export const migrations: readonly Migration[] = [
  {
    id: '001_bookings',
    sql: `create table bookings (
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
    create index bookings_player_game on bookings (player_id, game);`,
  },
];

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
