/**
 * Real data for the Bestenliste in browser tests and screenshots: bookings written to the Redis
 * stream the way the tables service writes them (`leaderboard:events`, field `booking`: proto's
 * Booking as JSON), for the ranking service to project. `cleanup()` takes the players out of the
 * Redis lists again (the ranking's ledger keeps the bookings).
 */
import { type Booking, berlinMonth, type GameId, leaderboardKeys, redisKeys } from '@spielcenter/proto';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';

export type NewBooking = Omit<Booking, 'id' | 'tableId' | 'reason'> &
  Partial<Pick<Booking, 'reason' | 'tableId'>>;

export class Bookings {
  readonly run = Math.random().toString(36).slice(2, 8);
  private readonly redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: 3,
  });
  private readonly lists = new Map<string, Set<string>>();
  private count = 0;

  async book(b: NewBooking): Promise<void> {
    this.count += 1;
    const tableId = b.tableId ?? `lbtest${this.run}`;
    const reason = b.reason ?? 'game';
    const booking: Booking = { ...b, reason, id: `${tableId}:${this.count}:0:${reason}`, tableId };
    await this.redis.xadd(redisKeys.leaderboardEvents, '*', 'booking', JSON.stringify(booking));
    this.track(b.game, b.playerId, b.at, b.daily?.date);
  }

  /**
   * A daily start as the gateway registers it at startDaily (Speedcoup: which attempt of the day a
   * table is); returns the table id to book with.
   */
  async dailyStart(game: GameId, date: string, playerId: string, attempt: number): Promise<string> {
    const tableId = `lbtest${this.run}d${attempt}`;
    const key = leaderboardKeys.dailyStarts(game, date);
    await this.redis.hset(key, `n:${playerId}`, attempt, `t:${tableId}`, attempt);
    this.lists.set(key, (this.lists.get(key) ?? new Set()).add(`n:${playerId}`).add(`t:${tableId}`));
    return tableId;
  }

  /** A player whose entries `cleanup()` removes (also one a real table booked for). */
  track(game: GameId, playerId: string, at: number, date?: string): void {
    const keys = [leaderboardKeys.board(game, berlinMonth(new Date(at))), leaderboardKeys.board(game, 'all')];
    if (date) keys.push(leaderboardKeys.daily(game, date), leaderboardKeys.dailyInfo(game, date));
    keys.push(leaderboardKeys.names);
    for (const key of keys) this.lists.set(key, (this.lists.get(key) ?? new Set()).add(playerId));
  }

  /** Players of one game and month, `points` in order (names "Spieler 1 <run>", …). */
  async players(game: GameId, at: number, points: readonly number[]): Promise<void> {
    for (const [i, p] of points.entries())
      await this.book({
        playerId: `lbP${i + 1}x${this.run}`,
        name: `Spieler ${i + 1} ${this.run}`,
        game,
        points: p,
        at,
      });
  }

  async cleanup(): Promise<void> {
    for (const [key, players] of this.lists) {
      if (key.endsWith(':info') || key.endsWith(':starts') || key === leaderboardKeys.names)
        await this.redis.hdel(key, ...players);
      else await this.redis.zrem(key, ...players);
    }
    await this.redis.quit();
  }
}

/** The page's guest (issued on its first visit), as the gateway knows it. */
export async function pageGuest(page: Page, gatewayUrl: string): Promise<{ id: string; name: string }> {
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken') !== null, null, {
    timeout: 20_000,
  });
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('spielcenter.guestToken');
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id name } }' }),
    });
    return ((await res.json()) as { data: { me: { id: string; name: string } } }).data.me;
  }, gatewayUrl);
}
