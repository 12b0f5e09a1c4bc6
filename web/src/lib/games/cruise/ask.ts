/**
 * Rat (R): the gateway's `advice` query — what the strong computer would do now. The gateway gives
 * it only when no other person sits at the table („nur ohne andere Menschen am Tisch“).
 */
import { askAdvice as ask } from '$lib/table/kit/advice';

export interface CruiseAdvice {
  readonly action: unknown;
  /** The strong computer's words: the move, its points, its valuation (or why there is none). */
  readonly text: string;
}

/** The advice for my decision now; its text says why when the gateway gives none. */
export async function askAdvice(tableId: string): Promise<CruiseAdvice> {
  const { advice, error } = await ask(tableId);
  return advice
    ? { action: advice.action, text: advice.reason }
    : { action: null, text: error ?? 'Gerade gibt es nichts zu raten.' };
}
