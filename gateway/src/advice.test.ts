// The advisor and the odds through the gateway on the real stack: a Speedkrakau solo quick game
// (the real tables worker on its own task queue, the Speedkrakau rule service and the AI service
// in-process, NATS, Redis, Temporal). The seat's view comes from the table's snapshot in Redis: the
// queries take a table id only. Refused: a table the caller does not sit at, a table with people,
// a game without an advisor. Speedcruise's advice („nur ohne andere Menschen am Tisch“) also at an
// open table where only computers sit with the caller.
import { randomUUID } from 'node:crypto';
import { DecisionPool, startAiService } from '@spielcenter/ai';
import { engine as boss } from '@spielcenter/boss';
import { type CruiseAction, engine as cruise } from '@spielcenter/cruise';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { engine as krakau } from '@spielcenter/krakau';
import { redisKeys, type SeatSnapshot } from '@spielcenter/proto';
import { createTablesWorker } from '@spielcenter/tables';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import {
  bearer,
  eventually,
  field,
  snapshotFor,
  startTestGateway,
  storeSnapshot,
  type TestGateway,
  testTableId,
} from './gateway.test-util.js';

let t: TestGateway;
let stop: () => Promise<void>;

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {}
  const taskQueue = `gateway-advice-${randomUUID().slice(0, 8)}`;
  const env = loadConfig();
  const log = createLogger('gateway-advice-test', 'silent');
  const nc: NatsConnection = await connectNats({ url: env.NATS_URL, name: 'gateway-advice-test' });
  const pool = new DecisionPool(1);
  const services: JsonService[] = [
    await serveEngine(nc, 'krakau', krakau, log),
    await serveEngine(nc, 'boss', boss, log),
    await startAiService(nc, pool, log),
  ];
  t = await startTestGateway({ tablesTaskQueue: taskQueue, allowSeeds: true });
  const native = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const worker = await createTablesWorker({ connection: native, nc, redis: t.deps.redis, taskQueue });
  const running = worker.run();
  stop = async () => {
    worker.shutdown();
    await running;
    await native.close();
    await t.close();
    for (const s of services) await s.stop();
    await pool.close();
    await nc.drain();
  };
}, 60_000);

afterAll(async () => {
  await stop?.();
});

const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId seat } }';
const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }';
const ACK = 'mutation($t: ID!) { acknowledge(tableId: $t) }';
const TABLE = 'query($t: ID) { table(tableId: $t) }';
const ADVICE = 'query($t: ID!) { advice(tableId: $t) { action reason values } }';
const ODDS = 'query($t: ID!) { odds(tableId: $t) }';

interface Advice {
  action: { type: string };
  reason: string;
  values: { action: unknown; value: number }[];
}
type Odds = { kind: string; trials: number; bids: { bid: number; chance: number }[] } | null;
type KrakauSnap = SeatSnapshot<{ phase: { kind: string }; highBid: number }>;

