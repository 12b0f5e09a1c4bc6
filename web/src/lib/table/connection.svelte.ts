/**
 * The connection of the table page, the same for every game: the seat's snapshot from the `table`
 * query, then every push of the `seat` subscription. Versions only go up; a gap (a missed push), a
 * reconnect or a long silence refetches the query. Actions go out with a fresh client id and are
 * retried with the same id. A board reads `snapshot` (typed with its game's view) and listens to
 * every snapshot's events with `onEvents`.
 */
import type { Action, GameEvent, SeatSnapshot, TableEvent } from '@spielcenter/proto';
import type { Client } from '@urql/core';
import { sendAction } from '$lib/graphql/act';
import { session } from '$lib/graphql/client';
import { uiError } from '$lib/graphql/errors';
import {
  ACKNOWLEDGE,
  EXPLAIN,
  LEAVE,
  REMATCH,
  SEAT,
  SET_TURBO,
  START_TABLE,
  TABLE,
} from '$lib/graphql/operations';
import { ACT_SLOW_MS, arrival } from './recovery';

/** What the table says when the account's session ended while it was open. */
const SIGNED_OUT =
  'Du wurdest abgemeldet (hier oder auf allen Geräten). Lade die Seite neu, um als Gast weiterzuspielen, oder melde dich wieder an.';

/** The own seat as a board needs it (`conn.seat`). */
export interface SeatNow<A> {
  /** The own seat number. */
  readonly me: number;
  /** The seat is to act now (not while the table waits at a board). */
  readonly myTurn: boolean;
  /** What the seat may do now: the snapshot's legal list, empty while an action is on its way. */
  readonly legal: readonly A[];
}

type Listener<E> = (events: readonly (E | TableEvent)[], snapshot: SeatSnapshot) => void;

/**
 * The gateway answers a start only once the table's first snapshot exists, so a new table is
 * readable at once; these few quick retries only cover a slow replica.
 */
const NOT_FOUND_RETRIES = [150, 300, 600, 1000];
/**
 * A table whose first step is slower than the gateway's wait (a rule service restarting, a loaded
 * node) is "being set up" (GATEWAY_TABLE_STARTING): the page shows the recovering notice and asks
 * again this often until the first snapshot is there (issue 36.5).
 */
const STARTING_RETRY_MS = 1500;
/** Answers of the `table` query that mean: there is no table for you here. */
const NO_TABLE = new Set(['GATEWAY_UNKNOWN_TABLE', 'GATEWAY_NOT_SEATED', 'GATEWAY_BAD_INPUT']);

export class TableConnection<V = unknown, A extends Action = Action, E extends GameEvent = GameEvent> {
  snapshot = $state<SeatSnapshot<V, A, E> | null>(null);
  /** German text of the last problem (connection, refused action), null when all is well. */
  error = $state<string | null>(null);
  notFound = $state(false);
  /** The connection to the gateway is down and being re-established. */
  reconnecting = $state(false);
  sending = $state(false);
  /** The table retries a step (a service it needs does not answer): it goes on where it stopped. */
  recovering = $state(false);
  /** The player's action has been on its way longer than ACT_SLOW_MS. */
  actSlow = $state(false);
  /** After an accepted action: the first version after it (until that arrives, nothing more is sent). */
  awaiting = $state<number | null>(null);

  /** May the player decide now (no action on its way)? */
  get ready(): boolean {
    const v = this.snapshot?.version ?? 0;
    return !this.sending && (this.awaiting === null || v >= this.awaiting);
  }

  /**
   * The own seat, worked out once for every board (boardgame.io's playerView): who I am, whether I
   * am to act now, and what I may do now. While the table waits at a "Weiter" board nobody is to
   * act; while an action is on its way nothing is offered. `legal` keeps the optional actions a
   * seat may take while others are to act (Speedcoup's „Pfiff!“).
   */
  readonly seat: SeatNow<A> = $derived.by(() => {
    const snap = this.snapshot;
    const me = snap?.seat ?? 0;
    if (!snap || snap.waiting) return { me, myTurn: false, legal: [] };
    return { me, myTurn: snap.toAct.includes(me), legal: this.ready ? snap.legal : [] };
  });

  #client: Client | null = null;
  #lastReceived = 0;
  #stop: (() => void) | null = null;
  #closed = false;
  #signedOut = false;
  #listeners = new Set<Listener<E>>();

  constructor(readonly tableId: string) {}

