/**
 * The gateway's `advice` query — what the strong computer would do now — asked the same way by
 * every board that offers it (Speedkrakau's lamp, Speedcruise's Rat, Speedhokus' Ratgeber): always
 * from the network (one decision, one answer), the gateway's German text when it gives none.
 */
import { session } from '$lib/graphql/client';
import { uiError } from '$lib/graphql/errors';
import { graphql } from '$lib/graphql/graphql';

const ADVICE = graphql(`
  query Advice($tableId: ID!) {
    advice(tableId: $tableId) { action reason values }
  }
`);

export interface AdviceAnswer {
  /** The advice, or null when the gateway gives none. */
  readonly advice: { readonly action: unknown; readonly reason: string; readonly values: unknown[] } | null;
  /** Why there is none, in German (the gateway's refusal or the connection's problem). */
  readonly error: string | null;
}

export async function askAdvice(tableId: string): Promise<AdviceAnswer> {
  try {
    const { client } = await session();
    const res = await client.query(ADVICE, { tableId }, { requestPolicy: 'network-only' }).toPromise();
    if (res.error) return { advice: null, error: uiError(res.error).de };
    const a = res.data?.advice;
    return { advice: a ? { action: a.action, reason: a.reason, values: a.values } : null, error: null };
  } catch (err) {
    return { advice: null, error: err instanceof Error ? err.message : String(err) };
  }
}
