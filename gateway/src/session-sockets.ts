/**
 * The WebSockets each account session opened on this gateway. When sessions end anywhere (logout,
 * "überall abmelden", a new password, a deleted account), the accounts announce their hashes on
 * NATS; every gateway closes the sockets of those sessions (4401), so no subscription outlives
 * its session. Closed sockets leave the map on their own.
 */
import { SESSIONS_ENDED_SUBJECT } from '@spielcenter/accounts';
import type { Logger } from '@spielcenter/kit';
import { z } from 'zod';
import type { NatsConnection } from './context.js';

const endedSchema = z.strictObject({ sessions: z.array(z.string().max(100)).max(10_000) });

interface ClosableSocket {
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export const SESSION_ENDED_CLOSE = 4401;

export class SessionSockets {
  private readonly sockets = new Map<string, Set<ClosableSocket>>();
  private readonly sub: ReturnType<NatsConnection['subscribe']>;
  constructor(nc: NatsConnection, log: Logger) {
    this.sub = nc.subscribe(SESSIONS_ENDED_SUBJECT, {
      callback: (err, msg) => {
        if (err) return void log.warn({ err }, 'sessions-ended subscription failed');
        const parsed = endedSchema.safeParse(safeJson(msg.string()));
        if (!parsed.success) return void log.warn('a malformed sessions-ended message');
        for (const hash of parsed.data.sessions) this.close(hash);
      },
    });
  }

  add(hash: string, socket: ClosableSocket): void {
    let set = this.sockets.get(hash);
    if (!set) {
      set = new Set();
      this.sockets.set(hash, set);
    }
    if (set.has(socket)) return;
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(hash) === set) this.sockets.delete(hash);
    });
  }

  private close(hash: string): void {
    const set = this.sockets.get(hash);
    if (!set) return;
    this.sockets.delete(hash);
    for (const socket of set) socket.close(SESSION_ENDED_CLOSE, 'Session ended');
  }

  stop(): void {
    this.sub.unsubscribe();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What the accounts call with ended sessions: one NATS message every gateway hears. */
export function announceEnded(nc: NatsConnection): (hashes: string[]) => void {
  return (hashes) => nc.publish(SESSIONS_ENDED_SUBJECT, JSON.stringify({ sessions: hashes }));
}
