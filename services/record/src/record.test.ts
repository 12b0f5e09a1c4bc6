// The record against the real NATS, Redis and Postgres: finished games from the stream are kept
// once, Speedcoup's Bandenbuch page of a line-up decides what it may start and the failed attempts
// of this evening (the 4-hour evening rule), and the statistics are the ledger's rows summed again.
import { randomUUID } from 'node:crypto';
import {
  connectNats,
  createLogger,
  createPool,
  type JsonService,
  loadConfig,
  type Pool,
  requestJson,
} from '@spielcenter/kit';
import { type GameRecord, recordSubjects, type PrepareRequest } from '@spielcenter/proto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordConsumer } from './consumer.js';
import type { PageView } from './coup.js';
import { type GameStats, statsFrom } from './stats.js';
import { serveRecord } from './service.js';
import { migrateRecord, playerGames } from './store.js';

const env = loadConfig();
const schema = `record_test_${process.pid}_${Date.now()}`;
const stream = `record:events:test:${randomUUID()}`;
const log = createLogger('record-test', 'silent');
let redis: Redis;
let pool: Pool;
let consumer: RecordConsumer;
let svc: JsonService;
let nc: Awaited<ReturnType<typeof connectNats>>;
let now = Date.UTC(2026, 11, 3, 18);
let n = 0;
// A subject prefix of its own: the service answers only this test's requests.
const id = () => `${randomUUID().slice(0, 8)}`;

function attempt(
  players: (string | null)[],
  coup: number,
  success: boolean,
  extra: Partial<GameRecord> = {},
): GameRecord {
  n += 1;
  return {
    id: `t${n}:9`,
    game: 'coup',
    tableId: `t${n}`,
    at: now,
    seats: players.map((p) =>
      p ? { kind: 'human', playerId: p, name: `Gast ${p}` } : { kind: 'computer', level: 'normal' },
    ),
    scores: players.map(() => (success ? 1 : 0)),
    ranks: players.map(() => 1),
    points: players.map(() => 0),
    details: { coup, success, pfiff: false, humanSignal: false, daily: false },
    daily: null,
    ...extra,
  };
}

async function add(...records: GameRecord[]): Promise<void> {
  for (const r of records) await redis.xadd(stream, '*', 'record', JSON.stringify(r));
}

const prepare = (req: PrepareRequest) =>
  requestJson<Record<string, unknown>>(nc, recordSubjects.prepare, req);
const pages = (playerId: string) => requestJson<PageView[]>(nc, recordSubjects.pages, { playerId });
const stats = (playerId: string, game: string | null = null) =>
  requestJson<GameStats[]>(nc, recordSubjects.stats, { playerId, game });

beforeAll(async () => {
  redis = new Redis(env.REDIS_URL);
  pool = createPool(env.DATABASE_URL, 4);
  await migrateRecord(pool, schema);
  nc = await connectNats({ url: env.NATS_URL, name: 'record-test' });
  consumer = new RecordConsumer(redis, pool, log, { consumer: 'c1', stream, schema, blockMs: 200 });
  await consumer.start();
  svc = await serveRecord(nc, log, { pool, consumer, now: () => now });
});

afterAll(async () => {
  await svc?.stop();
  await consumer?.stop();
  await redis?.del(stream);
  redis?.disconnect();
  await pool?.query(`drop schema if exists "${schema}" cascade`);
  await pool?.end();
  await nc?.drain();
});

