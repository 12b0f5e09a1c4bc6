/** Queries: who am I, my seat's current snapshot, today's daily deal, and Speedcoup's odds. */
import { GAMES } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import {
  type CoupOddsLine,
  GAME_IDS,
  leaderboardKeys,
  parseSeatSnapshot,
  redisKeys,
  type SeatSnapshot,
  subjects,
  tableIdSchema,
} from '@spielcenter/proto';
import { z } from 'zod';
import { type GatewayContext, requireGuest } from '../context.js';
import { dailyInfo } from '../daily.js';
import { gatewayError } from '../errors.js';
import { forSeat } from '../snapshot.js';
import { playerTable, readTableMeta, seatOf } from '../table-meta.js';
import { parseArg } from '../validate.js';
import { accountOfCaller } from './accounts.js';
import { guard } from './guard.js';
import { tableStarting } from './mutations.js';

/** The caller's running table, if any (a finished one is only reachable by its id). */
async function currentTable(ctx: GatewayContext, playerId: string): Promise<string | null> {
  const tableId = await playerTable(ctx.deps.redis, playerId);
  if (!tableId) return null;
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  return meta?.status === 'running' && seatOf(meta, playerId) !== null ? tableId : null;
}

async function me(_args: unknown, ctx: GatewayContext) {
  const guest = requireGuest(ctx);
  return {
    id: guest.playerId,
    name: guest.name,
    tableId: await currentTable(ctx, guest.playerId),
    account: accountOfCaller(ctx),
  };
}

/**
 * The caller's own seat only. With a table id: unknown table or not seated → coded error. Without:
 * the caller's running table, null when it has none.
 */
async function table(args: { tableId?: string | null }, ctx: GatewayContext): Promise<SeatSnapshot | null> {
  const guest = requireGuest(ctx);
  const { redis } = ctx.deps;
  const explicit = args.tableId !== undefined && args.tableId !== null;
  const tableId = explicit
    ? parseArg(tableIdSchema, args.tableId, 'tableId')
    : await currentTable(ctx, guest.playerId);
  if (!tableId) return null;
  const meta = await readTableMeta(redis, tableId);
  const seat = meta && seatOf(meta, guest.playerId);
  if (seat === null || seat === undefined) {
    if (!explicit) return null;
    if (meta) throw gatewayError('GATEWAY_NOT_SEATED');
    // Started, but its first snapshot is not out yet: the page shows "being set up" and asks again.
    throw gatewayError(
      (await tableStarting(ctx, tableId, guest.playerId))
        ? 'GATEWAY_TABLE_STARTING'
        : 'GATEWAY_UNKNOWN_TABLE',
    );
  }
  const text = await redis.get(redisKeys.seatView(tableId, seat));
  const snapshot = text === null ? null : parseSeatSnapshot(text, tableId, seat);
  return snapshot ? forSeat(snapshot) : null;
}

/**
 * Today's daily deal of a game: the server's day and the line-up (no cards), and with a guest token
 * the caller's starts of it today as the server counted them (every device, abandoned ones too).
 */
async function daily(args: { game: unknown }, ctx: GatewayContext) {
  const game = parseArg(z.enum(GAME_IDS), args.game, 'game');
  const info = dailyInfo(game, ctx.deps.now?.() ?? new Date());
  const who = ctx.guest;
  const starts = who
    ? await ctx.deps.redis.hget(leaderboardKeys.dailyStarts(game, info.date), `n:${who.playerId}`)
    : null;
  return { ...info, myStarts: who ? Number(starts ?? 0) : null };
}

/**
 * How long the gateway waits for Speedcoup's odds: the AI service answers them from its data file at
 * once, so a longer wait means it is not there (then the coded COMMON_TIMEOUT; none running at all:
 * COMMON_UNAVAILABLE).
 */
export const COUP_ODDS_TIMEOUT_MS = 3000;

/**
 * Speedcoup's case-file odds ("etwa in 1 von N Versuchen"), asked of the AI service that measured
 * them (`ai.coup.odds`): no table, no guest needed.
 */
async function coupOdds(_args: unknown, ctx: GatewayContext): Promise<CoupOddsLine[]> {
  // The one game whose declaration says its campaign has measured odds.
  const game = GAME_IDS.find((id) => GAMES[id].campaignOdds);
  if (!game) return [];
  return requestJson<CoupOddsLine[]>(ctx.deps.nc, subjects.aiOdds(game), { game }, COUP_ODDS_TIMEOUT_MS);
}

export const queryResolvers = {
  me: guard('me', me),
  coupOdds: guard('coupOdds', coupOdds),
  daily: guard('daily', daily),
  table: guard('table', table),
};
