/** A bare graphql-transport-ws client for the tests that send what a proper client never would. */
import WebSocket from 'ws';

export interface RawSocket {
  readonly socket: WebSocket;
  /** Every message received, parsed (or the raw text when it is not JSON). */
  readonly received: unknown[];
  /** Resolves with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  send(data: unknown): void;
  /** connection_init (with the token, if any) and the ack. */
  init(payload?: Record<string, unknown>): Promise<void>;
  /** The first message for which `match` holds (waits up to `timeoutMs`). */
  next(match: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export function openRaw(url: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
  const received: unknown[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const text = String(data);
    try {
      received.push(JSON.parse(text));
    } catch {
      received.push(text);
    }
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const w of [...waiters]) w();
    });
  });
  socket.on('error', () => {});
  const raw: RawSocket = {
    socket,
    received,
    closed,
    send: (data) =>
      socket.send(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data)),
    async init(payload = {}) {
      raw.send({ type: 'connection_init', payload });
      await raw.next((m) => m.type === 'connection_ack');
    },
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(
            (m): m is Record<string, unknown> =>
              typeof m === 'object' && m !== null && match(m as Record<string, unknown>),
          );
          if (found) {
            done();
            resolve(found);
          } else if (socket.readyState === WebSocket.CLOSED) {
            done();
            reject(
              new Error(`socket closed while waiting (received ${JSON.stringify(received).slice(0, 300)})`),
            );
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`no matching message in ${timeoutMs} ms: ${JSON.stringify(received).slice(0, 300)}`),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(raw));
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
