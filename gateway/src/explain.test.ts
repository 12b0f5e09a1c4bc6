// "Why not" comes from the seat's own view: the gateway hands the rule service the seat snapshot the
// table published in Redis, never the table's hidden state (no Temporal query). Here no table
// workflow exists at all — only the table record and the seat's snapshot in Redis, as the table's
// publisher writes them — and the answers are the engine's own on the full state.
import { type BossAction, engine as boss } from '@spielcenter/boss';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { redisKeys } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import {
  bearer,
  removeTable,
  seatPlayers,
  snapshotFor,
  startTestGateway,
  storeSnapshot,
  type TestGateway,
  testTableId,
} from './gateway.test-util.js';

let t: TestGateway;
let nc: NatsConnection;
let service: JsonService;

beforeAll(async () => {
  t = await startTestGateway({ allowSeeds: false });
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'gateway-explain-test' });
  service = await serveEngine(nc, 'boss', boss, createLogger('gateway-explain-test', 'silent'));
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await nc?.drain();
  await t?.close();
});

const EXPLAIN = 'mutation($t: ID!, $a: JSON!) { explain(tableId: $t, action: $a) { code de en } }';

/** A Speedboss deal of three where seat 0 bids first (the first seed that gives one). */
function biddingFirst() {
  for (let i = 0; ; i++) {
    const state = boss.setup(boss.parseConfig({ players: 3, firstDealer: 2 }), `explain-${i}`);
    if (state.phase.kind === 'bid' && boss.toAct(state).includes(0)) return state;
  }
}

describe('explain', () => {
  it('answers from the seat’s published snapshot, without the table workflow, as the engine would', async () => {
    const state = biddingFirst();
    const tableId = testTableId();
    const me = await t.guest();
    await seatPlayers(t.deps.redis, tableId, [[0, me.playerId]], 3);
    await storeSnapshot(t.deps.redis, {
      ...snapshotFor(tableId, 0, 1, boss.view(state, 0)),
      legal: boss.legalActions(state, 0),
      toAct: boss.toAct(state),
    });
    const mine = state.hands[0]?.[0] as string;
    const theirs = state.hands[1]?.[0] as string;
    const actions = [
      { type: 'bid', bid: 0 },
      { type: 'bid', bid: 1 },
      { type: 'bid', bid: 5 },
      { type: 'play', card: mine },
      { type: 'play', card: theirs },
      { type: 'chooseTrump', suit: 'blue' },
      { type: 'dance' },
    ] as BossAction[];
    const answers: unknown[] = [];
    for (const action of actions) {
      const r = await t.post(EXPLAIN, { t: tableId, a: action }, bearer(me.token));
      expect(r.body.errors).toBeUndefined();
      const why = boss.explain(state, 0, action);
      answers.push(r.body.data?.explain);
      expect(r.body.data?.explain, JSON.stringify(action)).toEqual(
        why ? { code: why.code, de: why.de, en: why.en } : null,
      );
    }
    // Legal bids and refusals both: the answers are the engine's, not one fallback.
    expect(answers.filter((a) => a === null).length).toBeGreaterThan(0);
    expect(new Set(answers.map((a) => (a as { code?: string } | null)?.code)).size).toBeGreaterThan(2);

    // Without the seat's snapshot the game is over for it: nothing else is asked.
    await t.deps.redis.del(redisKeys.seatView(tableId, 0));
    const gone = await t.post(EXPLAIN, { t: tableId, a: actions[0] }, bearer(me.token));
    expect(gone.body.data?.explain).toMatchObject({ code: 'COMMON_GAME_OVER' });
    await removeTable(t.deps.redis, tableId, 3);
  });
});
