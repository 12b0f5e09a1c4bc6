/**
 * The advisor ("Glühbirne", key R) and the odds (Speedkrakau's bidding hint): both are asked for
 * the caller's own seat where the game's declaration offers them (`advisor`, `odds`: at a solo table,
 * or at any table without other people). The seat's view and legal actions come from the table's
 * seat snapshot in Redis (what the table service published for that seat), never from the client;
 * the AI service gets exactly that: `ai.<game>.decide` at the strong level with `advice`, and
 * `ai.<game>.odds`.
 */
import { declarationOf } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import {
  type Action,
  defineErrors,
  type GameId,
  helpRefusal,
  parseSeatSnapshot,
  redisKeys,
  type SeatSnapshot,
  subjects,
  tableIdSchema,
} from '@spielcenter/proto';
import { type GatewayContext, requireGuest } from './context.js';
import { gatewayError } from './errors.js';
import { guard } from './resolvers/guard.js';
import { readTableMeta, seatOf } from './table-meta.js';
import { parseArg } from './validate.js';

/** What the caller asks for: the advisor or the odds, each offered where the game declares it. */
type Help = 'advisor' | 'odds';

/** A strong decision may take its full second plus the queue; the odds a few hundred trial games. */
const ADVICE_TIMEOUT_MS = 8000;

export const adviceErrors = defineErrors({
  GATEWAY_ADVICE_SOLO_ONLY: {
    de: 'Rat und Gewinnchancen gibt es nur, wenn du allein gegen Computer spielst.',
    en: 'Advice and odds are only given when you play alone against computers.',
  },
  GATEWAY_ADVICE_NOT_ALONE: {
    de: 'Rat gibt es nur ohne andere Menschen am Tisch.',
    en: 'Advice is only given when no other people sit at the table.',
  },
  GATEWAY_ADVICE_DAILY: {
    de: 'Bei der {name} gibt es keinen Rat.',
    en: 'There is no advice in the daily {name}.',
  },
  GATEWAY_ADVICE_NOT_OFFERED: {
    de: 'Dieses Spiel bietet keinen {what} an.',
    en: 'This game offers no {whatEn}.',
  },
});

export interface Advice {
  readonly action: Action;
  readonly reason: string;
  readonly values: readonly unknown[];
}

/**
 * The caller's seat snapshot at a table of a game that offers `what`, where the game offers it (solo,
 * or without other people); null when the seat does not decide now.
 */
async function mySoloSeat(
  ctx: GatewayContext,
  rawTableId: unknown,
  help: Help,
  what: { de: string; en: string },
): Promise<{ game: GameId; snapshot: SeatSnapshot } | null> {
  const guest = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, rawTableId, 'tableId');
  const { redis } = ctx.deps;
  const meta = await readTableMeta(redis, tableId);
  if (!meta) throw gatewayError('GATEWAY_UNKNOWN_TABLE');
  const seat = seatOf(meta, guest.playerId);
  if (seat === null) throw gatewayError('GATEWAY_NOT_SEATED');
  const declaration = declarationOf(meta.game);
  if (!declaration?.[help])
    throw adviceErrors.make('GATEWAY_ADVICE_NOT_OFFERED', { what: what.de, whatEn: what.en });
  const text = await redis.get(redisKeys.seatView(tableId, seat));
  const snapshot = text === null ? null : parseSeatSnapshot(text, tableId, seat);
  if (!snapshot) return null;
  // The same rule the page shows the lamp by (proto's helpRefusal).
  const refused = helpRefusal(declaration, help, snapshot);
  if (refused === 'soloOnly') throw adviceErrors.make('GATEWAY_ADVICE_SOLO_ONLY');
  if (refused === 'notAlone') throw adviceErrors.make('GATEWAY_ADVICE_NOT_ALONE');
  if (refused === 'daily')
    throw adviceErrors.make('GATEWAY_ADVICE_DAILY', { name: declaration.daily?.name ?? '' });
  if (snapshot.outcome || !snapshot.toAct.includes(seat) || snapshot.legal.length === 0) return null;
  return { game: meta.game, snapshot };
}

async function advice(args: { tableId: string }, ctx: GatewayContext): Promise<Advice | null> {
  const mine = await mySoloSeat(ctx, args.tableId, 'advisor', { de: 'Rat', en: 'advice' });
  if (!mine) return null;
  const { game, snapshot } = mine;
  const choice = await requestJson<{ action: Action; reason?: string; values?: unknown[] }>(
    ctx.deps.nc,
    subjects.aiDecide(game),
    {
      game,
      level: 'strong',
      seat: snapshot.seat,
      view: snapshot.view,
      legal: snapshot.legal,
      seed: `advice:${snapshot.tableId}:${snapshot.version}`,
      advice: true,
    },
    ADVICE_TIMEOUT_MS,
  );
  return { action: choice.action, reason: choice.reason ?? '', values: choice.values ?? [] };
}

async function odds(args: { tableId: string }, ctx: GatewayContext): Promise<unknown> {
  const mine = await mySoloSeat(ctx, args.tableId, 'odds', {
    de: 'Hinweis mit Gewinnchancen',
    en: 'odds',
  });
  if (!mine) return null;
  const { game, snapshot } = mine;
  return requestJson<unknown>(
    ctx.deps.nc,
    subjects.aiOdds(game),
    { game, seat: snapshot.seat, view: snapshot.view, seed: `odds:${snapshot.tableId}:${snapshot.version}` },
    ADVICE_TIMEOUT_MS,
  );
}

export const adviceResolvers = {
  advice: guard('advice', advice),
  odds: guard('odds', odds),
};
