/**
 * Reading the lists (the gateway's `leaderboard` and `dailyList`): the top entries with names and
 * shared places (equal points, equal place), and the caller's own entry wherever it stands.
 */
import { DAILY_LISTS, type DailyEntryInfo, type GameId, leaderboardKeys as keys } from '@spielcenter/proto';
import type { Redis } from 'ioredis';

export interface BoardEntry {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly me: boolean;
}

export interface Board {
  readonly entries: readonly BoardEntry[];
  readonly mine: BoardEntry | null;
  readonly total: number;
}

/** The place of a score: 1 + how many are better (equal scores share the place). */
async function placeOf(redis: Redis, key: string, score: number, order: 'desc' | 'asc'): Promise<number> {
  const better =
    order === 'desc'
      ? await redis.zcount(key, `(${score}`, '+inf')
      : await redis.zcount(key, '-inf', `(${score}`);
  return better + 1;
}

/** The best `first` members of a sorted set (in `order`), their scores, and how many it has. */
async function topOf(redis: Redis, key: string, first: number, order: 'desc' | 'asc') {
  const [flat, total] = await Promise.all([
    order === 'desc'
      ? redis.zrevrange(key, 0, first - 1, 'WITHSCORES')
      : redis.zrange(key, 0, first - 1, 'WITHSCORES'),
    redis.zcard(key),
  ]);
  const ids: string[] = [];
  const scores: number[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    ids.push(flat[i] as string);
    scores.push(Number(flat[i + 1]));
  }
  return { ids, scores, total };
}

/** A leaderboard: `period` is "all" or a month "2026-12". */
export async function readBoard(
  redis: Redis,
  { game, period, first, playerId }: { game: GameId; period: string; first: number; playerId: string | null },
): Promise<Board> {
  const key = keys.board(game, period);
  const { ids, scores, total } = await topOf(redis, key, first, 'desc');
  const names = ids.length > 0 ? await redis.hmget(keys.names, ...ids) : [];
  const rows = ids.map((id, i) => ({ id, points: scores[i] as number, name: names[i] ?? '?' }));
  // Equal points share the place of the first of them, and list by name.
  rows.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'de'));
  const entries: BoardEntry[] = [];
  rows.forEach((r, i) => {
    const previous = entries[i - 1];
    const rank = previous && previous.points === r.points ? previous.rank : i + 1;
    entries.push({ rank, name: r.name, points: r.points, me: r.id === playerId });
  });
  let mine: BoardEntry | null = entries.find((e) => e.me) ?? null;
  if (!mine && playerId) {
    const score = await redis.zscore(key, playerId);
    if (score !== null) {
      const points = Number(score);
      const name = (await redis.hget(keys.names, playerId)) ?? '?';
      mine = { rank: await placeOf(redis, key, points, 'desc'), name, points, me: true };
    }
  }
  return { entries, mine, total };
}

export interface DailyListEntry {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly place: number;
  readonly attempt: number | null;
  readonly me: boolean;
}

export interface DailyBoard {
  readonly name: string;
  readonly entries: readonly DailyListEntry[];
  readonly mine: DailyListEntry | null;
  readonly total: number;
}

function entryOf(json: string | null | undefined, rank: number, me: boolean): DailyListEntry {
  const info = (json ? JSON.parse(json) : { name: '?', score: 0, rank: 0 }) as DailyEntryInfo;
  return { rank, name: info.name, score: info.score, place: info.rank, attempt: info.attempt ?? null, me };
}

/** A game's daily list of `date` (null for a game without one). */
export async function readDailyList(
  redis: Redis,
  { game, date, first, playerId }: { game: GameId; date: string; first: number; playerId: string | null },
): Promise<DailyBoard | null> {
  const rule = DAILY_LISTS[game];
  if (!rule) return null;
  const key = keys.daily(game, date);
  const infoKey = keys.dailyInfo(game, date);
  const { ids, scores, total } = await topOf(redis, key, first, rule.order);
  const infos = ids.length > 0 ? await redis.hmget(infoKey, ...ids) : [];
  const entries: DailyListEntry[] = [];
  ids.forEach((id, i) => {
    const previous = i > 0 ? scores[i - 1] : undefined;
    const rank = previous === scores[i] ? (entries[i - 1]?.rank ?? i + 1) : i + 1;
    entries.push(entryOf(infos[i], rank, id === playerId));
  });
  let mine = entries.find((e) => e.me) ?? null;
  if (!mine && playerId) {
    const score = await redis.zscore(key, playerId);
    if (score !== null) {
      const rank = await placeOf(redis, key, Number(score), rule.order);
      mine = entryOf(await redis.hget(infoKey, playerId), rank, true);
    }
  }
  return { name: rule.name, entries, mine, total };
}
