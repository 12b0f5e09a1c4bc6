/** A NATS connection that reconnects forever and logs its status changes. */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from './log.js';

export interface NatsOptions {
  readonly url: string;
  readonly name: string;
  readonly log?: Logger;
  /** Fail fast at start when the server is not there (ms). */
  readonly timeoutMs?: number;
}

export async function connectNats({
  url,
  name,
  log,
  timeoutMs = 5000,
}: NatsOptions): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(','),
    name,
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: timeoutMs,
    // No stack trace captured for every request in case it fails (two Error objects each): the
    // kit's coded errors say which subject did not answer.
    noAsyncTraces: true,
  });
  log?.info({ server: nc.getServer() }, 'nats connected');
  if (log) {
    void (async () => {
      for await (const s of nc.status()) {
        if (s.type === 'disconnect' || s.type === 'reconnect' || s.type === 'error') {
          log.warn({ status: s.type, server: 'server' in s ? s.server : undefined }, 'nats status');
        }
      }
    })();
  }
  return nc;
}
