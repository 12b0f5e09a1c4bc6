/**
 * A step that is retried (a rule service, the AI or Redis does not answer) tells the table's
 * players so: from its second attempt on, and every `recoveringAfterMs` while one attempt runs,
 * each human seat gets a recovering notice on its seat subject ("Verbindung zum Spieltisch wird
 * wiederhergestellt …" until the next snapshot). The step's failure is classified for the retry
 * policy (`asFailure`).
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { type RecoveringNotice, subjects } from '@spielcenter/proto';
import { Context } from '@temporalio/activity';
import { asFailure } from './failures.js';
import type { PublishContext } from './shared.js';

/** Above the AI's time: a computer that thinks long is no outage. */
export const RECOVERING_AFTER_MS = 6_000;

export async function runStep<T>(
  nc: NatsConnection,
  ctx: PublishContext,
  fn: () => Promise<T>,
  recoveringAfterMs = RECOVERING_AFTER_MS,
): Promise<T> {
  const notify = () => {
    try {
      ctx.seats.forEach((s, seat) => {
        if (s?.kind !== 'human') return;
        const notice: RecoveringNotice = { recovering: true, tableId: ctx.tableId, seat };
        nc.publish(subjects.seat(ctx.tableId, seat), JSON.stringify(notice));
      });
    } catch {
      // NATS without a connection: nobody could hear it anyway.
    }
  };
  const { attempt } = Context.current().info;
  if (attempt >= 2) notify();
  const timer = setInterval(notify, recoveringAfterMs);
  try {
    return await fn();
  } catch (e) {
    // The worker logs each failed attempt; the retry policy acts on the classification.
    throw asFailure(e);
  } finally {
    clearInterval(timer);
  }
}
