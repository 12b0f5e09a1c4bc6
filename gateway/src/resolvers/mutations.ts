/** Mutations around a table's life: a guest identity, a quick game, "Weiter", turbo, leaving. */
import {
  berlinDate,
  GAME_IDS,
  redisKeys,
  subjects,
  type TableInput,
  tableIdSchema,
  tempoSchema,
} from '@spielcenter/proto';
import { registerDailyStart } from '@spielcenter/ranking';
import { z } from 'zod';
import { type GatewayContext, limit, requireGuest } from '../context.js';
import { dailyOf, dailyTable, MAX_DAILY_ATTEMPT } from '../daily.js';
import { errorCode, gatewayError } from '../errors.js';
import {
  defaultGuestName,
  type Guest,
  guestCookie,
  guestNameSchema,
  issueToken,
  newPlayerId,
} from '../identity.js';
import { checkOptions } from '../options.js';
import { newTableId, quickGameTable } from '../quick-game.js';
import { decidedConfig, playersOf } from '../record.js';
import { seatedAt } from '../seating.js';
import { playerTable, readTableMeta, seatOf } from '../table-meta.js';
import { acknowledgeAt, leaveAt, startTable, turboAt } from '../tables-client.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

/** How long a new table may take to publish its first snapshot before the mutation answers anyway. */
const FIRST_SNAPSHOT_MS = 15_000;
/**
 * How long a started table counts as "being set up" for its starting player while no snapshot is
 * out (the `table` query answers GATEWAY_TABLE_STARTING then, and the page keeps trying).
 */
const STARTING_SECONDS = 600;

async function guest(args: { name?: string | null }, ctx: GatewayContext) {
  await limit(ctx, 'guest');
  const name = args.name ? parseArg(guestNameSchema, args.name, 'name') : defaultGuestName();
  const identity: Guest = { playerId: newPlayerId(), name };
  const token = issueToken(ctx.deps.secret, identity);
  ctx.setCookie?.(guestCookie(token, ctx.secure === true));
  ctx.deps.log.info({ playerId: identity.playerId }, 'guest issued');
  return { token, player: { id: identity.playerId, name, tableId: null } };
}

/**
 * The caller leaves a table: the workflow hands the seat to a computer and clears the seat record
 * and the caller's current-table pointer; the caller's live seat streams on this gateway end.
 * Returns false when the caller did not sit there (or the game is over).
 */
export async function leaveTable(ctx: GatewayContext, who: Guest, tableId: string): Promise<boolean> {
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  const seat = meta && seatOf(meta, who.playerId);
  if (seat === null || seat === undefined || !meta || meta.status === 'closed') return false;
  try {
    await leaveAt(ctx.deps, tableId, seat);
  } catch (error) {
    // A workflow that just ended has nobody left to tell. Any other failure (Temporal unreachable)
    // leaves everything as it was, so the player can try again.
    if (errorCode(error) !== 'GATEWAY_UNKNOWN_TABLE') throw error;
    return false;
  }
  ctx.live.end(who.playerId, tableId);
  ctx.deps.log.info({ tableId, seat, playerId: who.playerId }, 'left table');
  return true;
}

/** One quick game start at a time per player (50 parallel calls must not seat it at 49 tables). */
export async function withStartLock<T>(
  ctx: GatewayContext,
  playerId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const key = `${redisKeys.playerTable(playerId)}:starting`;
  const got = await ctx.deps.redis.set(key, '1', 'PX', firstSnapshotMs(ctx) + 5000, 'NX');
  if (got !== 'OK') throw gatewayError('GATEWAY_BUSY');
  try {
    return await fn();
  } finally {
    await ctx.deps.redis.del(key);
  }
}

function firstSnapshotMs(ctx: GatewayContext): number {
  return ctx.deps.firstSnapshotMs ?? FIRST_SNAPSHOT_MS;
}

/**
 * Starts a table's workflow; answers once its first snapshot is published (or after a timeout).
 * Until that snapshot exists the table is marked as being set up for its starting player, so a
 * first step slower than the timeout (a rule service restarting, a loaded node) shows the player
 * "the table is being set up" instead of "there is no such table" (issue 36.5).
 */
