/**
 * The live tables per game and status, for the metric `spielcenter_tables`: every publication
 * files its table under its status (a sorted set per game and status, scored by the publication's
 * time) and removes it from the others; a closed table leaves them all. A table whose worker died
 * without closing it drops out of the count once it has not published for STALE_MS.
 */
import { GAME_IDS, type GameId, redisKeys } from '@spielcenter/proto';
import type { ChainableCommander, Redis } from 'ioredis';

const STATUSES = ['open', 'running', 'over'] as const;
type Status = (typeof STATUSES)[number] | 'closed';

/** The idle limit closes a table after 2 h without a human action; an hour more is surely dead. */
const STALE_MS = 3 * 3600_000;

/** Adds the index update of one publication to the publication's MULTI. */
export function indexTable(
  multi: ChainableCommander,
  game: GameId,
  tableId: string,
  status: Status,
  at: number,
): void {
  for (const s of STATUSES) if (s !== status) multi.zrem(redisKeys.liveTables(game, s), tableId);
  if (status !== 'closed') multi.zadd(redisKeys.liveTables(game, status), at, tableId);
}

/** The number of live tables per game and status (stale ones are removed first). */
export async function countTables(
  redis: Redis,
  now = Date.now(),
): Promise<{ game: GameId; status: string; count: number }[]> {
  const pipeline = redis.pipeline();
  const keys = GAME_IDS.flatMap((game) => STATUSES.map((status) => ({ game, status })));
  for (const { game, status } of keys) {
    const key = redisKeys.liveTables(game, status);
    pipeline.zremrangebyscore(key, '-inf', now - STALE_MS).zcard(key);
  }
  const results = (await pipeline.exec()) ?? [];
  return keys.map((k, i) => ({ ...k, count: Number(results[2 * i + 1]?.[1] ?? 0) }));
}
