/** Points outside the tables: the Pianobar stools, event modifiers and the end penalties. */
import type { EventId } from './route-events.js';
import { type TileId, tileInfo } from './tiles.js';

/** Stool values 1..20: +1..+5, then −2..−10, −4..−12, −6..−14 (rows of five, steps of 2). */
export const BAR_VALUES: readonly number[] = [
  1, 2, 3, 4, 5, -2, -4, -6, -8, -10, -4, -6, -8, -10, -12, -6, -8, -10, -12, -14,
];

/** What the next stool brings (index = stools taken so far), with Happy Hour applied. */
export function barValue(stool: number, effect: EventId | null): number {
  const v = BAR_VALUES[stool] ?? 0;
  return effect === 'happyHour' ? Math.max(0, v) : v;
}

/** Extra points per pure table during the Galaabend. */
export const GALA_BONUS = 10;

/** The points a seating move brings, with the event in force applied to the table points. */
export function seatingTotal(base: number, pureTables: number, effect: EventId | null): number {
  let total = base;
  if (effect === 'captainsDinner') total = base * 2;
  if (effect === 'storm') total = Math.floor(base / 2);
  if (effect === 'galaEvening') total += GALA_BONUS * pureTables;
  return total;
}

/** End of the cruise: −5 per passenger and −10 per director left in hand. */
export function handPenalty(hand: readonly TileId[]): number {
  let p = 0;
  for (const t of hand) p -= tileInfo(t).director ? 10 : 5;
  return p;
}

/** Leaderboard: the final score (never below 0) plus 30 / 15 / 5 for places 1 / 2 / 3. */
export function leaderboardPoints(score: number, rank: number): number {
  const bonus = [30, 15, 5][rank - 1] ?? 0;
  return Math.max(0, score) + bonus;
}
