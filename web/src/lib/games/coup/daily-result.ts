/** Speedcoup's daily list (Tagesliste): in which attempt the Tagescoup was made. */
import { attemptText } from '$lib/leaderboard/words';
import type { DailyEntryShown } from '../types';

/** "im 3. Versuch" (the attempt that made the Tagescoup); "geschafft" when it is not known. */
export function dailyResult(entry: DailyEntryShown): string {
  return entry.attempt ? attemptText(entry.attempt) : 'geschafft';
}
