// The Bestenliste and the daily lists through the gateway, against the real stack: daily starts are
// registered by startDaily, the table's bookings go through the ranking service's consumer (real
// Redis stream, Postgres ledger), and the queries answer the lists, the caller's own place and coded
// refusals. The server's clock is set to a day of its own so the lists start empty.
import { engine as hokus } from '@spielcenter/hokus';
import {
  connectNats,
  createLogger,
  createPool,
  type JsonService,
  loadConfig,
  type Pool,
  serveEngine,
} from '@spielcenter/kit';
import { type Booking, berlinDate, redisKeys } from '@spielcenter/proto';
import { BookingConsumer, migrateLedger } from '@spielcenter/ranking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import { bearer, field, type GraphQLReply } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

// A day nobody else plays: a year of this run's own.
const YEAR = 2100 + (process.pid % 800);
const now = new Date(Date.UTC(YEAR, 5, 15, 10));
const DAY = berlinDate(now);
const MONTH = DAY.slice(0, 7);
const log = createLogger('gateway-ranking-test', 'silent');
const schema = `gateway_ranking_${process.pid}_${Date.now()}`;

let stack: TableStack;
let nc: NatsConnection;
let rules: JsonService;
let pool: Pool;
let consumer: BookingConsumer;
const started: { token: string; tableId: string }[] = [];
const codeOf = (r: GraphQLReply) => r.body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  const env = loadConfig();
  nc = await connectNats({ url: env.NATS_URL, name: 'gateway-ranking-test' });
  rules = await serveEngine(nc, 'hokus', hokus, log);
  stack = await startTableStack({ allowSeeds: false, deps: { now: () => now } });
  pool = createPool(env.DATABASE_URL, 2);
  await migrateLedger(pool, schema);
  consumer = new BookingConsumer(stack.t.deps.redis, pool, log, {
    consumer: `gateway-test-${process.pid}`,
    schema,
    blockMs: 200,
  });
  await consumer.start();
}, 60_000);

afterAll(async () => {
  for (const s of started)
    await stack?.t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: s.tableId }, bearer(s.token));
  await consumer?.stop();
  await pool?.query(`drop schema if exists "${schema}" cascade`);
  await pool?.end();
  await stack?.stop();
  await rules?.stop();
  await nc?.drain();
});

async function startShow(token: string): Promise<string> {
  const reply = await stack.t.post(
    'mutation { startDaily(game: hokus, tempo: fast) { tableId } }',
    {},
    bearer(token),
  );
  const { tableId } = field<{ tableId: string }>(reply, 'startDaily');
  started.push({ token, tableId });
  return tableId;
}

/** What the table books when the show ends (services/tables/src/bookings.ts), through the stream. */
async function finish(
  who: { playerId: string; name: string },
  tableId: string,
  rank: number,
  laurels: number,
) {
  const b: Booking = {
    id: `${tableId}:99:0:game`,
    playerId: who.playerId,
    name: who.name,
    game: 'hokus',
    points: 10 * (5 - rank),
    reason: 'game',
    tableId,
    at: now.getTime(),
    daily: { date: DAY, score: laurels, rank },
  };
  await stack.t.deps.redis.xadd(redisKeys.leaderboardEvents, '*', 'booking', JSON.stringify(b));
  return b;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface ListReply {
  name: string;
  date: string;
  total: number;
  entries: { rank: number; name: string; score: number; place: number; me: boolean }[];
  mine: { rank: number; score: number } | null;
}

describe('Bestenliste and daily lists through the gateway', () => {
  it('lists only the first show of the day, with the caller’s own entry, and the month’s points', async () => {
    const anna = await stack.t.guest('Anna');
    const bert = await stack.t.guest('Bert');
    // Anna's first show goes badly, her second well: only the first counts.
    const a1 = await startShow(anna.token);
    const a2 = await startShow(anna.token);
    const b1 = await startShow(bert.token);
    await finish(anna, a2, 1, 20);
    await finish(anna, a1, 3, 9);
    await finish(bert, b1, 1, 17);

    const query = `query { dailyList(game: hokus) { name date total entries { rank name score place me } mine { rank score } } }`;
    const list = await until(
      async () => field<ListReply>(await stack.t.post(query, {}, bearer(anna.token)), 'dailyList'),
      (l) => l.total === 2,
    );
    expect(list).toMatchObject({ name: 'Tagesliste', date: DAY, total: 2, mine: { rank: 2, score: 9 } });
    expect(list.entries.map((e) => [e.rank, e.name, e.place, e.score, e.me])).toEqual([
      [1, 'Bert', 1, 17, false],
      [2, 'Anna', 3, 9, true],
    ]);

    // The month's Bestenliste: both shows of Anna count there (40 + 20), Bert's 40.
    const board = `query($p: LeaderboardPeriod, $m: String) { leaderboard(game: hokus, period: $p, month: $m, first: 10) { month total entries { rank name points me } mine { rank points } } }`;
    const month = field<{ month: string; total: number; entries: unknown[]; mine: unknown }>(
      await stack.t.post(board, { p: 'month' }, bearer(anna.token)),
      'leaderboard',
    );
    expect(month).toEqual({
      month: MONTH,
      total: 2,
      entries: [
        { rank: 1, name: 'Anna', points: 60, me: true },
        { rank: 2, name: 'Bert', points: 40, me: false },
      ],
      mine: { rank: 1, points: 60 },
    });
    // Public: without a token there is no own entry; the same month named explicitly.
    const open = field<{ mine: unknown; total: number }>(
      await stack.t.post(board, { p: 'month', m: MONTH }),
      'leaderboard',
    );
    expect(open).toMatchObject({ mine: null, total: 2 });
    const all = field<{ month: string | null; mine: { points: number } }>(
      await stack.t.post(board, { p: 'all' }, bearer(bert.token)),
      'leaderboard',
    );
    expect(all.month).toBeNull();
    expect(all.mine.points).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('refuses bad arguments with coded errors', async () => {
    const ask = async (q: string) => codeOf(await stack.t.post(q, {}));
    expect(await ask('query { dailyList(game: boss) { total } }')).toBe('GATEWAY_NO_DAILY');
    expect(await ask('query { dailyList(game: krakau, date: "2001-01-01") { total } }')).toBe(
      'GATEWAY_BAD_INPUT',
    );
    expect(await ask(`query { dailyList(game: krakau, date: "${YEAR + 1}-01-01") { total } }`)).toBe(
      'GATEWAY_BAD_INPUT',
    );
    expect(await ask('query { leaderboard(game: boss, month: "Dezember") { total } }')).toBe(
      'GATEWAY_BAD_INPUT',
    );
    expect(await ask('query { leaderboard(game: boss, first: 0) { total } }')).toBe('GATEWAY_BAD_INPUT');
    expect(await ask('query { leaderboard(game: boss, first: 101) { total } }')).toBe('GATEWAY_BAD_INPUT');
    const reply = await stack.t.post('query { leaderboard(game: boss, month: "2026-13") { total } }', {});
    expect(reply.body.errors?.[0]?.extensions?.de).toBeTruthy();
  });
});
