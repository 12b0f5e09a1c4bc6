/**
 * Sends one action: a fresh client id per decision, the same id on every retry after a network
 * error or a busy answer, so the table applies it once however often it arrives.
 */
import type { Client } from '@urql/core';
import { type UiError, uiError } from './errors';
import { ACT } from './operations';

export interface ActOutcome {
  readonly ok: boolean;
  readonly version?: number;
  readonly error?: UiError;
}

export function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The gateway's "not now" answers: the seat's previous act is still pending (a network retry that
 * overtook it) or the table is busy. Retried like a network error, with the same client id.
 */
const RETRY_CODES: ReadonlySet<string> = new Set(['GATEWAY_ACT_PENDING', 'GATEWAY_TABLE_BUSY']);

/** Retry delays after network errors and busy answers, in ms (then give up and show the error). */
export const ACT_RETRY_DELAYS = [250, 500, 1000, 2000, 4000, 4000] as const;

export async function sendAction(
  client: Client,
  tableId: string,
  action: object,
  clientId: string = newClientId(),
  delays: readonly number[] = ACT_RETRY_DELAYS,
): Promise<ActOutcome> {
  for (let attempt = 0; ; attempt++) {
    const res = await client.mutation(ACT, { tableId, action, clientId }).toPromise();
    const version = res.data?.act.version;
    if (version !== undefined && !res.error) return { ok: true, version };
    const error = res.error ? uiError(res.error) : { code: 'UNKNOWN', de: 'Keine Antwort.', network: true };
    const wait = delays[attempt];
    if (!(error.network || RETRY_CODES.has(error.code)) || wait === undefined) return { ok: false, error };
    await new Promise((r) => setTimeout(r, wait));
  }
}
