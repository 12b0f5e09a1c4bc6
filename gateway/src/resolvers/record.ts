/** The caller's record: Speedcoup's Bandenbuch pages and the statistics per game (services/record). */
import { requestJson } from '@spielcenter/kit';
import { GAME_IDS, recordSubjects } from '@spielcenter/proto';
import { z } from 'zod';
import { type GatewayContext, requireGuest } from '../context.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

async function bandenbuch(_args: unknown, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  return requestJson<unknown>(ctx.deps.nc, recordSubjects.pages, { playerId: who.playerId });
}

async function myStats(args: { game?: unknown }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const game = parseArg(z.enum(GAME_IDS).nullish(), args.game, 'game') ?? null;
  return requestJson<unknown>(ctx.deps.nc, recordSubjects.stats, { playerId: who.playerId, game });
}

export const recordResolvers = {
  bandenbuch: guard('bandenbuch', bandenbuch),
  myStats: guard('myStats', myStats),
};
