// A player's action while the rule service is down (a deploy, a crash): the table retries the step,
// the seat subscription says "recovering" meanwhile, the same decision sent again (a client that
// lost its answer) waits for the same update instead of being refused or applied twice, and once the
// service is back the action is applied exactly once. Real Temporal, NATS, Redis.
import { randomUUID } from 'node:crypto';
import { type PrivateNats, startPrivateNats } from '@spielcenter/kit';
import { tableWorkflowId } from '@spielcenter/proto';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, eventually, field, SEAT_QUERY, startTestGateway } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

let stack: TableStack;
let nats: PrivateNats;
beforeAll(async () => {
  // A NATS of this file's own: the rule service it stops would be answered, on the shared NATS, by
  // the Speedboss service of another test file running at the same time.
  nats = await startPrivateNats();
  process.env.NATS_URL = nats.url;
  stack = await startTableStack();
});
afterAll(async () => {
  await stack?.stop();
  await nats?.stop();
});

interface Seat {
  version: number;
  legal: { type: string; bid?: number }[];
  toAct: number[];
  recovering?: boolean;
}

const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId seat } }';
const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }';

describe('an action while the rule service is down', () => {
  it('is held, shown as recovering, joined by its resend, and applied once when the service is back', async () => {
    const { t } = stack;
    const me = await t.guest();
    const started = await t.post(
      START,
      {
        i: {
          game: 'boss',
          computers: 1,
          level: 'easy',
          tempo: 'fast',
          seed: 'gateway-recovering',
          options: { firstDealer: 1, deck: [['b5', 'g3', 'r7']] },
        },
      },
      bearer(me.token),
    );
    const { tableId } = field<{ tableId: string }>(started, 'startQuickGame');
    const snapshots: Seat[] = [];
    t.ws(me.token).subscribe<{ seat: Seat }>(
      { query: SEAT_QUERY, variables: { tableId } },
      {
        next: (r: ExecutionResult<{ seat: Seat }>) => void (r.data && snapshots.push(r.data.seat)),
        error: () => {},
        complete: () => {},
      },
    );
    await eventually(() => (snapshots.at(-1)?.legal.length ?? 0) > 0, 30_000, 'seat 0 to bid');
    const before = snapshots.at(-1)?.version ?? 0;

    await stack.stopRules();
    const clientId = randomUUID();
    const send = () => t.post(ACT, { t: tableId, a: { type: 'bid', bid: 1 }, c: clientId }, bearer(me.token));
    const first = send();
    await eventually(() => snapshots.some((s) => s.recovering === true), 45_000, 'a recovering snapshot');
    const flagged = snapshots.find((s) => s.recovering === true);
    expect(flagged?.version).toBe(before); // the current state again, flagged
    // The client lost its answer and sends the same decision again: not refused as pending.
    const again = send();
    await new Promise((r) => setTimeout(r, 1500));
    await stack.startRules();
    const [a, b] = await Promise.all([first, again]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    const applied = field<{ version: number; duplicate: boolean }>(a, 'act');
    expect(applied).toEqual({ version: before + 1, duplicate: false });
    expect(field<{ version: number }>(b, 'act').version).toBe(applied.version);
    // The next snapshot is the new state, not recovering any more; the bid was applied once.
    await eventually(() => snapshots.some((s) => s.version >= applied.version), 10_000, 'the bid');
    const after = snapshots.find((s) => s.version === applied.version);
    expect(after?.recovering).toBeUndefined();
    expect(snapshots.filter((s) => s.version === before + 1)).toHaveLength(1);
  }, 150_000);
});

describe('a start whose first snapshot is late (issue 36.5)', () => {
  it('answers the start after its wait, then tells the starter "being set up", nobody else', async () => {
    // A gateway whose tables go to a task queue no worker polls yet: the workflow exists, its first
    // step does not run (a loaded node, a worker restarting), so no snapshot comes.
    const late = await startTestGateway({
      tablesTaskQueue: `late-${randomUUID().slice(0, 8)}`,
      deps: { firstSnapshotMs: 1000 },
    });
    try {
      const me = await late.guest();
      const other = await late.guest();
      const started = await late.post(
        START,
        { i: { game: 'boss', computers: 1, level: 'easy', tempo: 'fast' } },
        bearer(me.token),
      );
      const { tableId } = field<{ tableId: string }>(started, 'startQuickGame');
      const TABLE = 'query($t: ID) { table(tableId: $t) }';
      const mine = await late.post(TABLE, { t: tableId }, bearer(me.token));
      expect(mine.body.errors?.[0]?.extensions).toMatchObject({
        code: 'GATEWAY_TABLE_STARTING',
        de: 'Der Tisch wird noch aufgebaut …',
      });
      const theirs = await late.post(TABLE, { t: tableId }, bearer(other.token));
      expect(theirs.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_UNKNOWN_TABLE');
      await late.deps.temporal.workflow.getHandle(tableWorkflowId(tableId)).terminate('test over');
    } finally {
      await late.close();
    }
  }, 60_000);
});
