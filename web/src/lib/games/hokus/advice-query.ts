/** The `advice` query of the gateway's SDL, asked when the player presses the bulb or R. */
import { session } from '$lib/graphql/client';
import { uiError } from '$lib/graphql/errors';
import { graphql } from '$lib/graphql/graphql';
import { type Advice, adviceFrom } from './advice';

const ADVICE = graphql(`
  query Advice($tableId: ID!) {
    advice(tableId: $tableId) { action reason values }
  }
`);

export async function fetchAdvice(tableId: string): Promise<Advice> {
  try {
    const { client } = await session();
    const res = await client.query(ADVICE, { tableId }, { requestPolicy: 'network-only' }).toPromise();
    return adviceFrom(res.data?.advice ?? null, res.error ? uiError(res.error).de : null);
  } catch (err) {
    return adviceFrom(null, err instanceof Error ? err.message : String(err));
  }
}