export async function startAndAwaitFirst(
  ctx: GatewayContext,
  input: TableInput,
  playerId: string,
): Promise<void> {
  const { redis, nc, log } = ctx.deps;
  // Listen before starting, so the answer waits for the table's first snapshot.
  const first = nc.subscribe(subjects.seat(input.tableId, 0), { max: 1, timeout: firstSnapshotMs(ctx) });
  const published = (async () => {
    for await (const _ of first) return true;
    return false;
  })().catch(() => false);
  const starting = redisKeys.tableStarting(input.tableId);
  await redis.set(starting, playerId, 'EX', STARTING_SECONDS);
  try {
    await startTable(ctx.deps, input);
  } catch (error) {
    first.unsubscribe();
    await redis.del(starting);
    throw error;
  }
  if (await published) await redis.del(starting);
  else log.warn({ tableId: input.tableId }, 'no first snapshot in time');
}

/** Is this table still being set up for the player who started it (no snapshot out yet)? */
export async function tableStarting(
  ctx: GatewayContext,
  tableId: string,
  playerId: string,
): Promise<boolean> {
  return (await ctx.deps.redis.get(redisKeys.tableStarting(tableId))) === playerId;
}

async function startQuickGame(args: { input: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  return startSolo(ctx, who, quickGameTable(who, args.input, { allowSeed: ctx.deps.allowSeeds === true }));
}

/** Today's daily deal of a game (Speedkrakau: Tagesblatt): the server decides the day and the cards. */
async function startDaily(args: { game: unknown; tempo?: unknown; attempt?: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const game = parseArg(z.enum(GAME_IDS), args.game, 'game');
  const tempo = parseArg(tempoSchema.nullish(), args.tempo, 'tempo') ?? 'normal';
  // The client's attempt number is not believed (kept in the API for old pages): the server counts.
  parseArg(z.number().int().min(1).max(MAX_DAILY_ATTEMPT).nullish(), args.attempt, 'attempt');
  const at = ctx.deps.now?.() ?? new Date();
  const date = berlinDate(at);
  const tableId = newTableId();
  const counts = dailyOf(game).attempts === true;
  // A game that counts attempts: this start's number is the day's starts of the player so far + 1,
  // on every device (abandoned starts count too); refused before counting once the day is done.
  if (counts) await decidedConfig(ctx, game, {}, [who.playerId], date);
  const attempt = counts
    ? await registerDailyStart(ctx.deps.redis, { game, date, playerId: who.playerId, tableId })
    : null;
  const input = dailyTable(who, game, { secret: ctx.deps.secret, at, tempo, attempt, tableId });
  const ref = await startSolo(ctx, who, input);
  // The day's starts decide the daily lists: Speedhokus lists the first, Speedcoup counts attempts.
  if (!counts) await registerDailyStart(ctx.deps.redis, { game, date, playerId: who.playerId, tableId });
  return ref;
}

/** Starts a table of one player against computers (a quick game or a daily deal). */
function startSolo(ctx: GatewayContext, who: Guest, given: TableInput) {
  return withStartLock(ctx, who.playerId, async () => {
    // The engine checks the game's options before anything reads them; then the record decides
    // what the line-up may start (a daily deal's config is the day's own).
    await checkOptions(ctx, given.game, given.config);
    const input = given.daily
      ? given
      : { ...given, config: await decidedConfig(ctx, given.game, given.config, playersOf(given.seats)) };
    const previous = await playerTable(ctx.deps.redis, who.playerId);
    if (previous) await leaveTable(ctx, who, previous);
    await startAndAwaitFirst(ctx, input, who.playerId);
    ctx.deps.log.info(
      { tableId: input.tableId, playerId: who.playerId, game: input.game, seats: input.seats.length },
      'quick game started',
    );
    return { tableId: input.tableId, seat: 0 };
  });
}

async function leave(args: { tableId: string }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  return leaveTable(ctx, who, parseArg(tableIdSchema, args.tableId, 'tableId'));
}

async function acknowledge(args: { tableId: string; hold?: boolean | null }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const hold = parseArg(z.boolean().nullish(), args.hold, 'hold') ?? false;
  const { seat } = await seatedAt(ctx, who, tableId);
  return acknowledgeAt(ctx.deps, tableId, { seat, hold });
}

async function setTurbo(args: { tableId: string; on: boolean }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const on = parseArg(z.boolean(), args.on, 'on');
  await seatedAt(ctx, who, tableId);
  await turboAt(ctx.deps, tableId, on);
  return on;
}

export const mutationResolvers = {
  guest: guard('guest', guest),
  startQuickGame: guard('startQuickGame', startQuickGame),
  startDaily: guard('startDaily', startDaily),
  leave: guard('leave', leave),
  acknowledge: guard('acknowledge', acknowledge),
  setTurbo: guard('setTurbo', setTurbo),
};
