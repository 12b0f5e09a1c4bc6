/** Mutations around a table's life: a guest identity, a quick game, leaving. */
import { type GatewayContext, requireGuest } from '../context.js';
import { errorCode } from '../errors.js';
import {
  defaultGuestName,
  type Guest,
  guestCookie,
  guestNameSchema,
  issueToken,
  newPlayerId,
} from '../identity.js';
import { quickGameTable } from '../quick-game.js';
import {
  clearPlayerTable,
  deleteTableMeta,
  playerTable,
  readTableMeta,
  removeFromTable,
  seatOf,
  setPlayerTable,
  writeTableMeta,
} from '../table-meta.js';
import { leaveAt, startTable } from '../tables-client.js';
import { parseArg, tableIdSchema } from '../validate.js';
import { guard } from './guard.js';

async function guest(args: { name?: string | null }, ctx: GatewayContext) {
  const name = args.name ? parseArg(guestNameSchema, args.name, 'name') : defaultGuestName();
  const identity: Guest = { playerId: newPlayerId(), name };
  const token = issueToken(ctx.deps.secret, identity);
  ctx.setCookie?.(guestCookie(token, ctx.secure === true));
  ctx.deps.log.info({ playerId: identity.playerId }, 'guest issued');
  return { token, player: { id: identity.playerId, name, tableId: null } };
}

/**
 * The caller leaves a table: the workflow hands the seat to a computer, the seat record and the
 * caller's current-table pointer go, and its live seat streams on this gateway end.
 * Returns false when the caller did not sit there.
 */
async function leaveTable(ctx: GatewayContext, who: Guest, tableId: string): Promise<boolean> {
  const { redis } = ctx.deps;
  const meta = await readTableMeta(redis, tableId);
  const seat = meta && seatOf(meta, who.playerId);
  if (seat === null || seat === undefined) {
    await clearPlayerTable(redis, who.playerId, tableId);
    return false;
  }
  try {
    await leaveAt(ctx.deps, tableId, seat);
  } catch (error) {
    // A finished table has no workflow left to tell: the seat is given up all the same. Any other
    // failure (Temporal unreachable) leaves everything as it was, so the player can try again.
    if (errorCode(error) !== 'GATEWAY_UNKNOWN_TABLE') throw error;
    ctx.deps.log.info({ tableId, seat }, 'leave: the table workflow has ended');
  }
  await removeFromTable(redis, tableId, seat);
  await clearPlayerTable(redis, who.playerId, tableId);
  ctx.live.end(who.playerId, tableId);
  ctx.deps.log.info({ tableId, seat, playerId: who.playerId }, 'left table');
  return true;
}

async function startQuickGame(args: { input: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const input = quickGameTable(who, args.input);
  const { redis } = ctx.deps;
  const previous = await playerTable(redis, who.playerId);
  if (previous) await leaveTable(ctx, who, previous);
  await writeTableMeta(redis, {
    tableId: input.tableId,
    game: input.game,
    players: input.seats.length,
    humans: new Map([[0, who.playerId]]),
  });
  try {
    await startTable(ctx.deps, input);
  } catch (error) {
    await deleteTableMeta(redis, input.tableId);
    throw error;
  }
  await setPlayerTable(redis, who.playerId, input.tableId);
  ctx.deps.log.info(
    { tableId: input.tableId, playerId: who.playerId, game: input.game, seats: input.seats.length },
    'quick game started',
  );
  return { tableId: input.tableId, seat: 0 };
}

async function leave(args: { tableId: string }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  return leaveTable(ctx, who, parseArg(tableIdSchema, args.tableId, 'tableId'));
}

export const mutationResolvers = {
  guest: guard('guest', guest),
  startQuickGame: guard('startQuickGame', startQuickGame),
  leave: guard('leave', leave),
};
