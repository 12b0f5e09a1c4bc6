/**
 * Request/reply helpers for JSON envelope services: a refusal comes back as a thrown RuleError.
 * A service that does not answer is told apart from a refusal: COMMON_TIMEOUT (no answer in time)
 * or COMMON_UNAVAILABLE (no responders, no connection) — `isInfrastructureError` says whether the
 * same request may succeed later.
 *
 * Each request is timed (spielcenter_nats_request_seconds) and traced: a client span whose context
 * travels in the request's NATS headers (`traceparent`), so the service's span joins the trace.
 */
import { headers, type NatsConnection, TimeoutError } from '@nats-io/transport-node';
import { commonErrors, INFRASTRUCTURE_CODES, RuleError, replySchema } from '@spielcenter/proto';
import { kitMetrics, subjectLabel } from './metrics.js';
import { injectContext, inSpan, SpanKind, tracingActive } from './tracing.js';

export async function requestJson<R>(
  nc: NatsConnection,
  subject: string,
  body: unknown,
  timeoutMs = 5000,
): Promise<R> {
  const label = subjectLabel(subject);
  const start = performance.now();
  let outcome = 'error';
  try {
    const result = tracingActive()
      ? await inSpan(
          `nats ${label}`,
          {
            kind: SpanKind.CLIENT,
            attributes: { 'messaging.system': 'nats', 'messaging.destination.name': label },
          },
          () => requestOnce<R>(nc, subject, body, timeoutMs, true),
        )
      : await requestOnce<R>(nc, subject, body, timeoutMs, false);
    outcome = 'ok';
    return result;
  } catch (e) {
    if (e instanceof RuleError && !isInfrastructureError(e)) outcome = 'refused';
    throw e;
  } finally {
    kitMetrics.natsRequest.observe({ subject: label, outcome }, (performance.now() - start) / 1000);
  }
}

async function requestOnce<R>(
  nc: NatsConnection,
  subject: string,
  body: unknown,
  timeoutMs: number,
  traced: boolean,
): Promise<R> {
  let raw: unknown;
  try {
    const h = traced ? headers() : undefined;
    if (h) injectContext((k, v) => h.set(k, v));
    const msg = await nc.request(subject, JSON.stringify(body), {
      timeout: timeoutMs,
      ...(h ? { headers: h } : {}),
    });
    raw = msg.json();
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    const timedOut = e instanceof TimeoutError || (e instanceof Error && e.cause instanceof TimeoutError);
    const code = timedOut ? 'COMMON_TIMEOUT' : 'COMMON_UNAVAILABLE';
    throw new RuleError({
      ...commonErrors.data(code, { service: subject }),
      params: { service: subject, reason },
    });
  }
  // The envelope checked by hand on the hot path: a result passes through untouched (zod would
  // build a copy of every reply's envelope); a refusal is checked by the schema.
  const envelope = raw as { ok?: unknown; result?: unknown } | null;
  if (envelope?.ok === true && 'result' in envelope) return envelope.result as R;
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
