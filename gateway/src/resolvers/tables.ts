/**
 * Tables with people: the lobby (a query and a live subscription from the NATS feed
 * `lobby.<game>`), opening a table, sitting down, the host's start and "Nochmal", each through the
 * table workflow's updates (the workflow decides; the gateway only checks who calls).
 */
import { declarationOf } from '@spielcenter/catalog';
import {
  commonErrors,
  GAME_IDS,
  type GameId,
  type LobbyEntry,
  lobbyEntrySchema,
  parseSeatSnapshot,
  redisKeys,
  subjects,
  tableIdSchema,
} from '@spielcenter/proto';
import { z } from 'zod';
import { type GatewayContext, limit, requireGuest } from '../context.js';
import { codedError } from '../errors.js';
import { liveEntries } from '../lobby-sweep.js';
import { openTableInput, withStake } from '../open-table.js';
import { checkOptions } from '../options.js';
import { decidedConfig } from '../record.js';
import { seatedAt } from '../seating.js';
import { jsonOrNull, subjectStream } from '../subject-stream.js';
import { playerTable, readTableMeta, type TableMeta } from '../table-meta.js';
import { joinAt, rematchAt, startOpenAt } from '../tables-client.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';
import { leaveTable, startAndAwaitFirst, withStartLock } from './mutations.js';
import { hostStake } from './taler.js';

const gameArg = z.enum(GAME_IDS).nullish();
const changeSchema = z.object({ tableId: tableIdSchema, entry: lobbyEntrySchema.nullable() });
type LobbyChange = z.infer<typeof changeSchema>;

/**
 * The open tables in Redis (of one game, or all), in the hash's order; only tables whose workflow
 * runs (a dead one is removed from the lobby on the way: lobby-sweep.ts).
 */
async function openTables(ctx: GatewayContext, game: GameId | null): Promise<LobbyEntry[]> {
  const all = await ctx.deps.redis.hvals(redisKeys.lobby);
  const listed = all.flatMap((text) => {
    const parsed = lobbyEntrySchema.safeParse(jsonOrNull(text));
    return parsed.success && (game === null || parsed.data.game === game) ? [parsed.data] : [];
  });
  return liveEntries(ctx.deps, listed);
}

async function lobby(args: { game?: string | null }, ctx: GatewayContext) {
  return openTables(ctx, parseArg(gameArg, args.game, 'game') ?? null);
}

async function subscribeLobby(args: { game?: string | null }, ctx: GatewayContext) {
  const game = parseArg(gameArg, args.game, 'game') ?? null;
  return subjectStream<LobbyChange>(
    ctx.deps,
    game ? subjects.lobby(game) : subjects.lobbyAll,
    (text) => {
      const parsed = changeSchema.safeParse(jsonOrNull(text));
      return parsed.success ? parsed.data : null;
    },
    {
      first: async () => (await openTables(ctx, game)).map((entry) => ({ tableId: entry.tableId, entry })),
    },
  );
}

/** Leaves the table the player sat at before, when it is another one. */
async function leavePrevious(ctx: GatewayContext, previous: string | null, now: string): Promise<void> {
  const who = requireGuest(ctx);
  if (previous && previous !== now) await leaveTable(ctx, who, previous);
}

