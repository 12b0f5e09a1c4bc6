/**
 * One virtual player's session, the same for the project's Node load runner (run.ts, executed in
 * CI) and the k6 script (k6.ts, for load testers with k6): a guest identity, a quick game, the seat
 * subscription over graphql-ws, then acting whenever the seat must decide (the first legal action,
 * "Weiter" where the table waits) and measuring, for every own action, the time from sending the
 * `act` mutation to the push that carries its version. Only the I/O differs per runtime (LoadIo);
 * this file imports nothing of Node or k6.
 */

/** What a runtime gives the session: HTTP POST, a WebSocket, a clock and a timer. */
export interface LoadIo {
  post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
  socket(
    url: string,
    protocol: string,
    handlers: SocketHandlers,
  ): { send(text: string): void; close(): void };
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface SocketHandlers {
  open(): void;
  message(text: string): void;
  close(): void;
}

export interface SessionOptions {
  readonly gatewayUrl: string;
  readonly game: string;
  readonly computers: number;
  readonly level?: string;
  readonly tempo?: 'normal' | 'fast';
  /** Stop after this many own actions (or at the game's end). */
  readonly maxActs: number;
  /** Give up after this long (ms). */
  readonly timeoutMs: number;
  readonly name?: string;
  /**
   * A person's thinking: the session answers this long (uniform between the two, ms) after its turn
   * comes, as a person would; the act → push time is measured from the send. Default: at once.
   */
  readonly thinkMs?: readonly [number, number];
  /** Each act → push time as it is measured (ms), and when (io.now()). */
  readonly onLatency?: (ms: number, at: number) => void;
  /** Ends the session early (checked whenever something changed, and once a second). */
  readonly stopped?: () => boolean;
  /** A random number in [0, 1) (default Math.random). */
  readonly random?: () => number;
}

export interface SessionResult {
  readonly tableId: string | null;
  /** Act → push latencies of own actions, ms. */
  readonly latencies: number[];
  readonly acts: number;
  readonly finished: boolean;
  readonly errors: string[];
}

interface Snap {
  readonly version: number;
  readonly seat: number;
  readonly toAct: readonly number[];
  readonly legal: readonly { readonly type: string }[];
  readonly outcome: unknown;
  readonly closed: boolean;
  readonly waiting: { readonly seats: readonly number[] } | null;
}

export const DOCUMENTS = {
  guest: 'mutation($n: String) { guest(name: $n) { token } }',
  start: 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
  seat: 'subscription($t: ID!) { seat(tableId: $t) }',
  act: 'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version } }',
  acknowledge: 'mutation($t: ID!) { acknowledge(tableId: $t) }',
  leave: 'mutation($t: ID!) { leave(tableId: $t) }',
} as const;

/** A GraphQL request over POST; a coded error is thrown as `CODE: text`. */
async function gql<T>(
  io: LoadIo,
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await io.post(url, JSON.stringify({ query, variables }), headers);
  const body = JSON.parse(res.body) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const error = body.errors?.[0];
  if (error) throw new Error(`${error.extensions?.code ?? res.status}: ${error.message}`);
  return body.data as T;
}

/** The session's view of the graphql-ws protocol: init, one subscription, its `next` payloads. */
export function seatSubscription(token: string, tableId: string) {
  return {
    init: JSON.stringify({ type: 'connection_init', payload: { token } }),
    subscribe: JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: DOCUMENTS.seat, variables: { t: tableId } },
    }),
    /** The snapshot in a server message, 'ack' for the init's answer, or null. */
    read(text: string): Snap | 'ack' | null {
      const msg = JSON.parse(text) as { type: string; payload?: { data?: { seat?: Snap } } };
      if (msg.type === 'connection_ack') return 'ack';
      if (msg.type === 'next') return msg.payload?.data?.seat ?? null;
      return null;
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function summary(latencies: readonly number[]) {
  return {
    n: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

export function wsUrl(gatewayUrl: string): string {
  return gatewayUrl.replace(/^http/, 'ws');
}

/** Plays one session to `maxActs` own actions, the game's end or the timeout. */
export async function playSession(io: LoadIo, o: SessionOptions): Promise<SessionResult> {
  const errors: string[] = [];
  const latencies: number[] = [];
  let acts = 0;
  let latest: Snap | null = null;
  let waitingFor: { version: number; sent: number } | null = null;
  // Waits for the next change (a push, a closed socket) instead of polling: a load generator that
  // runs hundreds of sessions in one process must cost little itself.
  let wake: (() => void) | null = null;
  const changed = () =>
    Promise.race([
      new Promise<void>((r) => {
        wake = r;
      }),
      io.sleep(1000),
    ]);
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const { guest } = await gql<{ guest: { token: string } }>(io, o.gatewayUrl, DOCUMENTS.guest, {
    n: o.name ?? 'Last',
  });
  const token = guest.token;
  const input = {
    game: o.game,
    computers: o.computers,
    level: o.level ?? 'easy',
    clockSeconds: null,
    tempo: o.tempo ?? 'fast',
  };
  const { startQuickGame } = await gql<{ startQuickGame: { tableId: string } }>(
    io,
    o.gatewayUrl,
    DOCUMENTS.start,
    { i: input },
    token,
  );
  const tableId = startQuickGame.tableId;
  const protocol = seatSubscription(token, tableId);
  let open = true;
  const socket = io.socket(wsUrl(o.gatewayUrl), 'graphql-transport-ws', {
    open: () => socket.send(protocol.init),
    message: (text) => {
      const read = protocol.read(text);
      if (read === 'ack') socket.send(protocol.subscribe);
      else if (read && (!latest || read.version > latest.version)) {
        latest = read;
        if (waitingFor && read.version >= waitingFor.version) {
          const ms = io.now() - waitingFor.sent;
          latencies.push(ms);
          o.onLatency?.(ms, io.now());
          waitingFor = null;
        }
        poke();
      }
    },
    close: () => {
      open = false;
      poke();
    },
  });
  const deadline = io.now() + o.timeoutMs;
  let handled = -1;
  let finished = false;
  try {
    while (acts < o.maxActs && io.now() < deadline && open && !o.stopped?.()) {
      const s = latest as Snap | null;
      if (s?.outcome || s?.closed) {
        finished = true;
        break;
      }
      if (!s || s.version === handled || waitingFor) {
        await changed();
        continue;
      }
      handled = s.version;
      if (s.waiting?.seats.includes(s.seat)) {
        await gql(io, o.gatewayUrl, DOCUMENTS.acknowledge, { t: tableId }, token);
      } else if (s.toAct.includes(s.seat) && s.legal.length > 0) {
        if (o.thinkMs) {
          const [min, max] = o.thinkMs;
          await io.sleep(min + (o.random ?? Math.random)() * (max - min));
          if ((latest as Snap | null)?.version !== s.version) continue; // the table moved on meanwhile
        }
        const sent = io.now();
        waitingFor = { version: s.version + 1, sent };
        const clientId = `${tableId}-${s.version}`;
        try {
          const { act } = await gql<{ act: { version: number } }>(
            io,
            o.gatewayUrl,
            DOCUMENTS.act,
            { t: tableId, a: s.legal[0], c: clientId },
            token,
          );
          if (waitingFor) waitingFor.version = act.version;
          acts++;
        } catch (e) {
          waitingFor = null;
          errors.push(String(e));
        }
      }
    }
  } finally {
    socket.close();
    await gql(io, o.gatewayUrl, DOCUMENTS.leave, { t: tableId }, token).catch(() => {});
  }
  return { tableId, latencies, acts, finished, errors };
}
