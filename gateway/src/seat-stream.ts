/**
 * One caller's live seat: first the current snapshot from Redis, then every push on the seat's NATS
 * subject, in version order (an older or repeated version is skipped). The NATS subscription is
 * opened before Redis is read, so no push falls between the two. Ending the iterator (the client
 * unsubscribes or disconnects, the player leaves, the gateway stops) unsubscribes from NATS at once,
 * even while it waits for the next push.
 */
import { redisKeys, type SeatSnapshot, subjects } from '@spielcenter/proto';
import type { GatewayDeps } from './context.js';
import { parseSeatSnapshot } from './snapshot.js';

/** The live seat streams of this gateway, so that `leave` and shutdown can end them. */
export class LiveSeats {
  private readonly ends = new Map<string, Set<() => void>>();

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

export async function seatStream(
  deps: GatewayDeps,
  live: LiveSeats,
  playerId: string,
  tableId: string,
  seat: number,
): Promise<AsyncIterableIterator<SeatSnapshot>> {
  const log = deps.log.child({ tableId, seat, playerId });
  const sub = deps.nc.subscribe(subjects.seat(tableId, seat));
  const pushes = sub[Symbol.asyncIterator]();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unregister();
    sub.unsubscribe();
  };
  const unregister = live.add(playerId, tableId, end);
  const pending: SeatSnapshot[] = [];
  try {
    const current = await deps.redis.get(redisKeys.seatView(tableId, seat));
    const snapshot = current === null ? null : parseSeatSnapshot(current, tableId, seat);
    if (snapshot) pending.push(snapshot);
  } catch (err) {
    end();
    throw err;
  }
  let lastVersion = -1;
  let closed = false;
  const done = { done: true, value: undefined } as const;

  const iterator: AsyncIterableIterator<SeatSnapshot> = {
    async next() {
      for (;;) {
        if (ended || closed) {
          end();
          return done;
        }
        const snapshot = pending.shift() ?? (await nextPush());
        if (snapshot === 'end') {
          end();
          return done;
        }
        if (snapshot === null || snapshot.version <= lastVersion) continue;
        lastVersion = snapshot.version;
        closed = snapshot.closed === true;
        return { done: false, value: snapshot };
      }
    },
    async return() {
      end();
      return done;
    },
    async throw(err?: unknown) {
      end();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };

  async function nextPush(): Promise<SeatSnapshot | null | 'end'> {
    const r = await pushes.next();
    if (r.done) return 'end';
    const snapshot = parseSeatSnapshot(r.value.string(), tableId, seat);
    if (!snapshot)
      log.warn({ subject: r.value.subject }, 'ignored a message that is not this seat’s snapshot');
    return snapshot;
  }

  log.debug('seat stream opened');
  return iterator;
}
