// Starting quick games against the real tables worker (issue 20, items 8 and 9): one start at a
// time per guest, the engine checks the options before any table starts, and a table that waits
// for a human without a clock closes after its idle limit.
import { randomBytes } from 'node:crypto';
import {
  parseSeatSnapshot,
  redisKeys,
  type TableInput,
  tableMessages,
  tableWorkflowId,
  timingFor,
} from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, field, type GraphQLReply, type TestGateway } from './gateway.test-util.js';
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

const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId seat } }';
const quick = { game: 'boss', computers: 1, level: 'easy', tempo: 'fast' };
const codeOf = (r: GraphQLReply) => r.body.errors?.[0]?.extensions?.code;

/** Every table record in Redis that seats `playerId`. */
async function tablesSeating(playerId: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await t.deps.redis.scan(cursor, 'MATCH', redisKeys.table('*'), 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const fields = await t.deps.redis.hgetall(key).catch(() => ({}) as Record<string, string>);
      // the seats (`seat:<n>`), not who played a table's last game from its start (`started:<n>`)
      const seated = Object.entries(fields).some(([f, v]) => f.startsWith('seat:') && v === playerId);
      if (seated) found.push(key);
    }
  } while (cursor !== '0');
  return found;
}

describe('quick game starts', () => {
  it('50 parallel starts by one guest seat it at exactly one table; the others are told it is busy', async () => {
    const me = await t.guest();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.post(START, { i: quick }, bearer(me.token))),
    );
    const started = replies.filter((r) => r.body.data?.startQuickGame);
    // While one start runs, every other is refused; one arriving after it answered (a slow
    // request on a loaded machine) is a new game that replaces the first, never a second seat.
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect(started.length).toBeLessThan(5);
    expect(replies.filter((r) => codeOf(r) === 'GATEWAY_BUSY')).toHaveLength(50 - started.length);
    const current = await t.deps.redis.get(redisKeys.playerTable(me.playerId));
    const ids = started.map((r) => field<{ tableId: string }>(r, 'startQuickGame').tableId);
    expect(ids).toContain(current);
    // (A replaced table lets go of the seat a moment later, when its workflow has the signal.)
    await expect
      .poll(() => tablesSeating(me.playerId), { timeout: 5000 })
      .toEqual([redisKeys.table(current as string)]);
    // The lock is gone once the start answered: the next start works (and leaves the old table).
    const again = await t.post(START, { i: quick }, bearer(me.token));
    const next = field<{ tableId: string }>(again, 'startQuickGame').tableId;
    await expect.poll(() => tablesSeating(me.playerId), { timeout: 5000 }).toEqual([redisKeys.table(next)]);
    await t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: next }, bearer(me.token));
  });

  it('refuses options the engine rejects before any table starts', async () => {
    const me = await t.guest();
    // A fixed deal with a card twice: the gateway lets `deck` through (seeds allowed in this
    // test), the engine refuses it.
    const bad = await t.post(START, { i: { ...quick, options: { deck: [['b5', 'b5']] } } }, bearer(me.token));
    expect(bad.body.data).toBeNull();
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: expect.stringMatching(/^(BOSS|COMMON)_/),
    });
    expect(bad.body.errors?.[0]?.extensions?.code).not.toBe('COMMON_INTERNAL');
    expect(await t.deps.redis.get(redisKeys.playerTable(me.playerId))).toBeNull();
    expect(await tablesSeating(me.playerId)).toEqual([]);
  });

  it('closes a table without a clock after its idle limit when the human does not act', async () => {
    const tableId = `idle${randomBytes(6).toString('base64url')}`;
    const input: TableInput = {
      tableId,
      game: 'boss',
      config: { players: 2, firstDealer: 1 },
      seed: 'idle-test',
      seats: [
        { kind: 'human', playerId: 'g_idleTester', name: 'Gast' },
        { kind: 'computer', level: 'easy', name: 'Anton' },
      ],
      clockSeconds: null,
      tempo: 'fast',
      timing: { ...timingFor(null, 'fast'), idleMs: 1500 },
    };
    const handle = await t.deps.temporal.workflow.start(tableMessages.workflow, {
      args: [input],
      workflowId: tableWorkflowId(tableId),
      taskQueue: stack.taskQueue,
    });
    const result = (await handle.result()) as { closed: boolean; outcome: unknown };
    expect(result).toMatchObject({ closed: true, outcome: null });
    const text = await t.deps.redis.get(redisKeys.seatView(tableId, 0));
    const snapshot = text ? parseSeatSnapshot(text, tableId, 0) : null;
    expect(snapshot?.closed).toBe(true);
    expect(snapshot?.events).toContainEqual({ type: 'tableClosed', reason: 'idle' });
  });
});