  async open(): Promise<void> {
    try {
      const s = await session();
      if (this.#closed) return;
      this.#client = s.client;
      let first = true;
      const offConnected = s.ws.on('connected', () => {
        this.reconnecting = false;
        if (!first) void this.refetch(); // pushes may have been missed while offline
        first = false;
      });
      const offClosed = s.ws.on('closed', (event) => {
        // 4401: the account's session ended (Abmelden or "Überall abmelden" elsewhere); no retry.
        if ((event as { code?: unknown } | undefined)?.code === 4401) {
          this.#signedOut = true;
          this.reconnecting = false;
          this.error = SIGNED_OUT;
          return;
        }
        if (!this.#closed && !first) this.reconnecting = true;
      });
      await this.#firstFetch();
      if (this.notFound) {
        // Nothing to listen to: no subscription, no "reconnecting" over the not-found notice.
        offConnected();
        offClosed();
        this.reconnecting = false;
        return;
      }
      const sub = s.client.subscription(SEAT, { tableId: this.tableId }).subscribe((res) => {
        if (res.error) {
          if (!this.#signedOut) this.error = uiError(res.error).de;
          return;
        }
        const snap = res.data?.seat;
        if (snap) this.receive(snap as SeatSnapshot<V, A, E>, true);
      });
      // A lost last push would leave the page waiting: refetch when the table has been quiet a while.
      const watchdog = setInterval(() => {
        const snap = this.snapshot;
        if (snap && !snap.outcome && !snap.closed && Date.now() - this.#lastReceived > 8000)
          void this.refetch();
      }, 4000);
      this.#stop = () => {
        sub.unsubscribe();
        offConnected();
        offClosed();
        clearInterval(watchdog);
      };
    } catch (err) {
      // session() fails with the gateway's German text.
      this.error = err instanceof Error ? err.message : 'Keine Verbindung zum Spielcenter.';
    }
  }

  close(): void {
    this.#closed = true;
    this.#stop?.();
  }

  /** Called with the events of every snapshot taken in (pushed or fetched). Returns the unsubscribe. */
  onEvents(listener: Listener<E>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #firstFetch(): Promise<void> {
    const retries = [...NOT_FOUND_RETRIES];
    for (;;) {
      const starting = await this.refetch(retries.length > 0);
      if (this.snapshot || this.#closed || this.error) return;
      if (starting) {
        this.recovering = true;
        await new Promise((r) => setTimeout(r, STARTING_RETRY_MS));
        continue;
      }
      const wait = retries.shift();
      if (wait === undefined) return;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  /** Reads the seat's snapshot again; true when the table is still being set up (no snapshot yet). */
  async refetch(quietNotFound = false): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client.query(TABLE, { tableId: this.tableId }).toPromise();
    this.#lastReceived = Date.now();
    if (res.error) {
      const e = uiError(res.error);
      if (e.code === 'GATEWAY_TABLE_STARTING') return true;
      if (e.code && NO_TABLE.has(e.code)) {
        if (!quietNotFound) this.notFound = true;
        return false;
      }
      this.error = e.de;
      return false;
    }
    const snap = res.data?.table;
    if (!snap) {
      if (!quietNotFound) this.notFound = true;
      return false;
    }
    this.notFound = false;
    this.receive(snap as SeatSnapshot<V, A, E>, false);
    return false;
  }

  receive(snap: SeatSnapshot<V, A, E>, pushed: boolean): void {
    const current = this.snapshot;
    const next = arrival(current, snap, this.recovering);
    this.recovering = next.recovering;
    if (!next.take) return;
    if (pushed && current && snap.version > current.version + 1) void this.refetch();
    this.#lastReceived = Date.now();
    this.snapshot = snap;
    this.error = null;
    for (const listener of this.#listeners) listener(snap.events, snap as SeatSnapshot);
  }

  async act(action: A): Promise<boolean> {
    if (!this.#client || !this.ready) return false;
    this.sending = true;
    const before = this.snapshot?.version ?? 0;
    const slow = setTimeout(() => (this.actSlow = true), ACT_SLOW_MS);
    const result = await sendAction(this.#client, this.tableId, action);
    clearTimeout(slow);
    this.actSlow = false;
    this.sending = false;
    if (!result.ok) {
      this.error = result.error?.de ?? 'Die Aktion ging nicht durch.';
      void this.refetch();
      return false;
    }
    this.awaiting = before + 1;
    this.error = null;
    return true;
  }

  /** "Weiter" on a board the table waits at; `hold` pauses it until everybody pressed "Weiter". */
  async acknowledge(hold = false): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client.mutation(ACKNOWLEDGE, { tableId: this.tableId, hold }).toPromise();
    if (res.error) this.error = uiError(res.error).de;
    return !res.error;
  }

  async setTurbo(on: boolean): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client.mutation(SET_TURBO, { tableId: this.tableId, on }).toPromise();
    if (res.error) this.error = uiError(res.error).de;
    return !res.error;
  }

  /** Leaves the table (a computer takes the seat). */
  async leave(): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client.mutation(LEAVE, { tableId: this.tableId }).toPromise();
    if (res.error) this.error = uiError(res.error).de;
    return !res.error;
  }

  /** The host starts the open table. */
  async start(): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client.mutation(START_TABLE, { tableId: this.tableId }).toPromise();
    if (res.error) this.error = uiError(res.error).de;
    return !res.error;
  }

  /**
   * "Nochmal" at a table with people: this seat is taken again for the next game. Where the host
   * decides how the table goes on, the host's choice for everybody: the next game's options, or
   * the end ("Feierabend": the table closes).
   */
  async rematch(choice: { options?: Record<string, unknown>; end?: boolean } = {}): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client
      .mutation(REMATCH, { tableId: this.tableId, options: choice.options ?? null, end: choice.end ?? null })
      .toPromise();
    if (res.error) this.error = uiError(res.error).de;
    return !res.error;
  }

  /** The engine's reason why an action is refused now (null when it is allowed). */
  async explain(action: A): Promise<string | null> {
    if (!this.#client) return null;
    const res = await this.#client.mutation(EXPLAIN, { tableId: this.tableId, action }).toPromise();
    return res.data?.explain?.de ?? null;
  }
}
