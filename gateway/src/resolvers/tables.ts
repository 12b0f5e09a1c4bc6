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
  type LobbyNotice,
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
import { decidedConfig, lineupNotice } from '../record.js';
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
  // „Jede Besetzung … hat ihre eigene Seite“: whether the line-up as it would start with this player
  // may play the table's settings is checked now, and the host is told before the start (never a
  // silent swap; the table does not start by itself while the notice stands).
  const notice = await joinNotice(ctx, tableId, who.playerId, wanted ?? null);
  const seat = await joinAt(ctx.deps, tableId, {
    playerId: who.playerId,
    name: who.name,
    // An account pays a staked table's stake (the workflow reserves it; a short purse is refused).
    ...(who.session ? { account: true } : {}),
    ...(wanted !== null && wanted !== undefined ? { seat: wanted } : {}),
    ...(notice ? { notice } : {}),
  });
  await leavePrevious(ctx, previous, tableId);
  ctx.deps.log.info({ tableId, seat, playerId: who.playerId }, 'sat down');
  return { tableId, seat };
}

/** An open table's record and lobby entry, for a game whose record completes its config. */
async function openTableOf(ctx: GatewayContext, tableId: string) {
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  const game = meta && declarationOf(meta.game);
  // A table with a fixed deal (`deck`: only where seeds are allowed, tests) plays the coup it names.
  if (!meta || !game?.recordConfig || meta.fixed) return null;
  const listed = await ctx.deps.redis.hget(redisKeys.lobby, tableId);
  const entry = lobbyEntrySchema.safeParse(listed === null ? null : jsonOrNull(listed));
  return entry.success ? { meta, game, entry: entry.data } : null;
}

/**
 * The line-up the open table would start with (people where they sit, and `join` where a player
 * sits down now; free seats are computers with `fill`, else dropped; at least the game's minimum).
 */
function lineupOf(
  open: NonNullable<Awaited<ReturnType<typeof openTableOf>>>,
  join: { playerId: string; seat: number } | null = null,
): (string | null)[] {
  const { meta, game, entry } = open;
  const layout = Array.from({ length: meta.players }, (_, i) => meta.humans.get(i) ?? null);
  if (join && join.seat >= 0 && join.seat < layout.length) layout[join.seat] = join.playerId;
  const players = entry.fill ? layout : layout.filter((p) => p !== null);
  while (players.length < game.meta.players.min) players.push(null);
  return players;
}

/** The record refuses what the open table's line-up may not start (the host's „Starten“). */
async function checkLineup(ctx: GatewayContext, tableId: string): Promise<void> {
  const open = await openTableOf(ctx, tableId);
  if (!open) return;
  const players = lineupOf(open);
  await decidedConfig(ctx, open.meta.game, { ...open.entry.options, players: players.length }, players);
}

/**
 * A seat fills: the record's word on the line-up as it would start with the new player, for the
 * host (null when it may play the table's settings, or the seat is not free: the workflow says why).
 */
async function joinNotice(
  ctx: GatewayContext,
  tableId: string,
  playerId: string,
  wanted: number | null,
): Promise<LobbyNotice | null> {
  const open = await openTableOf(ctx, tableId);
  if (!open) return null;
  const seat = wanted ?? open.entry.seats.findIndex((s) => s === null);
  if (seat < 0 || open.entry.seats[seat] !== null) return null;
  const players = lineupOf(open, { playerId, seat });
  return lineupNotice(ctx, open.meta.game, { ...open.entry.options, players: players.length }, players);
}

/**
 * The host chooses other settings for the open table before its game (where the host decides:
 * Speedcoup's coup, after the record's notice), checked by the engine and by the record for the
 * line-up seated now; the workflow checks that the caller hosts.
 */
async function checkOpenChoice(ctx: GatewayContext, meta: TableMeta, options: Record<string, unknown>) {
  const game = declarationOf(meta.game);
  if (!game?.nextByHost) throw codedError(commonErrors.data('COMMON_NO_REMATCH'));
  const known = new Set(game.meta.options.map((o) => o.key));
  for (const key of Object.keys(options))
    if (!known.has(key)) throw codedError(commonErrors.data('COMMON_BAD_NEXT_OPTION', { key }));
  const open = await openTableOf(ctx, meta.tableId);
  if (!open) return;
  const players = lineupOf(open);
  const config = { ...open.entry.options, ...options, players: players.length };
  await checkOptions(ctx, meta.game, config);
  await decidedConfig(ctx, meta.game, config, players);
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
  if (options && !end && meta.open) await checkOpenChoice(ctx, meta, options);
  else if (options && !end) await checkNext(ctx, meta, seat, options);
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
