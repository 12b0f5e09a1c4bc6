// The ranking service against the real Redis and Postgres: bookings from the stream are booked once
// (also when a stream entry comes twice or an instance dies holding it), standings never fall below
// 0, the daily lists keep what their rule text says, and a lost projection is rebuilt from the
// ledger. Redis database 9 and a Postgres schema of its own keep the test apart from other runs.
import { createLogger, createPool, loadConfig, type Pool } from '@spielcenter/kit';
import { type Booking, berlinMonth, leaderboardKeys as keys, redisKeys } from '@spielcenter/proto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingConsumer, GROUP } from './consumer.js';
import { migrateLedger } from './ledger.js';
import { registerDailyStart } from './projection.js';
import { readBoard, readDailyList } from './read.js';
import { rebuild } from './rebuild.js';

const env = loadConfig();
const DB = Number(process.env.RANKING_TEST_DB ?? 9);
const schema = `ranking_test_${process.pid}_${Date.now()}`;
const log = createLogger('ranking-test', 'silent');
let redis: Redis;
let pool: Pool;
let consumer: BookingConsumer;

const AT = Date.UTC(2026, 11, 3, 12);
const MONTH = berlinMonth(new Date(AT));
const DAY = '2026-12-03';
let n = 0;

function booking(b: Partial<Booking> & Pick<Booking, 'playerId' | 'points'>): Booking {
  n += 1;
  return {
    id: `t${n}:1:0:game`,
    name: `Gast ${b.playerId}`,
    game: 'krakau',
    reason: 'game',
    tableId: `t${n}`,
    at: AT,
    ...b,
  };
}

async function add(...bookings: (Booking | string)[]): Promise<void> {
  for (const b of bookings) {
    await redis.xadd(
      redisKeys.leaderboardEvents,
      '*',
      'booking',
      typeof b === 'string' ? b : JSON.stringify(b),
    );
  }
}