describe('the Bandenbuch on the server', () => {
  it('a fresh line-up cannot start coup 2 before making coup 1 (German message); coup 1 it may', async () => {
    const a = id();
    const players = [a, null, null, null];
    await expect(
      prepare({ game: 'coup', config: { players: 4, coup: 2 }, players, strict: true }),
    ).rejects.toMatchObject({
      code: 'RECORD_COUP_LOCKED',
      de: expect.stringContaining('Coup 2 ist für diese Besetzung noch nicht freigeschaltet'),
    });
    // The table's own call never refuses: it starts the unlocked coup instead.
    expect(
      await prepare({ game: 'coup', config: { players: 4, coup: 2 }, players, strict: false }),
    ).toMatchObject({
      coup: 1,
      failedTonight: 0,
      attempt: 1,
    });
    expect(
      await prepare({ game: 'coup', config: { players: 4, coup: 1 }, players, strict: true }),
    ).toMatchObject({ coup: 1 });
    // A set-up game with fixed deals (only where the gateway allows seeds: tests) plays its coup.
    expect(
      await prepare({
        game: 'coup',
        config: { players: 4, coup: 5, deck: { hands: [] } },
        players,
        strict: true,
      }),
    ).toMatchObject({ coup: 5, failedTonight: 0 });
  });

  it('a coup that is no coup number is refused (coded, German), never played as the unlocked one', async () => {
    const players = [id(), null, null, null];
    for (const coup of ['1; drop', true, [1], { x: 1 }, 1.5, 0, 51, null]) {
      for (const strict of [true, false]) {
        await expect(
          prepare({ game: 'coup', config: { players: 4, coup }, players, strict }),
          JSON.stringify({ coup, strict }),
        ).rejects.toMatchObject({
          code: 'COMMON_BAD_CONFIG',
          de: expect.stringContaining('Die Tisch-Einstellungen sind ungültig: coup:'),
          en: expect.stringContaining('The table settings are invalid: coup:'),
        });
      }
    }
    // No coup named: the unlocked one.
    expect(await prepare({ game: 'coup', config: { players: 4 }, players, strict: true })).toMatchObject({
      coup: 1,
    });
  });

  it('one table’s line-up page (the Bandenbuch at a table with people): theirs, also before the first attempt', async () => {
    const [a, b, c] = [id(), id(), id()];
    await add(attempt([a, null, null], 1, true), attempt([a, b, null], 1, true), attempt([a, b, null], 2, false));
    const table = (playerId: string, players: (string | null)[]) =>
      requestJson<PageView[]>(nc, recordSubjects.pages, { playerId, players });
    // Anna and Bruno at three seats: their page, not Anna's solo page
    const [both] = await table(b, [a, b, null]);
    expect(both).toMatchObject({ seats: 3, unlocked: 2, attempts: 2 });
    expect(both?.coups['2']?.attempts).toBe(1);
    expect(both?.players.map((p) => p.playerId).sort()).toEqual([a, b].sort());
    // A line-up without an attempt yet: an empty page at coup 1
    expect(await table(a, [a, c, null])).toEqual([
      expect.objectContaining({ seats: 3, unlocked: 1, attempts: 0, coups: {} }),
    ]);
    // Nobody reads a page they are not on
    expect(await table(c, [a, b, null])).toEqual([]);
  });

  it('„Feierabend“ ends the evening on the server: the failed attempts before it no longer lower the points', async () => {
    const a = id();
    const players = [a, null, null];
    const next = () => prepare({ game: 'coup', config: { players: 3, coup: 1 }, players, strict: true });
    const end = (playerId: string) =>
      requestJson<{ ended: boolean }>(nc, recordSubjects.endEvening, { game: 'coup', playerId, players });
    await add(attempt(players, 1, false), attempt(players, 1, false));
    expect(await next()).toMatchObject({ failedTonight: 2, attempt: 3 });
    // only one of the line-up ends its evening
    expect(await end(id())).toEqual({ ended: false });
    expect(await next()).toMatchObject({ failedTonight: 2 });
    expect(await end(a)).toEqual({ ended: true });
    now += 60_000;
    expect(await next()).toMatchObject({ failedTonight: 0, attempt: 1 });
    expect((await pages(a))[0]?.failedTonight).toEqual({});
    // the next evening counts its own failures (a minute later, not four hours)
    await add(attempt(players, 1, false));
    now += 60_000;
    expect(await next()).toMatchObject({ failedTonight: 1, attempt: 2 });
  });

  it('two people who make coup 1 together find it on the same line-up page, and may start coup 2', async () => {
    const [a, b] = [id(), id()];
    await add(attempt([a, null, b, null], 1, true));
    const [pa] = await pages(a);
    const [pb] = await pages(b);
    expect(pa?.lineup).toBe(pb?.lineup);
    expect(pa?.coups['1']?.solvedAt).toBeTruthy();
    expect(pa?.coups['1']?.badges.gold).toBe(true);
    expect(pa?.unlocked).toBe(2);
    expect(pa?.players.map((p) => p.playerId).sort()).toEqual([a, b].sort());
    // Seats count: the same two at a table of three are another line-up.
    expect(
      (await prepare({ game: 'coup', config: { players: 3, coup: 2 }, players: [a, b, null], strict: false }))
        .coup,
    ).toBe(1);
    expect(
      (
        await prepare({
          game: 'coup',
          config: { players: 4, coup: 2 },
          players: [b, a, null, null],
          strict: true,
        })
      ).coup,
    ).toBe(2);
  });

  it('the failed attempts of this evening lower the points; 4 hours later a new evening begins', async () => {
    const a = id();
    const players = [a, null, null];
    await add(attempt(players, 1, true));
    for (let i = 0; i < 3; i++) {
      now += 10 * 60_000;
      await add(attempt(players, 2, false));
    }
    const c = await prepare({ game: 'coup', config: { players: 3, coup: 2 }, players, strict: true });
    expect(c).toMatchObject({ coup: 2, failedTonight: 3, attempt: 4 });
    now += 4 * 3600_000;
    expect(
      await prepare({ game: 'coup', config: { players: 3, coup: 2 }, players, strict: true }),
    ).toMatchObject({
      failedTonight: 0,
      attempt: 1,
    });
  });

  it('after 8 failures over all evenings the open coup may be skipped: the next one starts', async () => {
    const a = id();
    const players = [a, null, null];
    for (let i = 0; i < 8; i++) {
      now += 3 * 3600_000; // every attempt an evening of its own
      await add(attempt(players, 1, false));
    }
    const c = await prepare({ game: 'coup', config: { players: 3, coup: 2 }, players, strict: true });
    expect(c).toMatchObject({ coup: 2, failedTonight: 0 });
    await expect(
      prepare({ game: 'coup', config: { players: 3, coup: 3 }, players, strict: true }),
    ).rejects.toMatchObject({
      code: 'RECORD_COUP_LOCKED',
    });
    now += 60_000;
    await add(attempt(players, 2, true));
    const [page] = await pages(a);
    expect(page?.coups['1']?.skipped).toBe(true);
    expect(page?.coups['1']?.failed).toBe(8);
    expect(page?.unlocked).toBe(3);
  });

  it('a game delivered twice is kept once', async () => {
    const a = id();
    const g = attempt([a, null, null], 1, false);
    await add(g, g);
    await consumer.catchUp();
    expect((await playerGames(pool, a, 'coup', schema)).length).toBe(1);
  });

  it('the Tagescoup: once made today, no further start (strict)', async () => {
    const a = id();
    const date = '2026-12-03';
    const daily = (success: boolean) =>
      attempt([a, null, null, null], 7, success, { daily: date, details: { coup: 7, success, daily: true } });
    const req = {
      game: 'coup' as const,
      config: { players: 4 },
      players: [a, null, null, null],
      daily: date,
      strict: true,
    };
    await add(daily(false));
    expect(await prepare(req)).toEqual({ players: 4 });
    await add(daily(true));
    await expect(prepare(req)).rejects.toMatchObject({
      code: 'RECORD_DAILY_DONE',
      de: expect.stringContaining('Feierabend'),
    });
    // The daily attempts are not on the Bandenbuch page.
    expect(await pages(a)).toEqual([]);
  });
});

