/**
 * The gateway's own record of a table in Redis: which game, and which player sits where. It is a
 * hash at `table:<id>` with the fields `game`, `players` (number of seats), `createdAt` and
 * `seat:<n>` = player id for each human seat; `player:<id>:table` holds a player's current table.
 */
import { type GameId, isGameId, redisKeys } from '@spielcenter/proto';
import type { Redis } from 'ioredis';

/** Long enough for any game; a finished table's record simply expires. */
export const TABLE_META_TTL_S = 2 * 24 * 3600;

export interface TableMeta {
  readonly tableId: string;
  readonly game: GameId;
  readonly players: number;
  /** Human seats: seat → player id. */
  readonly humans: ReadonlyMap<number, string>;
}

export async function writeTableMeta(redis: Redis, meta: TableMeta): Promise<void> {
  const key = redisKeys.table(meta.tableId);
  const fields: Record<string, string> = {
    game: meta.game,
    players: String(meta.players),
    createdAt: new Date().toISOString(),
  };
  for (const [seat, playerId] of meta.humans) fields[`seat:${seat}`] = playerId;
  await redis.multi().hset(key, fields).expire(key, TABLE_META_TTL_S).exec();
}

export async function readTableMeta(redis: Redis, tableId: string): Promise<TableMeta | null> {
  const fields = await redis.hgetall(redisKeys.table(tableId));
  if (!isGameId(fields.game)) return null;
  const humans = new Map<number, string>();
  for (const [field, value] of Object.entries(fields)) {
    const m = /^seat:(\d+)$/.exec(field);
    if (m) humans.set(Number(m[1]), value);
  }
  return { tableId, game: fields.game, players: Number(fields.players ?? humans.size), humans };
}

export function seatOf(meta: TableMeta, playerId: string): number | null {
  for (const [seat, id] of meta.humans) if (id === playerId) return seat;
  return null;
}

export async function deleteTableMeta(redis: Redis, tableId: string): Promise<void> {
  await redis.del(redisKeys.table(tableId));
}

/** The player leaves its seat (a computer takes it over in the workflow). */
export async function removeFromTable(redis: Redis, tableId: string, seat: number): Promise<void> {
  await redis.hdel(redisKeys.table(tableId), `seat:${seat}`);
}

export async function setPlayerTable(redis: Redis, playerId: string, tableId: string): Promise<void> {
  await redis.set(redisKeys.playerTable(playerId), tableId, 'EX', TABLE_META_TTL_S);
}

export async function playerTable(redis: Redis, playerId: string): Promise<string | null> {
  return redis.get(redisKeys.playerTable(playerId));
}

const CLEAR_IF =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/** Clears the player's current table, unless it has moved on to another one meanwhile. */
export async function clearPlayerTable(redis: Redis, playerId: string, tableId: string): Promise<void> {
  await redis.eval(CLEAR_IF, 1, redisKeys.playerTable(playerId), tableId);
}