async function openTable(args: { input: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const checked = openTableInput(who, args.input, {
    allowSeed: ctx.deps.allowSeeds === true,
    rematchHoldMs: ctx.deps.rematchHoldMs,
  });
  // A staked table: one of the game's amounts, and the host's purse holds it (taler.ts).
  const stake = await hostStake(ctx, who, checked.game, (args.input as { stake?: unknown }).stake);
  const input = stake === null ? checked : withStake(checked, stake, who.session !== undefined);
  await limit(ctx, 'open');
  return withStartLock(ctx, who.playerId, async () => {
    await checkOptions(ctx, input.game, input.config);
    const previous = await playerTable(ctx.deps.redis, who.playerId);
    await leavePrevious(ctx, previous, input.tableId);
    await startAndAwaitFirst(ctx, input, who.playerId);
    ctx.deps.log.info(
      { tableId: input.tableId, playerId: who.playerId, game: input.game, seats: input.seats.length },
      'table opened',
    );
    return { tableId: input.tableId, seat: 0 };
  });
}

async function joinTable(args: { tableId: string; seat?: number | null }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const wanted = parseArg(z.number().int().min(0).max(15).nullish(), args.seat, 'seat');
  await limit(ctx, 'join');
  const previous = await playerTable(ctx.deps.redis, who.playerId);
  const seat = await joinAt(ctx.deps, tableId, {
    playerId: who.playerId,
    name: who.name,
    // An account pays a staked table's stake (the workflow reserves it; a short purse is refused).
    ...(who.session ? { account: true } : {}),
    ...(wanted !== null && wanted !== undefined ? { seat: wanted } : {}),
  });
  await leavePrevious(ctx, previous, tableId);
  ctx.deps.log.info({ tableId, seat, playerId: who.playerId }, 'sat down');
  return { tableId, seat };
}

/**
 * The line-up the open table would start with (people where they sit; free seats are computers
 * with `fill`, else dropped; at least the game's minimum): the record refuses what it may not start.
 */
async function checkLineup(ctx: GatewayContext, tableId: string): Promise<void> {
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  const game = meta && declarationOf(meta.game);
  // Where seeds are allowed (tests, local development) a table may carry fixed deals that the lobby
  // entry does not show; the table's own setup still asks the record (services/tables activities).
  if (!meta || !game?.recordConfig || ctx.deps.allowSeeds) return;
  const listed = await ctx.deps.redis.hget(redisKeys.lobby, tableId);
  const entry = lobbyEntrySchema.safeParse(listed === null ? null : jsonOrNull(listed));
  if (!entry.success) return;
  const layout = Array.from({ length: meta.players }, (_, i) => meta.humans.get(i) ?? null);
  const players = entry.data.fill ? layout : layout.filter((p) => p !== null);
  while (players.length < game.meta.players.min) players.push(null);
  await decidedConfig(ctx, meta.game, { ...entry.data.options, players: players.length }, players);
}

async function startOpen(args: { tableId: string }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const { seat } = await seatedAt(ctx, who, tableId);
  await checkLineup(ctx, tableId);
  await startOpenAt(ctx.deps, tableId, seat);
  return true;
}

/**
 * The host's choice of the next game where the host decides (the declaration's `nextByHost`):
 * only the game's declared settings, checked by the engine (`rules.<game>.config`) and by the
 * record for the line-up at the table, exactly as for a new table (`decidedConfig`: a coup the
 * line-up has not unlocked is refused with RECORD_COUP_LOCKED). The workflow decides who may
 * choose; the seat's snapshot names the host, so a non-host hears that first, not the record.
 */
async function checkNext(
  ctx: GatewayContext,
  meta: TableMeta,
  seat: number,
  options: Record<string, unknown>,
): Promise<void> {
  const game = declarationOf(meta.game);
  const text = await ctx.deps.redis.get(redisKeys.seatView(meta.tableId, seat));
  const snapshot = text === null ? null : parseSeatSnapshot(text, meta.tableId, seat);
  // No choice to make here (not such a game, or no "Nochmal" now): the workflow says why.
  if (!game?.nextByHost || !snapshot?.rematch) return;
  const host = snapshot.rematch.host;
  if (host !== undefined && host !== seat) throw codedError(commonErrors.data('COMMON_NOT_HOST_NEXT'));
  const known = new Set(game.meta.options.map((o) => o.key));
  for (const key of Object.keys(options))
    if (!known.has(key)) throw codedError(commonErrors.data('COMMON_BAD_NEXT_OPTION', { key }));
  const players = Array.from({ length: meta.players }, (_, i) => meta.humans.get(i) ?? null);
  const config = { ...snapshot.settings.options, ...options, players: players.length };
  await checkOptions(ctx, meta.game, config);
  await decidedConfig(ctx, meta.game, config, players);
}

const nextOptionsSchema = z.record(z.string().max(64), z.unknown()).nullish();

async function rematch(
  args: { tableId: string; options?: unknown; end?: boolean | null },
  ctx: GatewayContext,
) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const options = parseArg(nextOptionsSchema, args.options, 'options') ?? null;
  const end = args.end === true;
  const { meta, seat } = await seatedAt(ctx, who, tableId);
  if (options && !end) await checkNext(ctx, meta, seat, options);
  await rematchAt(ctx.deps, tableId, {
    seat,
    ...(options && !end ? { options } : {}),
    ...(end ? { end: true } : {}),
  });
  ctx.deps.log.info({ tableId, seat, playerId: who.playerId, options, end }, 'rematch');
  return true;
}

export const tableQueryResolvers = { lobby: guard('lobby', lobby) };
export const tableMutationResolvers = {
  openTable: guard('openTable', openTable),
  joinTable: guard('joinTable', joinTable),
  startTable: guard('startTable', startOpen),
  rematch: guard('rematch', rematch),
};
export const tableSubscriptionResolvers = {
  lobby: {
    subscribe: guard('lobby', subscribeLobby),
    resolve: (change: LobbyChange) => change,
  },
};
