// The table workflow against the real Temporal dev server, NATS and Redis, with short clocks.
import type { Action, SeatSnapshot } from '@spielcenter/proto';
import { type WorkflowHandle, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computers, humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

function act(
  handle: WorkflowHandle,
  seat: number,
  action: Action | Record<string, unknown>,
  clientId: string,
) {
  return handle.executeUpdate<{ version: number; duplicate: boolean }, [unknown]>('act', {
    args: [{ seat, action, clientId }],
  });
}

async function refusalCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(WorkflowUpdateFailedError);
    const cause = (e as WorkflowUpdateFailedError).cause;
    expect(cause).toBeInstanceOf(ApplicationFailure);
    const failure = cause as ApplicationFailure;
    expect(failure.details?.[0]).toMatchObject({
      code: failure.type,
      de: expect.any(String),
      en: expect.any(String),
    });
    return failure.type as string;
  }
  throw new Error('the update was accepted');
}

describe('table workflow (Temporal dev server)', () => {
  it('refuses an action outside the seat legal set in the validator, before it enters history', async () => {
    const { tableId, handle } = await stack.startTable(humans(3));
    const first = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    const actor = first.toAct[0] as number;
    const other = (actor + 1) % 3;
    const legal = (await stack.snapshot(tableId, actor))?.legal ?? [];
    expect(await refusalCode(act(handle, other, legal[0] as Action, 'c-other'))).toBe('COMMON_NOT_YOUR_TURN');
    expect(await refusalCode(act(handle, actor, { type: 'bid', bid: 99 }, 'c-99'))).toBe(
      'COMMON_ILLEGAL_ACTION',
    );
    expect(await refusalCode(act(handle, actor, { type: 'fly' }, 'c-fly'))).toBe('COMMON_ILLEGAL_ACTION');
    // Rejected updates leave no trace in history.
    const history = await handle.fetchHistory();
    const accepted = history.events?.filter((e) => e.workflowExecutionUpdateAcceptedEventAttributes) ?? [];
    expect(accepted).toHaveLength(0);
    expect((await stack.snapshot(tableId, actor))?.version).toBe(first.version);
    await handle.terminate('test done');
  });

  it('applies a retried submission with the same client id once', async () => {
    const { tableId, handle } = await stack.startTable(humans(3));
    const first = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    const actor = first.toAct[0] as number;
    const action = (await stack.snapshot(tableId, actor))?.legal[0] as Action;
    const [a, b] = await Promise.all([
      act(handle, actor, action, 'same-id'),
      act(handle, actor, action, 'same-id'),
    ]);
    const c = await act(handle, actor, action, 'same-id');
    expect(a.version).toBe(first.version + 1);
    expect([a, b, c].map((r) => r.version)).toEqual([a.version, a.version, a.version]);
    expect([a, b, c].filter((r) => !r.duplicate)).toHaveLength(1);
    const after = await stack.snapshot(tableId, actor);
    expect(after?.version).toBe(first.version + 1);
    expect(after?.toAct).not.toContain(actor);
    await handle.terminate('test done');
  });

  it('when the clock runs out: a warning, 10 s grace (here short), then the default decision', async () => {
    const pushes = { messages: [] as SeatSnapshot[], stop: () => {} };
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(2)], {
      seed: 'clock-test',
      clockSeconds: 30,
      timing: { clockMs: 400, graceMs: 400 },
    });
    Object.assign(pushes, stack.collect(tableId, 0));
    // Wait until the human must bid, then let the clock and the grace run out.
    const turn = await stack.waitFor(tableId, 0, (s) => s.toAct.includes(0));
    expect(turn.clocks).toEqual([expect.objectContaining({ seat: 0, phase: 'clock', totalMs: 400 })]);
    const warned = await stack.waitFor(tableId, 0, (s) => s.clocks[0]?.phase === 'grace');
    expect(warned.events).toContainEqual(expect.objectContaining({ type: 'clockWarning', seat: 0 }));
    const decided = await stack.waitFor(tableId, 0, (s) =>
      s.events.some((e) => e.type === 'defaultDecision'),
    );
    const event = decided.events.find((e) => e.type === 'defaultDecision') as unknown as {
      seat: number;
      action: { type: string; bid?: number };
      by: string;
    };
    expect(event).toMatchObject({ seat: 0, by: 'clock' });
    // Speedboss: the default bid is 0, or 1 where 0 is forbidden for the dealer.
    expect(event.action).toMatchObject({ type: 'bid' });
    expect([0, 1]).toContain(event.action.bid);
    pushes.stop();
    // Versions only grow.
    const versions = pushes.messages.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    await handle.terminate('test done');
  });
});
