/**
 * The advisor lamp (R) and the bidding odds: the gateway's `advice` and `odds` queries. Both are
 * optional: when the gateway gives no answer (an error, or null) the table shows neither.
 */
import { session } from '$lib/graphql/client';
import { graphql } from '$lib/graphql/graphql';
import { askAdvice as ask } from '$lib/table/kit/advice';

const ODDS = graphql(`
  query KrakauOdds($tableId: ID!) {
    odds(tableId: $tableId)
  }
`);

export interface Advice {
  readonly action: unknown;
  readonly reason: string;
}

/** The strong computer's advice for my decision now, or null when the gateway has none. */
export async function askAdvice(tableId: string): Promise<Advice | null> {
  const { advice } = await ask(tableId);
  return advice ? { action: advice.action, reason: advice.reason } : null;
}

/** The odds for my bidding decision, or null when the gateway has none. */
export async function askOdds(tableId: string): Promise<unknown> {
  try {
    const { client } = await session();
    const res = await client.query(ODDS, { tableId }).toPromise();
    return res.error ? null : (res.data?.odds ?? null);
  } catch {
    return null;
  }
}
