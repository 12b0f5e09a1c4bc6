/**
 * A live stream of one NATS subject as a GraphQL subscription: first what was there before (read
 * after subscribing, so nothing falls between), then every message that parses. It ends when the
 * client unsubscribes or disconnects, and, when tied to a player's seat, when he leaves the table
 * (LiveSeats), unsubscribing from NATS at once even while it waits.
 */
import type { GatewayDeps } from './context.js';
import type { LiveSeats } from './seat-stream.js';

type NatsSubscription = ReturnType<GatewayDeps['nc']['subscribe']>;
const DONE = { done: true, value: undefined } as const;

class SubjectStream<T> implements AsyncIterableIterator<T> {
  private readonly pushes: AsyncIterator<{ string(): string }>;
  private readonly pending: T[] = [];
  private unregister: (() => void) | null = null;
  private ended = false;

  constructor(
    private readonly sub: NatsSubscription,
    private readonly parse: (text: string) => T | null,
  ) {
    this.pushes = sub[Symbol.asyncIterator]();
  }

  tie(live: LiveSeats, playerId: string, tableId: string): void {
    this.unregister = live.add(playerId, tableId, () => this.end());
  }

  prepend(items: readonly T[]): void {
    this.pending.push(...items);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.unregister?.();
    this.sub.unsubscribe();
  }

  async next(): Promise<IteratorResult<T>> {
    for (;;) {
      if (this.ended) return DONE;
      const first = this.pending.shift();
      if (first !== undefined) return { done: false, value: first };
      const r = await this.pushes.next();
      if (r.done) {
        this.end();
        return DONE;
      }
      const value = this.parse(r.value.string());
      if (value !== null) return { done: false, value };
    }
  }

  async return(): Promise<IteratorResult<T>> {
    this.end();
    return DONE;
  }

  async throw(err?: unknown): Promise<IteratorResult<T>> {
    this.end();
    throw err;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export async function subjectStream<T>(
  deps: GatewayDeps,
  subject: string,
  parse: (text: string) => T | null,
  options: {
    /** What the client gets first (read after the subscription is open). */
    readonly first?: () => Promise<readonly T[]>;
    /** Ends with the player's seat at this table. */
    readonly tie?: { readonly live: LiveSeats; readonly playerId: string; readonly tableId: string };
  } = {},
): Promise<AsyncIterableIterator<T>> {
  const stream = new SubjectStream(deps.nc.subscribe(subject), parse);
  if (options.tie) stream.tie(options.tie.live, options.tie.playerId, options.tie.tableId);
  try {
    if (options.first) stream.prepend(await options.first());
  } catch (err) {
    stream.end();
    throw err;
  }
  return stream;
}

/** JSON.parse that answers null instead of throwing. */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