describe('advice and odds through the gateway', () => {
  it('a Speedkrakau solo game: the strong computer advises with a reason, the hint gives odds while bidding', async () => {
    const me = await t.guest();
    const auth = bearer(me.token);
    const started = await t.post(
      START,
      { i: { game: 'krakau', computers: 2, level: 'easy', tempo: 'fast', seed: 'gateway-advice' } },
      auth,
    );
    expect(started.body.errors).toBeUndefined();
    const { tableId, seat } = field<{ tableId: string; seat: number }>(started, 'startQuickGame');

    const seen = { advice: 0, bidOdds: 0, playOddsNull: 0 };
    let last = -1;
    for (
      let steps = 0;
      steps < 60 && (seen.bidOdds === 0 || seen.playOddsNull === 0 || seen.advice < 3);
      steps++
    ) {
      let snap: KrakauSnap | null = null;
      await eventually(
        async () => {
          snap = field<KrakauSnap | null>(await t.post(TABLE, { t: tableId }, auth), 'table');
          // "Weiter" on the settlement board.
          if (snap?.waiting?.seats.includes(seat)) await t.post(ACK, { t: tableId }, auth);
          return snap !== null && snap.version > last && (snap.toAct.includes(seat) || snap.outcome !== null);
        },
        30_000,
        'my turn',
      );
      const s = snap as unknown as KrakauSnap;
      if (s.outcome) break;
      last = s.version;
      const phase = s.view.phase.kind;

      const advice = field<Advice | null>(await t.post(ADVICE, { t: tableId }, auth), 'advice');
      expect(advice).not.toBeNull();
      expect(s.legal).toContainEqual(advice?.action);
      expect(advice?.reason).toMatch(/[a-zäöü]{4,}/i);
      seen.advice++;

      const oddsReply = await t.post(ODDS, { t: tableId }, auth);
      expect(oddsReply.body.errors).toBeUndefined();
      const odds = (oddsReply.body.data?.odds ?? null) as Odds;
      if (phase === 'bidding') {
        expect(odds?.kind).toBe('bid');
        expect(odds?.bids[0]?.bid).toBe(s.view.highBid + 10);
        for (const b of odds?.bids ?? []) expect(b.chance).toBeGreaterThanOrEqual(0);
        seen.bidOdds++;
      } else if (phase === 'declare') {
        expect(odds?.kind).toBe('declare');
      } else if (phase === 'play') {
        expect(odds).toBeNull();
        seen.playOddsNull++;
      }
      const acted = await t.post(ACT, { t: tableId, a: advice?.action, c: `advice-${s.version}` }, auth);
      expect(acted.body.errors).toBeUndefined();
    }
    expect(seen.advice).toBeGreaterThanOrEqual(3);
    expect(seen.bidOdds).toBeGreaterThan(0);
    expect(seen.playOddsNull).toBeGreaterThan(0);

    // Somebody who does not sit at the table gets nothing.
    const other = await t.guest();
    const refused = await t.post(ADVICE, { t: tableId }, bearer(other.token));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_NOT_SEATED');
  }, 240_000);

  it('Speedcruise: advice at a table without other people, also an open table with computers; not with people', async () => {
    const me = await t.guest();
    const other = await t.guest();
    const tableId = testTableId();
    const { redis } = t.deps;
    const state = cruise.setup(cruise.parseConfig({ players: 3, mode: 'classic' }), 'gateway-cruise-advice');
    const seat = cruise.toAct(state)[0] as number;
    const legal = cruise.legalActions(state, seat) as CruiseAction[];
    const seats = [0, 1, 2].map((s) =>
      s === seat
        ? { name: 'Ich', kind: 'human' as const }
        : { name: `C${s}`, kind: 'computer' as const, level: 'easy' as const },
    );
    // An open table (not a quick game: `solo` is false) where the computers took the free seats.
    await redis.hset(redisKeys.table(tableId), {
      game: 'cruise',
      players: '3',
      status: 'running',
      [`seat:${seat}`]: me.playerId,
    });
    const snapshot: SeatSnapshot = {
      ...snapshotFor(tableId, seat, 5, cruise.view(state, seat)),
      game: 'cruise',
      legal,
      toAct: [seat],
      events: [],
      seats,
      settings: {
        clockSeconds: 120,
        tempo: 'normal',
        turbo: false,
        solo: false,
        options: { mode: 'classic' },
      },
    };
    await storeSnapshot(redis, snapshot);
    const reply = await t.post(ADVICE, { t: tableId }, bearer(me.token));
    expect(reply.body.errors).toBeUndefined();
    const advice = field<Advice | null>(reply, 'advice');
    expect(legal).toContainEqual(advice?.action);
    expect(advice?.reason).toMatch(/[a-zäöü]{4,}/i);
    // No odds for Speedcruise.
    const odds = await t.post(ODDS, { t: tableId }, bearer(me.token));
    expect(odds.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_ADVICE_NOT_OFFERED');

    // Another person at the table: no advice.
    const next = (seat + 1) % 3;
    await redis.hset(redisKeys.table(tableId), { [`seat:${next}`]: other.playerId });
    await storeSnapshot(redis, {
      ...snapshot,
      seats: seats.map((s, i) => (i === next ? { name: 'Bruno', kind: 'human' as const } : s)),
    });
    const refused = await t.post(ADVICE, { t: tableId }, bearer(me.token));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_ADVICE_NOT_ALONE');
    expect(refused.body.errors?.[0]?.extensions?.de).toMatch(/ohne andere Menschen/);
    await redis.del(redisKeys.table(tableId), redisKeys.seatView(tableId, seat));
  }, 60_000);

  it('refuses a table with people and a game without an advisor, with coded errors', async () => {
    const me = await t.guest();
    const tableId = testTableId();
    const { redis } = t.deps;
    // A Speedkrakau table with people, as the table workflow records it.
    await redis.hset(redisKeys.table(tableId), {
      game: 'krakau',
      players: '3',
      status: 'running',
      'seat:0': me.playerId,
    });
    await storeSnapshot(redis, {
      ...snapshotFor(tableId, 0, 3),
      game: 'krakau',
      seats: [
        { name: 'Gast', kind: 'human' },
        { name: 'Bruno', kind: 'human' },
        { name: 'Anton', kind: 'computer', level: 'easy' },
      ],
      settings: { clockSeconds: 60, tempo: 'fast', turbo: false, solo: false, options: {} },
    });
    for (const q of [ADVICE, ODDS]) {
      const r = await t.post(q, { t: tableId }, bearer(me.token));
      expect(r.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_ADVICE_NOT_ALONE');
      expect(r.body.errors?.[0]?.extensions?.de).toMatch(/ohne andere Menschen/);
    }
    await redis.hset(redisKeys.table(tableId), { game: 'boss' });
    const r = await t.post(ADVICE, { t: tableId }, bearer(me.token));
    expect(r.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_ADVICE_NOT_OFFERED');
    await redis.del(redisKeys.table(tableId), redisKeys.seatView(tableId, 0));
  });
});
