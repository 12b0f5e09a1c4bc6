/**
 * What a step books for the leaderboards (proto's Booking), for the human seats only:
 * - a finished game: each human's leaderboard points (reason `game`); with a daily deal also the
 *   seat's result for the day's list (Speedcoup's Tagescoup books no points: it "zählt nicht");
 * - a game that books per round (its declaration's `leaderboardPerRound`, Speedboss): every such
 *   event's points as the round ends (reason `round`), and no second booking of their sum at the end;
 * - leaving a game with people: the penalty (reason `left`).
 * Ids are `<tableId>:<version>:<seat or player>:<reason>`, the same when an activity is retried, so
 * the ranking service books each once.
 */
import {
  type Booking,
  DAILY_LISTS,
  type GameDeclaration,
  type GameEvent,
  type GameRecord,
  type Outcome,
  type Penalty,
} from '@spielcenter/proto';
import type { PublishContext } from './shared.js';

function roundPoints(event: GameEvent, type: string): readonly number[] | null {
  if (event.type !== type) return null;
  const points = (event as { points?: unknown }).points;
  return Array.isArray(points) && points.every((p) => Number.isInteger(p)) ? (points as number[]) : null;
}

export function bookingsOf(input: {
  readonly ctx: PublishContext;
  readonly declaration: GameDeclaration;
  readonly version: number;
  readonly events: readonly GameEvent[];
  readonly outcome: Outcome | null;
  readonly at: number;
}): Booking[] {
  const { ctx, version, events, outcome, at } = input;
  const perRound = input.declaration.leaderboardPerRound ?? null;
  const bookings: Booking[] = [];
  const humans = ctx.seats.flatMap((s, seat) => (s?.kind === 'human' ? [{ seat, s }] : []));
  const base = (seat: number, playerId: string, name: string, reason: Booking['reason']) => ({
    id: `${ctx.tableId}:${version}:${seat}:${reason}`,
    playerId,
    name,
    game: ctx.game,
    reason,
    tableId: ctx.tableId,
    at,
  });
  if (perRound) {
    for (const e of events) {
      const points = roundPoints(e, perRound);
      if (!points) continue;
      for (const { seat, s } of humans) {
        const p = points[seat] ?? 0;
        if (p !== 0) bookings.push({ ...base(seat, s.playerId, s.name, 'round'), points: p });
      }
    }
  }
  if (!outcome) return bookings;
  const rule = DAILY_LISTS[ctx.game];
  const daily = ctx.daily && rule ? ctx.daily : null;
  const made = (outcome.details as { success?: unknown } | undefined)?.success;
  for (const { seat, s } of humans) {
    const counts = !perRound && (daily === null || rule?.counts === true);
    const points = counts ? (outcome.leaderboardPoints[seat] ?? 0) : 0;
    if (points === 0 && daily === null) continue;
    bookings.push({
      ...base(seat, s.playerId, s.name, 'game'),
      points,
      ...(daily
        ? {
            daily: {
              date: daily.date,
              score: outcome.scores[seat] ?? 0,
              rank: outcome.ranks[seat] ?? 1,
              ...(typeof made === 'boolean' ? { made } : {}),
            },
          }
        : {}),
    });
  }
  return bookings;
}

/** A penalty as a booking (reason `left`). */
export function penaltyBooking(ctx: PublishContext, version: number, p: Penalty, at: number): Booking {
  return {
    id: `${ctx.tableId}:${version}:${p.playerId}:left`,
    playerId: p.playerId,
    name: p.name,
    game: ctx.game,
    points: p.points,
    reason: 'left',
    tableId: ctx.tableId,
    at,
  };
}

/**
 * A finished game for the player's record (proto's GameRecord): who sat where as the game started
 * and the engine's outcome with its details. Id `<tableId>:<version>`, the same when an activity is
 * retried. The line-up is the one that started the game (Speedcoup: „Jede Besetzung … hat ihre
 * eigene Seite“): a person who left during it is still on its page; the computer that took the seat
 * does not move the attempt to another page.
 */
export function gameRecordOf(ctx: PublishContext, version: number, outcome: Outcome, at: number): GameRecord {
  return {
    id: `${ctx.tableId}:${version}`,
    game: ctx.game,
    tableId: ctx.tableId,
    at,
    seats: (ctx.startSeats ?? ctx.seats).map((s) =>
      s?.kind === 'human'
        ? { kind: 'human' as const, playerId: s.playerId, name: s.name }
        : { kind: 'computer' as const, level: s?.kind === 'computer' ? s.level : 'normal' },
    ),
    scores: [...outcome.scores],
    ranks: [...outcome.ranks],
    points: [...outcome.leaderboardPoints],
    details: { ...(outcome.details ?? {}) },
    daily: ctx.daily?.date ?? null,
  };
}
