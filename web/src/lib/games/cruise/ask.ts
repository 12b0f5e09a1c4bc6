/**
 * Rat (R): the gateway's `advice` query — what the strong computer would do now. The gateway gives
 * it only when no other person sits at the table („nur ohne andere Menschen am Tisch“).
 */
import { session } from '$lib/graphql/client';
import { uiError } from '$lib/graphql/errors';
import { graphql } from '$lib/graphql/graphql';

const ADVICE = graphql(`
  query CruiseAdvice($tableId: ID!) {
    advice(tableId: $tableId) { action reason }
  }
`);

export interface CruiseAdvice {
  readonly action: unknown;
  /** The strong computer's words: the move, its points, its valuation (or why there is none). */
  readonly text: string;
}

/** The advice for my decision now; its text says why when the gateway gives none. */
export async function askAdvice(tableId: string): Promise<CruiseAdvice> {
  try {
    const { client } = await session();
    const res = await client.query(ADVICE, { tableId }, { requestPolicy: 'network-only' }).toPromise();
    if (res.error) return { action: null, text: uiError(res.error).de };
    const a = res.data?.advice;
    return a
      ? { action: a.action, text: a.reason }
      : { action: null, text: 'Gerade gibt es nichts zu raten.' };
  } catch (err) {
    return { action: null, text: err instanceof Error ? err.message : String(err) };
  }
}
