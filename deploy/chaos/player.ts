/**
 * The chaos runner's player: a guest who starts a quick game against computers and plays its
 * human seat to the end with the first legal action (never an undo), like the browser's client does it when
 * things break:
 * - every action carries a client id (`<tableId>:<version>`); when the answer does not come (the
 *   gateway or a server is away) the same action is sent again with the same id until it is
 *   answered, so the table applies it once (`duplicate: true` when it had been applied before);
 * - the seat subscription (graphql-ws) is opened again whenever its socket closes; its first
 *   snapshot is the current one (a resync by version);
 * - a push whose version skips one is a gap: the player fetches the current snapshot (`table`),
 *   as the web does; without a push for a while it fetches it too (a lost last push).
 * It records what the checks need: each acknowledged action (client id, action, the version the
 * table answered), the versions it saw, the gaps and resyncs, and the end.
 */
import WebSocket from 'ws';

export interface Snap {
  readonly version: number;
  readonly seat: number;
  readonly toAct: readonly number[];
  readonly legal: readonly { readonly type: string }[];
  readonly outcome: {
    readonly scores: number[];
    readonly ranks: number[];
    readonly leaderboardPoints: number[];
  } | null;
  readonly closed: boolean;
  readonly waiting: { readonly seats: readonly number[] } | null;
}

export interface Acknowledged {
  readonly clientId: string;
  readonly action: unknown;
  readonly version: number;
  readonly duplicate: boolean;
}

const DOCUMENTS = {
  guest: 'mutation($n: String) { guest(name: $n) { token } }',
  start: 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
  table: 'query($t: ID) { table(tableId: $t) }',
  seat: 'subscription($t: ID!) { seat(tableId: $t) }',
  act: 'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }',
  acknowledge: 'mutation($t: ID!) { acknowledge(tableId: $t) }',
  leave: 'mutation($t: ID!) { leave(tableId: $t) }',
} as const;

/** A refusal by the table or the rules (the action is not taken); anything else may be retried. */
class Refused extends Error {}

