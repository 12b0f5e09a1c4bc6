/**
 * Request/reply helpers for JSON envelope services: a refusal comes back as a thrown RuleError.
 * Each request is timed (spielcenter_nats_request_seconds) and traced: a client span whose context
 * travels in the request's NATS headers (`traceparent`), so the service's span joins the trace.
 */
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { commonErrors, RuleError, replySchema } from '@spielcenter/proto';
import { kitMetrics, subjectLabel } from './metrics.js';
import { injectContext, inSpan, SpanKind } from './tracing.js';

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
    const result = await inSpan(
      `nats ${label}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'messaging.system': 'nats', 'messaging.destination.name': label },
      },
      () => requestOnce<R>(nc, subject, body, timeoutMs),
    );
    outcome = 'ok';
    return result;
  } catch (e) {
    if (e instanceof RuleError && e.code !== 'COMMON_TIMEOUT') outcome = 'refused';
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
): Promise<R> {
  let raw: unknown;
  try {
    const h = headers();
    injectContext((k, v) => h.set(k, v));
    const msg = await nc.request(subject, JSON.stringify(body), { timeout: timeoutMs, headers: h });
    raw = msg.json();
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new RuleError({ ...commonErrors.data('COMMON_TIMEOUT', { service: subject }), params: { reason } });
  }
  const reply = replySchema.safeParse(raw);
  if (!reply.success) throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: `bad reply from ${subject}` });
  if (!reply.data.ok) throw new RuleError(reply.data.error);
  return reply.data.result as R;
}
