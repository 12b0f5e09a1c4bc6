/**
 * The Bestenliste's and the daily lists' words: months in German, points German style, and a daily
 * entry's result (as its game's module names it). Each game's rule for its points and for its daily
 * list is in its declaration (`pointsRule`, `daily.listRule`).
 */
import type { GameModule } from '$lib/games/types';

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat('de-DE');

function parseMonth(month: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** "2026-12" → "Dezember 2026"; anything else as given. */
export function monthName(month: string): string {
  const m = parseMonth(month);
  return m ? MONTH.format(new Date(Date.UTC(m.year, m.month - 1, 1))) : month;
}

/** The month `by` months before or after ("2026-12", 1 → "2027-01"); null for no month. */
export function shiftMonth(month: string, by: number): string | null {
  const m = parseMonth(month);
  if (!m) return null;
  const index = m.year * 12 + (m.month - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Points German style: 1.234, −10. */
export function points(n: number): string {
  return NUMBER.format(n).replace('-', '−');
}

/** "im 3. Versuch" (Speedcoup's Tagesliste). */
export function attemptText(attempt: number): string {
  return `im ${attempt}. Versuch`;
}

/**
 * What a daily entry shows of its result: as its game names it (`dailyResult` of the game's module:
 * the attempt, the place and laurels), else its points.
 */
export function dailyResultText(
  module: Pick<GameModule, 'dailyResult'> | null,
  entry: { readonly score: number; readonly place: number; readonly attempt?: number | null },
): string {
  return module?.dailyResult?.(entry) ?? `${points(entry.score)} Punkte`;
}
