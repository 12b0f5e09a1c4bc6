/** The caller's record: Speedcoup's Bandenbuch pages and the statistics per game (services/record). */
import { requestJson } from '@spielcenter/kit';
import { GAME_IDS, recordSubjects, tableIdSchema } from '@spielcenter/proto';
import { z } from 'zod';
import { type GatewayContext, requireGuest } from '../context.js';
import { gatewayError } from '../errors.js';
import { readTableMeta } from '../table-meta.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

/**
 * The caller's Bandenbuch pages; with `tableId` only the page of that table's line-up (also before
 * its first attempt): the people who played the table's game from its start (a leaver too: the
 * attempt is theirs), or with `next` the people seated now (the line-up of the next attempt).
 */
async function bandenbuch(args: { tableId?: unknown; next?: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema.nullish(), args.tableId, 'tableId') ?? null;
  if (tableId === null) return requestJson<unknown>(ctx.deps.nc, recordSubjects.pages, { playerId: who.playerId });
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  if (!meta) throw gatewayError('GATEWAY_UNKNOWN_TABLE');
  const byStart = args.next !== true && meta.started.size > 0;
  const people = byStart ? meta.started : meta.humans;
  const players = Array.from({ length: meta.players }, (_, seat) => people.get(seat) ?? null);
  if (!players.includes(who.playerId) && ![...meta.humans.values()].includes(who.playerId))
    throw gatewayError('GATEWAY_NOT_SEATED');
  return requestJson<unknown>(ctx.deps.nc, recordSubjects.pages, { playerId: who.playerId, players });
}

async function myStats(args: { game?: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const game = parseArg(z.enum(GAME_IDS).nullish(), args.game, 'game') ?? null;
  return requestJson<unknown>(ctx.deps.nc, recordSubjects.stats, { playerId: who.playerId, game });
}

/**
 * „Feierabend“: the evening of the line-up that played the table's last game ends on the server (a
 * game whose record counts evenings: Speedcoup's failed attempts of this evening lower the points).
 * Asked by one of its people; answers whether an evening ended.
 */
async function endEvening(args: { tableId: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  if (!meta) throw gatewayError('GATEWAY_UNKNOWN_TABLE');
  const people = meta.started.size > 0 ? meta.started : meta.humans;
  const players = Array.from({ length: meta.players }, (_, seat) => people.get(seat) ?? null);
  if (!players.includes(who.playerId)) throw gatewayError('GATEWAY_NOT_SEATED');
  const r = await requestJson<{ ended: boolean }>(ctx.deps.nc, recordSubjects.endEvening, {
    game: meta.game,
    playerId: who.playerId,
    players,
  });
  return r.ended;
}

export const recordMutationResolvers = {
  endEvening: guard('endEvening', endEvening),
};

export const recordResolvers = {
  bandenbuch: guard('bandenbuch', bandenbuch),
  myStats: guard('myStats', myStats),
};
