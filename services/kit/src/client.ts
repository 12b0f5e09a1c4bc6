/**
 * Request/reply helpers for JSON envelope services: a refusal comes back as a thrown RuleError.
 * A service that does not answer is told apart from a refusal: COMMON_TIMEOUT (no answer in time)
 * or COMMON_UNAVAILABLE (no responders, no connection) — `isInfrastructureError` says whether the
 * same request may succeed later.
 */
import { type NatsConnection, TimeoutError } from '@nats-io/transport-node';
import { commonErrors, INFRASTRUCTURE_CODES, RuleError, replySchema } from '@spielcenter/proto';

export async function requestJson<R>(
  nc: NatsConnection,
  subject: string,
  body: unknown,
  timeoutMs = 5000,
): Promise<R> {
  let raw: unknown;
  try {
    const msg = await nc.request(subject, JSON.stringify(body), { timeout: timeoutMs });
    raw = msg.json();
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    const timedOut = e instanceof TimeoutError || (e instanceof Error && e.cause instanceof TimeoutError);
    const code = timedOut ? 'COMMON_TIMEOUT' : 'COMMON_UNAVAILABLE';
    throw new RuleError({ ...commonErrors.data(code, { service: subject }), params: { service: subject, reason } });
  }
  const reply = replySchema.safeParse(raw);
  if (!reply.success) throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: `bad reply from ${subject}` });
  if (!reply.data.ok) throw new RuleError(reply.data.error);
  return reply.data.result as R;
}

/** The service did not answer (timeout, no responders, no connection): the request may be retried. */
export function isInfrastructureError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INFRASTRUCTURE_CODES.has(code);
}
