/**
 * The daily deal of a game (Speedkrakau's "Tagesblatt"): alone against the computers its
 * declaration names, the same cards for everyone on one day. The server decides the day (Europe/
 * Berlin: a new deal at midnight there) and the day's seed, an HMAC of the day under the gateway's
 * secret, so every instance of one deployment deals the same and nobody can compute the cards from
 * the date. The deals go into the engine config, which never reaches a client (the snapshot's
 * settings leave `deck` out; the view says only `fixedDeals`).
 */
import { createHmac } from 'node:crypto';
import { declarationOf } from '@spielcenter/catalog';
import {
  berlinDate,
  type DailyDeal,
  GAME_NAMES,
  type GameId,
  type SeatInfo,
  type TableInput,
  type Tempo,
  tableInputSchema,
  timingFor,
} from '@spielcenter/proto';
import { gatewayError } from './errors.js';
import type { Guest } from './identity.js';
import { computerNames, newTableId } from './quick-game.js';
import { parseArg } from './validate.js';

/** The secret seed of a game's daily deal on `date`: the same on every instance with this secret. */
export function dailySeed(secret: string, game: GameId, date: string): string {
  return createHmac('sha256', secret).update(`daily:${game}:${date}`).digest('base64url');
}

/** The game's daily deal, or the coded refusal for a game without one. */
export function dailyOf(game: GameId): DailyDeal {
  const daily = declarationOf(game)?.daily;
  if (!daily) throw gatewayError('GATEWAY_NO_DAILY', { game: GAME_NAMES[game] });
  return daily;
}

/** What a client may know of today's daily deal: the day and the line-up, never the cards. */
export function dailyInfo(game: GameId, at: Date) {
  const d = dailyOf(game);
  return {
    game,
    date: berlinDate(at),
    name: d.name,
    description: d.description,
    computers: d.computers,
    level: d.level,
    attempts: d.attempts === true,
  };
}

/** The day's highest attempt number a start may name (a guard against nonsense, not a rule). */
export const MAX_DAILY_ATTEMPT = 999;

/** The workflow's input for the caller's daily table of `game` at `at` (no clock, the chosen tempo). */
export function dailyTable(
  guest: Guest,
  game: GameId,
  {
    secret,
    at,
    tempo,
    attempt,
    tableId = newTableId(),
  }: { secret: string; at: Date; tempo: Tempo; attempt?: number | null; tableId?: string },
): TableInput {
  const d = dailyOf(game);
  const date = berlinDate(at);
  // A game that counts attempts deals each attempt from its own seed; the others take none.
  if (d.attempts ? attempt === undefined || attempt === null : attempt !== undefined && attempt !== null)
    throw gatewayError('GATEWAY_BAD_INPUT', {
      reason: d.attempts
        ? 'attempt: required for this daily deal'
        : 'attempt: this daily deal has no attempts',
    });
  const n = attempt ?? 1;
  const daySeed = dailySeed(secret, game, date);
  const seed = d.attempts ? `${daySeed}:${n}` : daySeed;
  const seats: SeatInfo[] = [
    { kind: 'human', playerId: guest.playerId, name: guest.name },
    ...(d.rivals ?? computerNames(d.computers, declarationOf(game)?.cast?.names)).map(
      (name): SeatInfo => ({ kind: 'computer', level: d.level, name }),
    ),
  ];
  const table: TableInput = {
    tableId,
    game,
    config: d.config(seed, date, n),
    seed,
    seats,
    clockSeconds: null,
    tempo,
    timing: timingFor(null, tempo),
    daily: { date },
  };
  return parseArg(tableInputSchema, table, 'table');
}
