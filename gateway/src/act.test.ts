// A quick game through the gateway against the real Temporal dev server: the real tables worker,
// the Speedboss rule service and the AI service run in-process (the worker on its own task queue).
import { randomUUID } from 'node:crypto';
import { redisKeys, tableWorkflowId } from '@spielcenter/proto';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, eventually, field, SEAT_QUERY, type TestGateway } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

let stack: TableStack;
let t: TestGateway;

beforeAll(async () => {
  stack = await startTableStack();
  t = stack.t;
});

afterAll(async () => {
  await stack?.stop();
});

interface Seat {
  version: number;
  legal: { type: string; bid?: number; card?: string }[];
  toAct: number[];
  seat: number;
  view: unknown;
}

const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId seat } }';
const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }';
const EXPLAIN = 'mutation($t: ID!, $a: JSON!) { explain(tableId: $t, action: $a) { code de en } }';
// A fixed first round for two players: seat 0 holds b5, seat 1 g3, red is trump; seat 1 deals,
// so seat 0 bids first.
const quickGame = {
  game: 'boss',
  computers: 1,
  level: 'easy',
  tempo: 'fast',
  seed: 'gateway-act-test',
  options: { firstDealer: 1, deck: [['b5', 'g3', 'r7']] },
};

describe('act through the gateway on a real table workflow', () => {
  it('starts a quick game, explains, refuses an illegal action, applies a bid once, and leaves', async () => {
    const me = await t.guest();
    const started = await t.post(START, { i: quickGame }, bearer(me.token));
    expect(started.body.errors).toBeUndefined();
    const { tableId, seat } = field<{ tableId: string; seat: number }>(started, 'startQuickGame');
    expect(seat).toBe(0);
    expect(await t.deps.redis.get(redisKeys.playerTable(me.playerId))).toBe(tableId);

    // The table exists as soon as the mutation answers: its first snapshot is there.
    expect(await t.deps.redis.exists(redisKeys.seatView(tableId, 0))).toBe(1);

    const snapshots: Seat[] = [];
    let completed = false;
    const client = t.ws(me.token);
    client.subscribe<{ seat: Seat }>(
      { query: SEAT_QUERY, variables: { tableId } },
      {
        next: (r: ExecutionResult<{ seat: Seat }>) => void (r.data && snapshots.push(r.data.seat)),
        error: () => {},
        complete: () => {
          completed = true;
        },
      },
    );
    const latest = () => snapshots.at(-1);
    await eventually(() => (latest()?.legal.length ?? 0) > 0, 30_000, 'seat 0 to bid');
    expect(latest()?.legal).toEqual([
      { type: 'bid', bid: 0 },
      { type: 'bid', bid: 1 },
    ]);
    expect(JSON.stringify(snapshots)).not.toContain('g3'); // the computer's card never reaches seat 0

    // explain asks the engine: why not play now, why not bid 5; bid 0 is fine.
    const why = async (action: unknown) =>
      (await t.post(EXPLAIN, { t: tableId, a: action }, bearer(me.token))).body.data?.explain as {
        code: string;
      } | null;
    expect(await why({ type: 'play', card: 'b5' })).toMatchObject({
      code: 'BOSS_NOT_PLAYING',
      de: expect.any(String),
    });
    expect(await why({ type: 'bid', bid: 5 })).toMatchObject({ code: 'BOSS_BID_RANGE' });
    expect(await why({ type: 'bid', bid: 0 })).toBeNull();

    // An illegal action is refused by the workflow's validator; the gateway names the rule's own
    // reason (the engine's explain), coded, in German and English.
    const refused = await t.post(
      ACT,
      { t: tableId, a: { type: 'bid', bid: 5 }, c: randomUUID() },
      bearer(me.token),
    );
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions).toEqual({
      code: 'BOSS_BID_RANGE',
      de: 'Die Prognose muss eine ganze Zahl von 0 bis 1 sein.',
      en: 'The bid must be a whole number from 0 to 1.',
      params: { max: 1 },
    });

    // A legal bid is applied once, however often the client retries it.
    const clientId = randomUUID();
    const first = await t.post(
      ACT,
      { t: tableId, a: { type: 'bid', bid: 1 }, c: clientId },
      bearer(me.token),
    );
    const applied = field<{ version: number; duplicate: boolean }>(first, 'act');
    expect(applied.duplicate).toBe(false);
    const retry = await t.post(
      ACT,
      { t: tableId, a: { type: 'bid', bid: 1 }, c: clientId },
      bearer(me.token),
    );
    expect(retry.body.data?.act).toEqual({ version: applied.version, duplicate: true });
    // Issue 20, item 9: the same client id with another action is refused, not a "duplicate".
    const reused = await t.post(
      ACT,
      { t: tableId, a: { type: 'bid', bid: 0 }, c: clientId },
      bearer(me.token),
    );
    expect(reused.body.data).toBeNull();
    expect(reused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'COMMON_CLIENT_ID_REUSED',
      de: expect.any(String),
    });
    await eventually(
      () => snapshots.some((s) => s.version >= applied.version),
      10_000,
      'the push of the bid',
    );

    // The computer bids, then seat 0 leads its only card.
    await eventually(() => latest()?.legal.some((a) => a.type === 'play') === true, 30_000, 'seat 0 to play');
    const played = await t.post(
      ACT,
      { t: tableId, a: { type: 'play', card: 'b5' }, c: randomUUID() },
      bearer(me.token),
    );
    expect(field<{ version: number }>(played, 'act').version).toBeGreaterThan(applied.version);
    const versions = snapshots.map((s) => s.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(snapshots.every((s) => s.seat === 0)).toBe(true);

    // Leaving hands the seat to a computer; with no human left the table closes.
    const left = await t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, bearer(me.token));
    expect(left.body.data).toEqual({ leave: true });
    await eventually(() => completed, 10_000, 'the seat stream to end');
    const result = (await t.deps.temporal.workflow.getHandle(tableWorkflowId(tableId)).result()) as {
      closed: boolean;
    };
    expect(result.closed).toBe(true);
    expect(await t.deps.redis.get(redisKeys.playerTable(me.playerId))).toBeNull();
    const after = await t.post(
      ACT,
      { t: tableId, a: { type: 'play', card: 'b5' }, c: randomUUID() },
      bearer(me.token),
    );
    expect(after.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_NOT_SEATED');
  });

  it('leaves the old table when the player starts a new game; acting after the workflow ended is game over', async () => {
    const me = await t.guest();
    const first = await t.post(START, { i: { ...quickGame, computers: 3, options: {} } }, bearer(me.token));
    const a = field<{ tableId: string }>(first, 'startQuickGame').tableId;
    const second = await t.post(START, { i: { ...quickGame, computers: 2, options: {} } }, bearer(me.token));
    const b = field<{ tableId: string }>(second, 'startQuickGame').tableId;
    expect(b).not.toBe(a);
    const old = (await t.deps.temporal.workflow.getHandle(tableWorkflowId(a)).result()) as {
      closed: boolean;
    };
    expect(old.closed).toBe(true);
    expect(await t.deps.redis.hget(redisKeys.table(a), 'seat:0')).toBeNull();
    expect((await t.post('{ me { tableId } }', {}, bearer(me.token))).body.data?.me).toEqual({ tableId: b });
    const meta = await t.deps.redis.hgetall(redisKeys.table(b));
    expect(meta).toMatchObject({ game: 'boss', players: '3', 'seat:0': me.playerId });
    await t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: b }, bearer(me.token));
    await t.deps.temporal.workflow.getHandle(tableWorkflowId(b)).result();

    // Still seated while the table's workflow has ended (as after a finished game): game over.
    await t.deps.redis.hset(redisKeys.table(b), 'seat:0', me.playerId);
    const act = await t.post(ACT, { t: b, a: { type: 'bid', bid: 0 }, c: 'x' }, bearer(me.token));
    expect(act.body.errors?.[0]?.extensions).toMatchObject({
      code: 'COMMON_GAME_OVER',
      de: 'Die Partie ist schon zu Ende.',
    });
  });
});
