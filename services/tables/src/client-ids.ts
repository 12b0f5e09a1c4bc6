/**
 * The client ids a table applied recently, with the version each produced and its action: a retry
 * with the same id is answered with that version; the same id with another action is refused.
 */
import type { ActInput, RuleErrorData } from '@spielcenter/proto';
import { canonicalJson, commonErrors } from '@spielcenter/proto/light';
import type { AppliedId } from './shared.js';

/** How many applied client ids a table remembers. */
const REMEMBERED = 256;

export class ClientIds {
  constructor(private readonly applied: Record<string, AppliedId> = {}) {}

  /** A client id applied before: its version, or a refusal when it came with another action. */
  duplicate(a: ActInput): number | RuleErrorData | null {
    const seen = this.applied[a.clientId];
    if (!seen) return null;
    return seen.action === canonicalJson(a.action)
      ? seen.version
      : commonErrors.data('COMMON_CLIENT_ID_REUSED');
  }

  remember(a: ActInput, version: number): void {
    this.applied[a.clientId] = { version, action: canonicalJson(a.action) };
    const keys = Object.keys(this.applied);
    if (keys.length > REMEMBERED) {
      for (const key of keys.slice(0, keys.length - REMEMBERED)) delete this.applied[key];
    }
  }

  toJSON(): Record<string, AppliedId> {
    return { ...this.applied };
  }
}
