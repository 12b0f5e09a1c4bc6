/**
 * The advisor lamp (R) and the bidding odds: the gateway's `advice` and `odds` queries. Both are
 * optional: when the gateway gives no answer (an error, or null) the table shows neither.
 */
import { session } from '$lib/graphql/client';
import { graphql } from '$lib/graphql/graphql';

const ADVICE = graphql(`
  query KrakauAdvice($tableId: ID!) {
    advice(tableId: $tableId) { action reason }
  }
`);

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
  try {
    const { client } = await session();
    const res = await client.query(ADVICE, { tableId }).toPromise();
    const a = res.data?.advice;
    return !res.error && a ? { action: a.action, reason: a.reason } : null;
  } catch {
    return null;
  }
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
