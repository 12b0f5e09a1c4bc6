/**
 * The Bestenliste (leaderboard) and the daily lists: what a table books when points are won or lost,
 * and how the ranking service keeps them. Tables write bookings to a Redis stream
 * (`redisKeys.leaderboardEvents`); the ranking service records each one once in Postgres (the
 * ledger) and projects it into Redis sorted sets, which the gateway reads.
 *
 * - Every game has a monthly and an all-time list (months and days in Europe/Berlin). A standing
 *   never falls below 0 ("Unter 0 fällt dein Stand dort nie").
 * - Daily lists: Speedkrakau's Tagesrangliste keeps a player's best match of the day, Speedhokus'
 *   Tagesliste only the first show of the day, Speedcoup's Tagesliste the attempt in which the day's
 *   coup was first made (the server counts the day's starts, abandoned ones too).
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from './games.js';

const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Europe/Berlin as "2026-12-03" (a new daily deal and daily list at midnight there). */
export function berlinDate(at: Date): string {
  return BERLIN_DAY.format(at);
}

/** The month in Europe/Berlin as "2026-12" (the monthly leaderboard). */
export function berlinMonth(at: Date): string {
  return berlinDate(at).slice(0, 7);
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Why points were booked: a finished game, a finished round (Speedboss), leaving a game with people. */
export const BOOKING_REASONS = ['game', 'round', 'left'] as const;

/** What a finished daily game adds to the day's list (a seat's result, not yet the list's rule). */
export const dailyResultSchema = z.object({
  date: z.string().regex(DATE_PATTERN),
  /** The game's final score of the seat (Speedkrakau: match points, Speedhokus: laurels). */
  score: z.number().int(),
  /** The seat's place at the table, 1 = best. */
  rank: z.number().int().min(1).max(8),
  /** Speedcoup: whether the attempt made the coup. */
  made: z.boolean().optional(),
});
export type DailyResult = z.infer<typeof dailyResultSchema>;

/** One booking, as the table writes it to the stream (field `booking`, JSON). */
export const bookingSchema = z.object({
  /** Unique and stable over retries: `<tableId>:<version>:<seat>:<reason>`. */
  id: z.string().min(1).max(200),
  playerId: z.string().min(1).max(64),
  name: z.string().min(1).max(40),
  game: z.enum(GAME_IDS),
  /** Added to the player's standing (negative for a penalty); 0 books only the daily result. */
  points: z.number().int(),
  reason: z.enum(BOOKING_REASONS),
  tableId: z.string().min(1).max(64),
  /** Epoch ms when the table booked it (decides the month). */
  at: z.number().int().min(0),
  daily: dailyResultSchema.optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** Leaderboard points lost by leaving a game with people (booked with reason `left`). */
export interface Penalty {
  readonly playerId: string;
  readonly name: string;
  readonly points: number;
}

/** How a game's daily list keeps and orders a player's results. */
export interface DailyListRule {
  /** German name of the list. */
  readonly name: string;
  /** best: the highest score of the day; first: the first game of the day; firstMade: the attempt that first made it. */
  readonly keep: 'best' | 'first' | 'firstMade';
  /** desc: higher is better (scores); asc: lower is better (attempts). */
  readonly order: 'desc' | 'asc';
  /** Whether the daily game's points also go to the Bestenliste (Speedcoup: "zählt nicht"). */
  readonly counts: boolean;
}

export const DAILY_LISTS: Partial<Record<GameId, DailyListRule>> = {
  krakau: { name: 'Tagesrangliste', keep: 'best', order: 'desc', counts: true },
  hokus: { name: 'Tagesliste', keep: 'first', order: 'desc', counts: true },
  coup: { name: 'Tagesliste', keep: 'firstMade', order: 'asc', counts: false },
};

/**
 * The sorted-set score of a daily result: the list orders by it (see `DailyListRule.order`).
 * Speedhokus: the place first, then the laurels; Speedkrakau: the match points. Speedcoup's is the
 * attempt that made the coup, which only the day's starts know (the ranking service sets it).
 */
export function dailySortScore(game: GameId, result: DailyResult): number {
  if (game === 'hokus') return (10 - result.rank) * 1000 + result.score;
  return result.score;
}

/** A daily list's entry details (Redis hash, JSON per player). */
export interface DailyEntryInfo {
  readonly name: string;
  readonly score: number;
  readonly rank: number;
  /** Speedcoup: the attempt that made the coup. */
  readonly attempt?: number;
}

export const leaderboardKeys = {
  /** Sorted set playerId → points: `period` is "all" or a Berlin month "2026-12". */
  board: (game: GameId, period: string) => `lb:${game}:${period}`,
  /** Hash playerId → the name last booked. */
  names: 'lb:names',
  /** A booking already projected (SET NX, kept 40 days): retries never count twice. */
  seen: (id: string) => `lb:seen:${id}`,
  /** Sorted set playerId → dailySortScore of the day's list. */
  daily: (game: GameId, date: string) => `daily:${game}:${date}`,
  /** Hash playerId → DailyEntryInfo (JSON) of the day's list. */
  dailyInfo: (game: GameId, date: string) => `daily:${game}:${date}:info`,
  /**
   * Hash of the day's starts, written by the gateway at each daily start: `n:<playerId>` → how many
   * the player started, `t:<tableId>` → which of them this table is. Speedhokus lists only start 1;
   * Speedcoup lists the start that made the coup. Abandoned starts count too.
   */
  dailyStarts: (game: GameId, date: string) => `daily:${game}:${date}:starts`,
} as const;

/** Daily lists stay readable this long after the day (Redis TTL). */
export const DAILY_LIST_TTL_SECONDS = 8 * 24 * 3600;
