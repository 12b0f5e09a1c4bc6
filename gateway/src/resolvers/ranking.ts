/**
 * The Bestenliste and the daily lists (public: the caller's own entry when a guest token is sent).
 * They read the ranking service's projection in Redis.
 */

import {
  berlinDate,
  berlinMonth,
  DATE_PATTERN,
  GAME_IDS,
  GAME_NAMES,
  MONTH_PATTERN,
} from '@spielcenter/proto';
import { readBoard, readDailyList } from '@spielcenter/ranking';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

/** How far back a daily list can be read (Redis keeps them a little longer). */
export const DAILY_LIST_DAYS = 7;

const gameArg = z.enum(GAME_IDS);
const firstArg = z.number().int().min(1).max(100).nullish();

async function leaderboard(
  args: { game: unknown; period?: unknown; month?: unknown; first?: unknown },
  ctx: GatewayContext,
) {
  const game = parseArg(gameArg, args.game, 'game');
  const period = parseArg(z.enum(['month', 'all']).nullish(), args.period, 'period') ?? 'month';
  const first = parseArg(firstArg, args.first, 'first') ?? 50;
  const asked = parseArg(z.string().regex(MONTH_PATTERN).nullish(), args.month, 'month');
  const month = period === 'month' ? (asked ?? berlinMonth(ctx.deps.now?.() ?? new Date())) : null;
  const board = await readBoard(ctx.deps.redis, {
    game,
    period: month ?? 'all',
    first,
    playerId: ctx.guest?.playerId ?? null,
  });
  return { game, period, month, ...board };
}

async function dailyList(args: { game: unknown; date?: unknown; first?: unknown }, ctx: GatewayContext) {
  const game = parseArg(gameArg, args.game, 'game');
  const first = parseArg(firstArg, args.first, 'first') ?? 50;
  const now = ctx.deps.now?.() ?? new Date();
  const today = berlinDate(now);
  const date = parseArg(z.string().regex(DATE_PATTERN).nullish(), args.date, 'date') ?? today;
  const oldest = berlinDate(new Date(now.getTime() - DAILY_LIST_DAYS * 24 * 3600_000));
  if (date > today || date < oldest) {
    throw gatewayError('GATEWAY_BAD_INPUT', { reason: `date: from ${oldest} to ${today}` });
  }
  const list = await readDailyList(ctx.deps.redis, {
    game,
    date,
    first,
    playerId: ctx.guest?.playerId ?? null,
  });
  if (!list) throw gatewayError('GATEWAY_NO_DAILY', { game: GAME_NAMES[game] });
  return { game, date, ...list };
}

export const rankingResolvers = {
  leaderboard: guard('leaderboard', leaderboard),
  dailyList: guard('dailyList', dailyList),
};
