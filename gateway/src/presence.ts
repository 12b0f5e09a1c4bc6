/**
 * The reconnect window: a player whose browser closes does not leave his table with people at
 * once. While any seat stream of the player at that table is live on some gateway instance, that
 * instance marks him present in Redis (a hash `presence:<tableId>`, refreshed every third of the
 * window). When his last stream on this instance ends, a timer of one window starts; when it fires
 * and no instance has marked him since (he did not reload or reconnect, here or on another
 * instance), he leaves: the table workflow's leave signal, and a computer takes his seat.
 *
 * The window (GATEWAY_RECONNECT_MS, 60 s by default) is long enough for a reload, a browser
 * restored after a crash, or a phone changing networks, and short enough that the others do not
 * play long against an empty chair: the decision clock keeps running meanwhile, so the table never
 * stalls (the clock's default decisions play for him); only a table without a clock waits, at most
 * this long. Solo tables are not watched: a quick game waits for its only player (it closes after
 * its idle time).
 */
import type { GatewayDeps } from './context.js';
import { readTableMeta, seatOf } from './table-meta.js';
import { leaveAt } from './tables-client.js';

export const DEFAULT_RECONNECT_MS = 60_000;
const PRESENCE_TTL_S = 2 * 24 * 3600;

export const presenceKey = (tableId: string) => `presence:${tableId}`;

export class Presence {
  private readonly live = new Map<string, { count: number; beat: NodeJS.Timeout }>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly deps: GatewayDeps,
    readonly windowMs = deps.reconnectMs ?? DEFAULT_RECONNECT_MS,
  ) {}

  /** A live seat stream of the player at a table with people began; returns its end. */
  watch(playerId: string, tableId: string): () => void {
    const key = `${playerId}|${tableId}`;
    const pending = this.timers.get(key);
    if (pending) {
      clearTimeout(pending);
      this.timers.delete(key);
    }
    const entry = this.live.get(key);
    if (entry) entry.count++;
    else {
      const beat = setInterval(() => void this.mark(playerId, tableId), Math.max(200, this.windowMs / 3));
      beat.unref();
      this.live.set(key, { count: 1, beat });
    }
    void this.mark(playerId, tableId);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const e = this.live.get(key);
      if (!e || --e.count > 0) return;
      clearInterval(e.beat);
      this.live.delete(key);
      if (this.stopped) return;
      const endedAt = Date.now();
      const timer = setTimeout(() => {
        this.timers.delete(key);
        this.expire(playerId, tableId, endedAt).catch((err: unknown) =>
          this.deps.log.warn({ err, tableId, playerId }, 'reconnect window: leaving failed'),
        );
      }, this.windowMs);
      timer.unref();
      this.timers.set(key, timer);
    };
  }

  private async mark(playerId: string, tableId: string): Promise<void> {
    try {
      const key = presenceKey(tableId);
      await this.deps.redis
        .multi()
        .hset(key, playerId, String(Date.now()))
        .expire(key, PRESENCE_TTL_S)
        .exec();
    } catch (err) {
      this.deps.log.warn({ err, tableId }, 'presence not recorded');
    }
  }

  /** The window is over: unless the player came back (on any instance), he leaves his seat. */
  private async expire(playerId: string, tableId: string, endedAt: number): Promise<void> {
    if (this.stopped || this.live.has(`${playerId}|${tableId}`)) return;
    const last = Number((await this.deps.redis.hget(presenceKey(tableId), playerId)) ?? 0);
    if (last > endedAt) return;
    const meta = await readTableMeta(this.deps.redis, tableId);
    const seat = meta && seatOf(meta, playerId);
    if (seat === null || seat === undefined || meta?.status === 'closed') return;
    await leaveAt(this.deps, tableId, seat);
    this.deps.log.info({ tableId, seat, playerId }, 'left after the reconnect window');
  }

  /** The gateway stops: no leaving for streams it ends itself (the players reconnect elsewhere). */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    for (const e of this.live.values()) clearInterval(e.beat);
    this.timers.clear();
    this.live.clear();
  }
}
