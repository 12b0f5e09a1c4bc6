/**
 * A table's record in Redis as the table workflow writes it: a hash at `table:<id>` with `game`,
 * `players`, `status` (open, running, over, closed), `seat:<n>` = player id for each human seat and
 * `started:<n>` for each person who played the running (or last) game from its start;
 * `player:<id>:table` holds a player's current table. The gateway only reads them.
 */
import { type GameId, isGameId, redisKeys } from '@spielcenter/proto';
import type { Redis } from 'ioredis';

export interface TableMeta {
  readonly tableId: string;
  readonly game: GameId;
  readonly players: number;
  readonly status: 'running' | 'over' | 'closed';
  /** The record's own status: `open` while the table waits in the lobby (status says running then). */
  readonly open: boolean;
  /** Human seats: seat → player id. */
  readonly humans: ReadonlyMap<number, string>;
  /** Who played the running (or last) game from its start: seat → player id (a leaver too). */
  readonly started: ReadonlyMap<number, string>;
  /** The table plays a fixed deal (`deck`, only where seeds are allowed: tests). */
  readonly fixed: boolean;
}

export async function readTableMeta(redis: Redis, tableId: string): Promise<TableMeta | null> {
  const fields = await redis.hgetall(redisKeys.table(tableId));
  if (!isGameId(fields.game)) return null;
  const humans = new Map<number, string>();
  const started = new Map<number, string>();
  for (const [field, value] of Object.entries(fields)) {
    const m = /^(seat|started):(\d+)$/.exec(field);
    if (m) (m[1] === 'seat' ? humans : started).set(Number(m[2]), value);
  }
  const status = fields.status === 'over' || fields.status === 'closed' ? fields.status : 'running';
  return {
    tableId,
    game: fields.game,
    players: Number(fields.players ?? humans.size),
    status,
    open: fields.status === 'open',
    humans,
    started,
    fixed: fields.fixed === '1',
  };
}

export function seatOf(meta: TableMeta, playerId: string): number | null {
  for (const [seat, id] of meta.humans) if (id === playerId) return seat;
  return null;
}

export async function playerTable(redis: Redis, playerId: string): Promise<string | null> {
  return redis.get(redisKeys.playerTable(playerId));
}
