/** Turns a urql error into the German text the player sees (the gateway sends extensions.de). */
import type { CombinedError } from '@urql/core';

export interface UiError {
  readonly code: string;
  readonly de: string;
  /** True when the request never got an answer (worth retrying with the same client id). */
  readonly network: boolean;
}

export function uiError(error: CombinedError): UiError {
  if (error.networkError) {
    return {
      code: 'NETWORK',
      de: 'Keine Verbindung zum Spielcenter. Bitte einen Moment Geduld …',
      network: true,
    };
  }
  const first = error.graphQLErrors[0];
  const ext = (first?.extensions ?? {}) as { code?: unknown; de?: unknown };
  const de = typeof ext.de === 'string' ? ext.de : (first?.message ?? 'Unbekannter Fehler.');
  return { code: typeof ext.code === 'string' ? ext.code : 'UNKNOWN', de, network: false };
}