const RETRYABLE = new Set([
  'COMMON_TIMEOUT',
  'COMMON_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  'GATEWAY_RATE_LIMITED',
]);
/** Actions that undo the seat's previous one (Speedkrakau's takeBack): never chosen, or a game never ends. */
const UNDO = new Set(['takeBack']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${res.status}: ${text.slice(0, 100)}`);
  }
  const error = body.errors?.[0];
  if (error) {
    const code = error.extensions?.code ?? String(res.status);
    const msg = `${code}: ${error.message}`;
    if (/^[A-Z]+_[A-Z_]+$/.test(code) && !RETRYABLE.has(code) && !code.startsWith('GATEWAY_UNAVAILABLE'))
      throw new Refused(msg);
    throw new Error(msg);
  }
  return body.data as T;
}

/** Retries `fn` on anything but a refusal until it answers or `ms` passed. */
async function retrying<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  for (let wait = 100; ; wait = Math.min(1000, wait * 2)) {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof Refused || Date.now() > deadline) throw e;
      await sleep(wait);
    }
  }
}

export interface GameOptions {
  readonly gatewayUrl: string;
  readonly game: string;
  readonly computers: number;
  readonly options?: Record<string, unknown>;
  /** The table counts as lost when its version does not move for this long. */
  readonly stallMs: number;
  /** Give up after this long. */
  readonly timeoutMs: number;
}

export class Player {
  token = '';
  tableId = '';
  latest: Snap | null = null;
  readonly acknowledged: Acknowledged[] = [];
  /** Pushes that skipped a version within one subscription (each followed by a fetch). */
  gaps: { from: number; to: number }[] = [];
  /** Subscriptions opened again after the socket closed that delivered their first snapshot. */
  reconnects = 0;
  /** Current snapshots fetched by query (after a gap, or when nothing came for a while). */
  fetches = 0;
  /** Errors that ended an attempt to act (refusals, or retries given up). */
  readonly errors: string[] = [];
  private socket: WebSocket | null = null;
  private fresh = true;
  private subscriptions = 0;
  /** The last version this subscription pushed. */
  private pushed = -1;
  private ended: 'failed' | null = null;
  private done = false;
  private lastChange = Date.now();

  constructor(readonly o: GameOptions) {}

  /** The last version the player has. */
  get version(): number {
    return this.latest?.version ?? -1;
  }

  /** A guest, a quick game at fast tempo, the seat subscription. */
  async start(): Promise<void> {
    const { guest } = await retrying(60_000, () =>
      gql<{ guest: { token: string } }>(this.o.gatewayUrl, DOCUMENTS.guest, { n: 'Chaos' }),
    );
    this.token = guest.token;
    const input = {
      game: this.o.game,
      computers: this.o.computers,
      level: 'easy',
      clockSeconds: null,
      tempo: 'fast',
      ...(this.o.options ? { options: this.o.options } : {}),
    };
    const { startQuickGame } = await retrying(60_000, () =>
      gql<{ startQuickGame: { tableId: string } }>(
        this.o.gatewayUrl,
        DOCUMENTS.start,
        { i: input },
        this.token,
      ),
    );
    this.tableId = startQuickGame.tableId;
    this.subscribe();
  }

  private subscribe(): void {
    if (this.done) return;
    const ws = new WebSocket(this.o.gatewayUrl.replace(/^http/, 'ws'), 'graphql-transport-ws');
    this.socket = ws;
    this.fresh = true;
    this.pushed = -1;
    this.subscriptions++;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { token: this.token } })));
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as { type: string; payload?: { data?: { seat?: Snap } } };
      if (msg.type === 'connection_ack') {
        ws.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: DOCUMENTS.seat, variables: { t: this.tableId } },
          }),
        );
      } else if (msg.type === 'next' && msg.payload?.data?.seat) {
        this.push(msg.payload.data.seat);
      } else if (msg.type === 'complete' || msg.type === 'error') {
        ws.close();
      }
    });
    let again = false;
    const reopen = () => {
      if (again || this.done) return;
      again = true;
      setTimeout(() => this.subscribe(), 250);
    };
    ws.on('close', reopen);
    ws.on('error', reopen);
  }

  /**
   * A snapshot of the seat subscription. Its first one is the current snapshot (the resync); from
   * there on the subscription must carry every version: one that skips a version is a gap (a lost
   * push), whatever the player fetched by query in between.
   */
  private push(s: Snap): void {
    if (this.fresh) {
      if (this.subscriptions > 1) this.reconnects++;
      this.fresh = false;
    } else if (s.version > this.pushed + 1) {
      this.gaps.push({ from: this.pushed, to: s.version });
      void this.fetchCurrent();
    }
    this.pushed = Math.max(this.pushed, s.version);
    this.accept(s);
  }

  private accept(s: Snap): void {
    if (s.version <= this.version) return;
    this.latest = s;
    this.lastChange = Date.now();
  }

  /** The current snapshot by query (after a gap or a silence). */
  private async fetchCurrent(): Promise<void> {
    try {
      const { table } = await gql<{ table: Snap | null }>(
        this.o.gatewayUrl,
        DOCUMENTS.table,
        { t: this.tableId },
        this.token,
      );
      this.fetches++;
      if (table) this.accept(table);
    } catch {}
  }

  /**
   * Plays to the end: 'finished' (an outcome), 'closed' (the table closed without one), 'stalled'
   * (no new version for stallMs), 'failed' (aborted: the workflow ended) or 'timeout'.
   */
  async play(): Promise<'finished' | 'closed' | 'stalled' | 'timeout' | 'failed'> {
    const deadline = Date.now() + this.o.timeoutMs;
    let handled = -1;
    let silentSince = Date.now();
    const tries = new Map<number, number>();
    let answered = -1; // the version the last acknowledged action produced
    try {
      for (;;) {
        const s = this.latest;
        if (s?.outcome) return 'finished';
        if (s?.closed) return 'closed';
        if (this.ended) return this.ended;
        if (Date.now() > deadline) return 'timeout';
        if (Date.now() - this.lastChange > this.o.stallMs) return 'stalled';
        if (!s || s.version === handled || s.version < answered) {
          if (Date.now() - silentSince > 3000) {
            // Nothing moved: fetch the current snapshot, and decide again (as a person clicks
            // again when the table does not answer; a new client id).
            silentSince = Date.now();
            await this.fetchCurrent();
            handled = -1;
          }
          await sleep(10);
          continue;
        }
        handled = s.version;
        silentSince = Date.now();
        if (s.waiting?.seats.includes(s.seat)) {
          await this.attempt(() =>
            gql(this.o.gatewayUrl, DOCUMENTS.acknowledge, { t: this.tableId }, this.token),
          );
        } else if (s.toAct.includes(s.seat) && s.legal.length > 0) {
          const action = s.legal.find((a) => !UNDO.has(a.type)) ?? s.legal[0];
          const n = tries.get(s.version) ?? 0;
          tries.set(s.version, n + 1);
          const clientId = `${this.tableId}:${s.version}${n > 0 ? `:${n}` : ''}`;
          const r = await this.attempt(() =>
            gql<{ act: { version: number; duplicate: boolean } }>(
              this.o.gatewayUrl,
              DOCUMENTS.act,
              { t: this.tableId, a: action, c: clientId },
              this.token,
            ),
          );
          if (r) {
            this.acknowledged.push({ clientId, action, ...r.act });
            answered = r.act.version;
          }
        }
      }
    } finally {
      this.done = true;
      this.socket?.close();
    }
  }

  private async attempt<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await retrying(this.o.stallMs, fn);
    } catch (e) {
      this.errors.push(String(e));
      return null;
    }
  }

  /** The table's workflow ended without an outcome: stop playing. */
  abort(): void {
    this.ended = 'failed';
  }

  /** Leaves a table given up on (a computer takes the seat, the table closes). */
  async leave(): Promise<void> {
    await gql(this.o.gatewayUrl, DOCUMENTS.leave, { t: this.tableId }, this.token).catch(() => {});
  }
}
