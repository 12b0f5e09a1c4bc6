/**
 * The Redis projection of the bookings: the Bestenliste per game (all time and per Berlin month,
 * never below 0) and the daily lists. One Lua script applies a booking atomically and at most once
 * (a "seen" key per booking id), so a retry after a crash between the ledger and Redis is harmless.
 */
import {
  type Booking,
  berlinDate,
  berlinMonth,
  DAILY_LIST_TTL_SECONDS,
  DAILY_LISTS,
  dailySortScore,
  type GameId,
  leaderboardKeys as keys,
} from '@spielcenter/proto';
import type { Redis } from 'ioredis';

/** How long a booking id is remembered in Redis (the ledger remembers it for ever). */
export const SEEN_TTL_SECONDS = 40 * 24 * 3600;

// KEYS: seen, board all, board month, names, daily, daily info, daily starts.
// ARGV: playerId, name, points, seen ttl, keep ('' | best | first | firstMade), sort score, score,
//       rank, made ('1' | '0'), daily ttl, table id.
const PROJECT = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[4]) then return 0 end
local p = ARGV[1]
redis.call('HSET', KEYS[4], p, ARGV[2])
local points = tonumber(ARGV[3])
if points ~= 0 then
  for i = 2, 3 do
    if tonumber(redis.call('ZINCRBY', KEYS[i], points, p)) < 0 then redis.call('ZADD', KEYS[i], 0, p) end
  end
end
local keep = ARGV[5]
if keep == '' then return 1 end
local cur = redis.call('ZSCORE', KEYS[5], p)
local sort = tonumber(ARGV[6])
local info = { name = ARGV[2], score = tonumber(ARGV[7]), rank = tonumber(ARGV[8]) }
local start = tonumber(redis.call('HGET', KEYS[7], 't:' .. ARGV[11]))
local write = false
if keep == 'best' then
  write = (not cur) or sort > tonumber(cur)
elseif keep == 'first' then
  write = (not cur) and start == 1
elseif keep == 'firstMade' then
  if (not cur) and ARGV[9] == '1' and start then
    write = true
    sort = start
    info.attempt = start
  end
end
if write then
  redis.call('ZADD', KEYS[5], sort, p)
  redis.call('HSET', KEYS[6], p, cjson.encode(info))
  redis.call('EXPIRE', KEYS[5], ARGV[10])
  redis.call('EXPIRE', KEYS[6], ARGV[10])
end
return 1
`;

/** Applies a booking to Redis once; true when it was new there. */
export async function project(redis: Redis, b: Booking): Promise<boolean> {
  const rule = b.daily ? DAILY_LISTS[b.game] : undefined;
  const d = rule ? b.daily : undefined;
  const date = d?.date ?? '';
  const applied = await redis.eval(
    PROJECT,
    7,
    keys.seen(b.id),
    keys.board(b.game, 'all'),
    keys.board(b.game, berlinMonth(new Date(b.at))),
    keys.names,
    keys.daily(b.game, date),
    keys.dailyInfo(b.game, date),
    keys.dailyStarts(b.game, date),
    b.playerId,
    b.name,
    String(b.points),
    String(SEEN_TTL_SECONDS),
    rule?.keep ?? '',
    String(d ? dailySortScore(b.game, d) : 0),
    String(d?.score ?? 0),
    String(d?.rank ?? 0),
    d?.made ? '1' : '0',
    String(DAILY_LIST_TTL_SECONDS),
    b.tableId,
  );
  return applied === 1;
}

const START = `
local n = redis.call('HINCRBY', KEYS[1], 'n:' .. ARGV[1], 1)
redis.call('HSET', KEYS[1], 't:' .. ARGV[2], n)
redis.call('EXPIRE', KEYS[1], ARGV[3])
return n
`;

/** Registers a daily start (the gateway, at startDaily): the player's start number of the day. */
export async function registerDailyStart(
  redis: Redis,
  {
    game,
    date,
    playerId,
    tableId,
  }: { game: Booking['game']; date: string; playerId: string; tableId: string },
): Promise<number> {
  const n = await redis.eval(
    START,
    1,
    keys.dailyStarts(game, date),
    playerId,
    tableId,
    DAILY_LIST_TTL_SECONDS,
  );
  return Number(n);
}

// KEYS: names, then the daily info hashes; ARGV: playerId, name.
const RENAME = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
for i = 2, #KEYS do
  local json = redis.call('HGET', KEYS[i], ARGV[1])
  if json then
    local info = cjson.decode(json)
    info.name = ARGV[2]
    redis.call('HSET', KEYS[i], ARGV[1], cjson.encode(info))
  end
end
return 1
`;

/**
 * The lists show a player under a new name (an account's, or "Gelöschtes Konto"): the Bestenliste's
 * names and the player's entries in the daily lists still readable (the last 8 days).
 */
export async function renamePlayer(
  redis: Redis,
  playerId: string,
  name: string,
  at = new Date(),
): Promise<void> {
  const infos: string[] = [];
  const days = Math.ceil(DAILY_LIST_TTL_SECONDS / 86_400);
  for (const game of Object.keys(DAILY_LISTS) as GameId[])
    for (let d = 0; d <= days; d++)
      infos.push(keys.dailyInfo(game, berlinDate(new Date(at.getTime() - d * 86_400_000))));
  await redis.eval(RENAME, 1 + infos.length, keys.names, ...infos, playerId, name);
}
