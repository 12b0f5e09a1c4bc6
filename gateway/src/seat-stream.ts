/**
 * One caller's live seat: first the current snapshot from Redis, then every push on the seat's NATS
 * subject, in version order (an older or repeated version is skipped). The NATS subscription is
 * opened before Redis is read, so no push falls between the two. The stream ends after a snapshot
 * of a closed table, and whenever it is ended from outside (the client unsubscribes or disconnects,
 * the player leaves, the gateway stops): that unsubscribes from NATS at once, even while the
 * stream waits for the next push (an async generator could not be ended while it awaits).
 * While the table retries a step (a service it needs does not answer), it sends recovering
 * notices on the same subject: the stream repeats the last snapshot with `recovering: true`, once
 * until the next snapshot.
 */
import {
  parseSeatMessage,
  parseSeatSnapshot,
  redisKeys,
  type SeatSnapshot,
  subjects,
} from '@spielcenter/proto';
import type { GatewayDeps } from './context.js';
import type { Presence } from './presence.js';
import { snapshotPushed } from './telemetry.js';

/** The live seat streams of this gateway, so that `leave` and shutdown can end them. */
export class LiveSeats {
  private readonly ends = new Map<string, Set<() => void>>();
  /** The reconnect window of this gateway (set by startGateway): seat streams at tables with people. */
  presence: Presence | null = null;

  add(playerId: string, tableId: string, end: () => void): () => void {
    const key = `${playerId}|${tableId}`;
    const set = this.ends.get(key) ?? new Set();
    set.add(end);
    this.ends.set(key, set);
    return () => {
      set.delete(end);
      if (set.size === 0) this.ends.delete(key);
    };
  }

  end(playerId: string, tableId: string): void {
    for (const end of [...(this.ends.get(`${playerId}|${tableId}`) ?? [])]) end();
  }

  endAll(): void {
    for (const set of [...this.ends.values()]) for (const end of [...set]) end();
  }

  get size(): number {
    let n = 0;
    for (const set of this.ends.values()) n += set.size;
    return n;
  }
}

type NatsSubscription = ReturnType<GatewayDeps['nc']['subscribe']>;
const DONE = { done: true, value: undefined } as const;

class SeatStream implements AsyncIterableIterator<SeatSnapshot> {
  private readonly pushes: AsyncIterator<{ string(): string; subject: string }>;
  private readonly pending: SeatSnapshot[] = [];
  private readonly unregister: () => void;
  private absent: (() => void) | null = null;
  private lastVersion = -1;
  /** The last snapshot sent, and whether it was repeated as recovering since. */
  private last: SeatSnapshot | null = null;
  private recovering = false;
  private ended = false;
  private closed = false;

  constructor(
    private readonly deps: GatewayDeps,
    private readonly sub: NatsSubscription,
    private readonly live: LiveSeats,
    private readonly key: { readonly playerId: string; readonly tableId: string; readonly seat: number },
  ) {
    this.pushes = sub[Symbol.asyncIterator]();
    this.unregister = live.add(key.playerId, key.tableId, () => this.end());
  }

  /** Reads the current snapshot from Redis (it goes out first). */
  async start(): Promise<this> {
    const { tableId, seat } = this.key;
    try {
      const current = await this.deps.redis.get(redisKeys.seatView(tableId, seat));
      const snapshot = current === null ? null : parseSeatSnapshot(current, tableId, seat);
      if (snapshot) this.pending.push(snapshot);
      // At a table with people, the end of the player's last stream starts the reconnect window.
      if (snapshot && !snapshot.settings.solo && !snapshot.closed && this.live.presence)
        this.absent = this.live.presence.watch(this.key.playerId, tableId);
      return this;
    } catch (err) {
      this.end();
      throw err;
    }
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.unregister();
    this.absent?.();
    this.sub.unsubscribe();
  }

  async next(): Promise<IteratorResult<SeatSnapshot>> {
    for (;;) {
      if (this.ended || this.closed) {
        this.end();
        return DONE;
      }
      const snapshot = this.pending.shift() ?? (await this.nextPush());
      if (snapshot === 'ended') {
        this.end();
        return DONE;
      }
      if (snapshot === 'recovering') {
        // The table retries its next step: the current snapshot again, flagged (once until the next).
        if (!this.last || this.recovering) continue;
        this.recovering = true;
        return { done: false, value: { ...this.last, recovering: true } };
      }
      if (snapshot === null || snapshot.version <= this.lastVersion) continue;
      this.lastVersion = snapshot.version;
      this.closed = snapshot.closed;
      this.last = snapshot;
      this.recovering = false;
      return { done: false, value: snapshot };
    }
  }

  async return(): Promise<IteratorResult<SeatSnapshot>> {
    this.end();
    return DONE;
  }

  async throw(err?: unknown): Promise<IteratorResult<SeatSnapshot>> {
    this.end();
    throw err;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async nextPush(): Promise<SeatSnapshot | null | 'ended' | 'recovering'> {
    const r = await this.pushes.next();
    if (r.done) return 'ended';
    const message = parseSeatMessage(r.value.string(), this.key.tableId, this.key.seat);
    if (message && 'recovering' in message && !('version' in message)) return 'recovering';
    const snapshot = message as SeatSnapshot | null;
    if (snapshot) snapshotPushed(this.key.tableId, this.key.seat, snapshot.game);
    else
      this.deps.log.warn(
        { ...this.key, subject: r.value.subject },
        'ignored a message that is not this seat’s snapshot',
      );
    return snapshot;
  }
}

export function seatStream(
  deps: GatewayDeps,
  live: LiveSeats,
  playerId: string,
  tableId: string,
  seat: number,
): Promise<AsyncIterableIterator<SeatSnapshot>> {
  const sub = deps.nc.subscribe(subjects.seat(tableId, seat));
  return new SeatStream(deps, sub, live, { playerId, tableId, seat }).start();
}