describe('statistics', () => {
  it('Speedkrakau "Meine Partien" and Speedboss\' bid hit rate are the ledger rows summed again', async () => {
    const a = id();
    const krakau = (wonMatch: boolean, bestGame: number): GameRecord => ({
      ...attempt([null, a, null], 0, false),
      game: 'krakau',
      ranks: wonMatch ? [2, 1, 3] : [1, 2, 3],
      points: [40, wonMatch ? 55 : 20, 5],
      details: {
        games: 6,
        stats: [
          {},
          { wonMatch, timesDeclarer: 2, gamesMade: 1, marriages: 1, bombas: wonMatch ? 1 : 0, bestGame },
          {},
        ],
      },
    });
    const boss: GameRecord = {
      ...attempt([a, null, null], 0, false),
      game: 'boss',
      ranks: [3, 1, 2],
      points: [12, 80, 40],
      details: {
        bids: [
          [1, 0, 2],
          [0, 1, 1],
          [2, 2, 0],
        ],
        tricks: [
          [1, 0, 0],
          [1, 1, 0],
          [2, 0, 1],
        ],
      },
    };
    // Four players (issue 38.22): the dealer sits out, the seat played 4 of the 6 games; a row from
    // before gamesPlayed counts every game.
    const four: GameRecord = {
      ...attempt([null, a, null, null], 0, false),
      game: 'krakau',
      ranks: [1, 2, 3, 4],
      points: [40, 20, 10, 5],
      details: { games: 6, stats: [{}, { gamesPlayed: 4, timesDeclarer: 1 }, {}, {}] },
    };
    await add(krakau(true, 120), krakau(false, 80), boss, four);
    const [k] = await stats(a, 'krakau');
    expect(k).toMatchObject({
      games: 3,
      wins: 1,
      places: [1, 2],
      points: 95,
      figures: {
        matchesWon: 1,
        deals: 12 + 4,
        declarer: 5,
        gamesMade: 2,
        marriages: 2,
        bombas: 1,
        bestGame: 120,
      },
    });
    const [b] = await stats(a, 'boss');
    expect(b).toMatchObject({
      games: 1,
      wins: 0,
      places: [0, 0, 1],
      points: 12,
      figures: { rounds: 3, bidsHit: 2 },
    });
    // The same numbers recomputed from the ledger's rows.
    const rows = await playerGames(pool, a, null, schema);
    expect(await stats(a)).toEqual(
      ['krakau', 'boss'].map((g) => statsFrom(a, g as GameRecord['game'], rows)),
    );
  });
});
