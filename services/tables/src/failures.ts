/**
 * What crosses into the workflow when a step fails. A service that does not answer (a rule
 * service or the AI down, slow or being deployed, NATS "no responders") and Redis or NATS without
 * a connection: thrown as they are, so the step is retried with backoff for as long as it takes. A
 * rule error (a refusal) and a programming error: a non-retryable failure carrying the coded
 * error, which no retry could heal (the workflow refuses a player's action with it, or closes the
 * table: a bug).
 */
import { isInfrastructureError } from '@spielcenter/kit';
import { ApplicationFailure } from '@temporalio/common';

/** A coded error (`{ code, de, en }`) that is a refusal, not a service that did not answer. */
export function isRuleRefusal(e: unknown): e is { code: string; en: string } {
  const data = e as { code?: unknown; en?: unknown } | null;
  return (
    typeof data?.code === 'string' &&
    /^[A-Z][A-Z0-9_]+$/.test(data.code) &&
    typeof data.en === 'string' &&
    !isInfrastructureError(e)
  );
}

/** Programming errors: no retry heals them. */
const BUG_ERRORS = [TypeError, RangeError, ReferenceError, SyntaxError];

export function asFailure(e: unknown): unknown {
  if (e instanceof ApplicationFailure || isInfrastructureError(e)) return e;
  if (isRuleRefusal(e)) {
    return ApplicationFailure.create({ type: e.code, message: e.en, details: [e], nonRetryable: true });
  }
  const bug = BUG_ERRORS.some((t) => e instanceof t) || (e as { name?: unknown }).name === 'ReplyError';
  if (bug) {
    const message = e instanceof Error ? e.message : String(e);
    return ApplicationFailure.create({
      type: 'COMMON_INTERNAL',
      message,
      nonRetryable: true,
      cause: e as Error,
    });
  }
  return e; // a connection error (Redis, NATS): retried
}
