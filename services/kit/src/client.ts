/** Request/reply helpers for JSON envelope services: a refusal comes back as a thrown RuleError. */
import type { NatsConnection } from '@nats-io/transport-node';
import { commonErrors, RuleError, replySchema } from '@spielcenter/proto';

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
    throw new RuleError({ ...commonErrors.data('COMMON_TIMEOUT', { service: subject }), params: { reason } });
  }
  const reply = replySchema.safeParse(raw);
  if (!reply.success) throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: `bad reply from ${subject}` });
  if (!reply.data.ok) throw new RuleError(reply.data.error);
  return reply.data.result as R;
}