/** Waits until the group has nothing pending and nothing unread. */
async function settled(stream: string = redisKeys.leaderboardEvents): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [group] = (await redis.xinfo('GROUPS', stream)) as unknown[][];
    const info = Object.fromEntries(
      Array.from({ length: (group?.length ?? 0) / 2 }, (_, i) => [group?.[2 * i], group?.[2 * i + 1]]),
    );
    if (info.pending === 0 && info.lag === 0) return;
    if (Date.now() > deadline) throw new Error(`stream not settled: ${JSON.stringify(info)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const board = (game: Booking['game'], period = MONTH, playerId: string | null = null) =>
  readBoard(redis, { game, period, first: 50, playerId });

beforeAll(async () => {
  redis = new Redis(env.REDIS_URL, { db: DB });
  await redis.flushdb();
  pool = createPool(env.DATABASE_URL, 2);
  await migrateLedger(pool, schema);
  consumer = new BookingConsumer(redis, pool, log, {
    consumer: 'test-a',
    schema,
    blockMs: 200,
    claimIdleMs: 400,
  });
  await consumer.start();
});

afterAll(async () => {
  await consumer?.stop();
  await redis?.flushdb();
  redis?.disconnect();
  await pool?.query(`drop schema if exists "${schema}" cascade`);
  await pool?.end();
});

describe('ranking service (real Redis and Postgres)', () => {
  it('books every booking once, never below 0, with shared places and the caller’s own place', async () => {
    const first = booking({ playerId: 'anna', points: 20 });
    await add(
      first,
      first,
      booking({ playerId: 'anna', points: -30 }),
      booking({ playerId: 'anna', points: 10 }),
    );
    await add(booking({ playerId: 'bert', points: 25 }), booking({ playerId: 'cleo', points: 25 }));
    await add('{"not":"a booking"}', 'no json at all');
    await settled();
    // 20 − 30 stops at 0, then + 10; the second copy of the first booking counts nothing.
    const b = await board('krakau', MONTH, 'anna');
    expect(b.entries.map((e) => [e.rank, e.name, e.points, e.me])).toEqual([
      [1, 'Gast bert', 25, false],
      [1, 'Gast cleo', 25, false],
      [3, 'Gast anna', 10, true],
    ]);
    expect(b.total).toBe(3);
    expect((await board('krakau', 'all', 'anna')).mine).toMatchObject({ rank: 3, points: 10 });
    const top1 = await readBoard(redis, { game: 'krakau', period: MONTH, first: 1, playerId: 'anna' });
    expect(top1.entries).toHaveLength(1);
    expect(top1.mine).toEqual({ rank: 3, name: 'Gast anna', points: 10, me: true });
    const { rows } = await pool.query(
      `select count(*)::int as n from "${schema}".bookings where player_id = 'anna'`,
    );
    expect(rows[0].n).toBe(3);
    // Another month has its own list; the malformed entries were acknowledged, not kept pending.
    expect((await board('krakau', '2026-11')).total).toBe(0);
  });

  it('takes over a booking an instance died holding', async () => {
    const stream = 'test:claims';
    const b = booking({ playerId: 'dora', points: 40, game: 'cruise' });
    await redis.xgroup('CREATE', stream, GROUP, '0', 'MKSTREAM');
    await redis.xadd(stream, '*', 'booking', JSON.stringify(b));
    // An instance reads it and dies before acknowledging; a live one takes it over once it idles.
    const held = await redis.xreadgroup('GROUP', GROUP, 'dead-instance', 'COUNT', 10, 'STREAMS', stream, '>');
    expect(held).toHaveLength(1);
    const live = new BookingConsumer(redis, pool, log, {
      consumer: 'test-b',
      stream,
      schema,
      blockMs: 100,
      claimIdleMs: 300,
    });
    await live.start();
    try {
      await settled(stream);
    } finally {
      await live.stop();
    }
    expect(live.booked).toBe(1);
    expect((await board('cruise', MONTH, 'dora')).mine?.points).toBe(40);
  });

  it('keeps the daily lists as the rule texts say', async () => {
    // Speedkrakau's Tagesrangliste: the best match of the day.
    const krakau = (playerId: string, score: number, rank: number) =>
      booking({ playerId, points: 5, daily: { date: DAY, score, rank } });
    await add(krakau('emil', 120, 2), krakau('emil', 90, 3), krakau('fina', 260, 1));
    await settled();
    let list = await readDailyList(redis, { game: 'krakau', date: DAY, first: 10, playerId: 'emil' });
    expect(list?.name).toBe('Tagesrangliste');
    expect(list?.entries.map((e) => [e.rank, e.name, e.score, e.place, e.me])).toEqual([
      [1, 'Gast fina', 260, 1, false],
      [2, 'Gast emil', 120, 2, true],
    ]);
    await add(krakau('emil', 300, 1));
    await settled();
    list = await readDailyList(redis, { game: 'krakau', date: DAY, first: 10, playerId: 'emil' });
    expect(list?.entries[0]).toMatchObject({ name: 'Gast emil', score: 300, me: true });

    // Speedhokus' Tagesliste: only the first show of the day, even if a later one goes better.
    const show = async (playerId: string, tableId: string, score: number, rank: number) => {
      await registerDailyStart(redis, { game: 'hokus', date: DAY, playerId, tableId });
      return booking({ playerId, tableId, game: 'hokus', points: 0, daily: { date: DAY, score, rank } });
    };
    const g1 = await show('gero', 'h1', 8, 3);
    const g2 = await show('gero', 'h2', 20, 1);
    const h1 = await show('hugo', 'h3', 15, 2);
    await add(g2, g1, h1);
    await settled();
    const hokus = await readDailyList(redis, { game: 'hokus', date: DAY, first: 10, playerId: 'gero' });
    expect(hokus?.entries.map((e) => [e.name, e.place, e.score])).toEqual([
      ['Gast hugo', 2, 15],
      ['Gast gero', 3, 8],
    ]);

    // Speedcoup's Tagesliste: in which of the day's starts the coup was first made (fewer is better).
    const attempt = async (playerId: string, tableId: string, made: boolean) => {
      await registerDailyStart(redis, { game: 'coup', date: DAY, playerId, tableId });
      return booking({
        playerId,
        tableId,
        game: 'coup',
        points: 0,
        daily: { date: DAY, score: made ? 1 : 0, rank: 1, made },
      });
    };
    const i1 = await attempt('ida', 'c1', false);
    const i2 = await attempt('ida', 'c2', false); // abandoned: never booked, still counted
    const i3 = await attempt('ida', 'c3', true);
    const i4 = await attempt('ida', 'c4', true);
    const j1 = await attempt('jan', 'c5', true);
    void i2;
    await add(i1, i3, i4, j1);
    await settled();
    const coup = await readDailyList(redis, { game: 'coup', date: DAY, first: 10, playerId: 'ida' });
    expect(coup?.entries.map((e) => [e.rank, e.name, e.attempt])).toEqual([
      [1, 'Gast jan', 1],
      [2, 'Gast ida', 3],
    ]);
    // The Tagescoup books no points for the Bestenliste.
    expect((await board('coup', MONTH, 'ida')).mine).toBeNull();
    expect(await readDailyList(redis, { game: 'boss', date: DAY, first: 10, playerId: null })).toBeNull();
  });

  it('rebuilds a lost projection from the ledger', async () => {
    const before = await board('krakau', MONTH);
    const daily = await readDailyList(redis, { game: 'coup', date: DAY, first: 10, playerId: null });
    await redis.del(keys.board('krakau', MONTH), keys.daily('coup', DAY), keys.names);
    expect((await board('krakau', MONTH)).total).toBe(0);
    const { bookings } = await rebuild(redis, pool, schema);
    expect(bookings).toBeGreaterThanOrEqual(15);
    expect(await board('krakau', MONTH)).toEqual(before);
    expect(await readDailyList(redis, { game: 'coup', date: DAY, first: 10, playerId: null })).toEqual(daily);
  });
});
