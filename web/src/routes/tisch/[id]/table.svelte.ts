/**
 * The connection of the table page: the seat's snapshot from the `table` query, then every push of
 * the `seat` subscription. Versions only go up; a gap (a missed push) or a reconnect refetches the
 * query. Actions go out with a fresh client id and are retried with the same id.
 */
import type { BossAction } from '@spielcenter/boss';
import type { Client } from '@urql/core';
import { sendAction } from '$lib/graphql/act';
import { session } from '$lib/graphql/client';
import { uiError } from '$lib/graphql/errors';
import { EXPLAIN, LEAVE, SEAT, TABLE } from '$lib/graphql/operations';
import type { Snapshot, WireEvent } from '$lib/graphql/types';

export interface ShownTrick {
  readonly plays: readonly { seat: number; card: string }[];
  readonly winner: number;
}

export class TableConnection {
  snapshot = $state<Snapshot | null>(null);
  /** German text of the last problem (connection, refused action), null when all is well. */
  error = $state<string | null>(null);
  notFound = $state(false);
  sending = $state(false);
  /** After an accepted action: the first version after it (until that arrives, nothing more is sent). */
  awaiting = $state<number | null>(null);
  /** The last completed trick, shown while the next one is still empty. */
  lastTrick = $state<ShownTrick | null>(null);
  /** The last round's result line (event roundScored), for a short notice. */
  lastRound = $state<{ round: number; points: readonly number[] } | null>(null);

  /** May the player decide now (no action on its way)? */
  get ready(): boolean {
    const v = this.snapshot?.version ?? 0;
    return !this.sending && (this.awaiting === null || v >= this.awaiting);
  }

  #client: Client | null = null;
  #lastReceived = 0;
  #stop: (() => void) | null = null;
  #closed = false;

  constructor(readonly tableId: string) {}

  async open(): Promise<void> {
    try {
      const s = await session();
      if (this.#closed) return;
      this.#client = s.client;
      let first = true;
      const offConnected = s.ws.on('connected', () => {
        if (!first) void this.refetch(); // pushes may have been missed while offline
        first = false;
      });
      await this.refetch();
      const sub = s.client.subscription(SEAT, { tableId: this.tableId }).subscribe((res) => {
        if (res.error) {
          this.error = uiError(res.error).de;
          return;
        }
        const snap = (res.data as { seat?: Snapshot } | undefined)?.seat;
        if (snap) this.receive(snap, true);
      });
      // A lost last push would leave the page waiting: refetch when the table has been quiet a while.
      const watchdog = setInterval(() => {
        const snap = this.snapshot;
        if (snap && !snap.outcome && Date.now() - this.#lastReceived > 8000) void this.refetch();
      }, 4000);
      this.#stop = () => {
        sub.unsubscribe();
        offConnected();
        clearInterval(watchdog);
      };
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
    }
  }

  close(): void {
    this.#closed = true;
    this.#stop?.();
  }

  async refetch(): Promise<void> {
    if (!this.#client) return;
    const res = await this.#client.query(TABLE, { tableId: this.tableId }).toPromise();
    this.#lastReceived = Date.now();
    if (res.error) {
      this.error = uiError(res.error).de;
      return;
    }
    const snap = (res.data as { table?: Snapshot | null } | undefined)?.table;
    if (!snap) {
      this.notFound = true;
      return;
    }
    this.notFound = false;
    this.receive(snap, false);
  }

  receive(snap: Snapshot, pushed: boolean): void {
    const current = this.snapshot;
    if (current && snap.version <= current.version) return;
    if (pushed && current && snap.version > current.version + 1) void this.refetch();
    this.#lastReceived = Date.now();
    this.#noteEvents(snap.events);
    if (snap.view.trick.length > 0) this.lastTrick = null;
    this.snapshot = snap;
    this.error = null;
  }

  #noteEvents(events: readonly WireEvent[]): void {
    for (const e of events) {
      if (e.type === 'trickWon' && Array.isArray(e.plays)) {
        this.lastTrick = { plays: e.plays as ShownTrick['plays'], winner: e.seat as number };
      } else if (e.type === 'roundScored' && Array.isArray(e.points)) {
        this.lastRound = { round: e.round as number, points: e.points as number[] };
      }
    }
  }

  async act(action: BossAction): Promise<boolean> {
    if (!this.#client || !this.ready) return false;
    this.sending = true;
    const before = this.snapshot?.version ?? 0;
    const result = await sendAction(this.#client, this.tableId, action);
    this.sending = false;
    if (result.ok) this.awaiting = before + 1;
    if (!result.ok) {
      this.error = result.error?.de ?? 'Die Aktion ging nicht durch.';
      void this.refetch();
      return false;
    }
    this.error = null;
    return true;
  }

  /** Leaves the table (a computer takes the seat). */
  async leave(): Promise<boolean> {
    if (!this.#client) return false;
    const res = await this.#client.mutation(LEAVE, { tableId: this.tableId }).toPromise();
    if (res.error) this.error = uiError(res.error).de;
    return !res.error;
  }

  /** The gateway's explanation of why an action is refused (for cases the view cannot answer). */
  async explain(action: BossAction): Promise<string | null> {
    if (!this.#client) return null;
    const res = await this.#client.mutation(EXPLAIN, { tableId: this.tableId, action }).toPromise();
    const data = (res.data as { explain?: { de: string } | null } | undefined)?.explain;
    return data?.de ?? null;
  }
}
