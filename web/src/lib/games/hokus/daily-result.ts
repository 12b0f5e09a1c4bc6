/** Speedhokus' daily list (Tagesliste): the place of the show and its laurels. */
import type { DailyEntryShown } from '../types';

/** "1 Lorbeer", "2 Lorbeeren". */
export function laurelsText(n: number): string {
  return `${n} ${n === 1 ? 'Lorbeer' : 'Lorbeeren'}`;
}

/** "Platz 1 · 2 Lorbeeren". */
export function dailyResult(entry: DailyEntryShown): string {
  return `Platz ${entry.place} · ${laurelsText(entry.score)}`;
}
