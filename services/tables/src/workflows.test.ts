// The table workflow against the real Temporal dev server, NATS and Redis, with short clocks.

import { type CoupAction, type CoupState, engine as coup } from '@spielcenter/coup';
import { characterOfName } from '@spielcenter/hokus/characters';
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
    // Every push is looked at (polling Redis could skip a version: the clock's decision is soon
    // followed by the computers', whose events replace it in the stored snapshot).
    const warned = await pushed(pushes.messages, (s) => s.clocks[0]?.phase === 'grace');
    expect(warned.events).toContainEqual(expect.objectContaining({ type: 'clockWarning', seat: 0 }));
    const isSeat0Decision = (e: { type: string; seat?: unknown }) =>
      e.type === 'defaultDecision' && e.seat === 0;
    const decided = await pushed(pushes.messages, (s) => s.events.some(isSeat0Decision));
    const event = decided.events.find(isSeat0Decision) as unknown as {
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

/** The first push that satisfies `ok` (waiting for it up to 20 s). */
async function pushed(messages: SeatSnapshot[], ok: (s: SeatSnapshot) => boolean): Promise<SeatSnapshot> {
  for (let i = 0; i < 800; i++) {
    const hit = messages.find(ok);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting for a push');
}

describe('computers with names of their own (the declaration’s cast)', () => {
  it('Speedhokus: the engine learns the computers’ names, and every view says each one’s style by his name', async () => {
    // „Jeder Varieté-Zauberer hat einen festen Spielstil“: Graf Flunker is a Bluffer on seat 1 as
    // on any other; a name outside the cast keeps one style too (characterOfName).
    const { tableId } = await stack.startTable(
      [
        ...humans(1),
        { kind: 'computer', level: 'easy', name: 'Graf Flunker' },
        { kind: 'computer', level: 'easy', name: 'Anton' },
      ],
      { game: 'hokus', config: { players: 3 }, seed: 'cast', clockSeconds: null },
    );
    const first = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    const view = first.view as { characters: (string | null)[] };
    expect(view.characters).toEqual([null, 'bluffer', characterOfName('Anton').id]);
  });
});

describe('decisions of several seats (Temporal dev server)', () => {
  it('a simultaneous decision: every seat to act has its own clock, kept while the others act', async () => {
    // Speedhokus: at the start every magician places a hat at the same time.
    const { tableId, handle } = await stack.startTable(humans(3), {
      game: 'hokus',
      config: { players: 3 },
      seed: 'simultaneous',
      clockSeconds: 30,
      timing: { clockMs: 2500, graceMs: 500 },
    });
    const pushes = stack.collect(tableId, 0);
    const first = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    expect(first.toAct).toEqual([0, 1, 2]);
    expect(first.clocks.map((c) => c.seat)).toEqual([0, 1, 2]);
    const mine = await stack.snapshot(tableId, 1);
    await act(handle, 1, mine?.legal[0] as Action, 'seat-1-first');
    const after = await stack.waitFor(tableId, 0, (s) => s.version > first.version);
    expect(after.toAct).toEqual([0, 2]);
    // The seats that did not act keep their running clocks.
    for (const seat of [0, 2]) {
      expect(after.clocks.find((c) => c.seat === seat)?.deadline).toBe(
        first.clocks.find((c) => c.seat === seat)?.deadline,
      );
    }
    // Both run out: a warning each, then each gets its own decision made for it.
    await stack.waitFor(tableId, 0, (s) => s.clocks.filter((c) => c.phase === 'grace').length === 2, 10_000);
    const decided = (seat: number) =>
      pushes.messages.some((m) => m.events.some((e) => e.type === 'defaultDecision' && e.seat === seat));
    for (let i = 0; i < 300 && !(decided(0) && decided(2)); i++) await new Promise((r) => setTimeout(r, 50));
    pushes.stop();
    const events = pushes.messages.flatMap((m) => m.events);
    for (const seat of [0, 2]) {
      expect(events).toContainEqual(expect.objectContaining({ type: 'clockWarning', seat }));
      expect(events).toContainEqual(expect.objectContaining({ type: 'defaultDecision', seat }));
    }
    await handle.terminate('test done');
  });

  it('Speedcoup: when a human does not answer the Boss or vote in time, the computer decides for him', async () => {
    // Coup 5 (the Boss asks gut/schlecht), humans on seats 0 and 1, the computer on seat 2 holds
    // Dietrich 4 (the Boss); seat 0's hand is weak (no Dietrich, nothing above 6), seat 1 has three
    // Dietriche: by the computers' convention they answer "schlecht" and "gut".
    const hands = [
      ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'U1', 'U2'],
      ['D1', 'D2', 'D3', 'U3', 'U4', 'U5', 'U6', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
      ['D4', 'J7', 'J8', 'J9', 'G7', 'G8', 'G9', 'U7', 'U8', 'U9', 'P7', 'P8', 'P9'],
    ];
    const { tableId, handle } = await stack.startTable([...humans(2), ...computers(1)], {
      game: 'coup',
      config: { players: 3, coup: 5, pfiff: 'every', deck: { hands, loot: ['J9', 'P9'] } },
      seed: 'coup-clock',
      clockSeconds: 30,
      timing: { clockMs: 400, graceMs: 400 },
    });
    const pushes = stack.collect(tableId, 0);
    const first = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    expect(first.toAct).toEqual(expect.arrayContaining([0, 1]));
    type Decision = { type: string; seat: number; action: CoupAction; by: string };
    const decisions = () =>
      pushes.messages
        .flatMap((m) => m.events)
        .filter((e) => e.type === 'defaultDecision') as unknown as Decision[];
    const vote = (seat: number) => decisions().find((d) => d.seat === seat && d.action.type === 'vote');
    for (let i = 0; i < 600 && !(vote(0) && vote(1)); i++) await new Promise((r) => setTimeout(r, 50));
    pushes.stop();
    const answer = (seat: number) => decisions().find((d) => d.seat === seat && d.action.type === 'answer');
    expect(answer(0)).toMatchObject({ by: 'computer', action: { type: 'answer', word: 'schlecht' } });
    expect(answer(1)).toMatchObject({ by: 'computer', action: { type: 'answer', word: 'gut' } });
    // The vote too ("jedes Mal": no human voted): each human's vote is the computer's, by convention.
    expect(vote(0)).toMatchObject({ by: 'computer' });
    expect(vote(1)).toMatchObject({ by: 'computer' });
    // The loot too: „dann entscheidet der Computer für dich“, never the first loot on offer.
    const takes = decisions().filter((d) => d.seat < 2 && d.action.type === 'take');
    expect(takes.length).toBeGreaterThan(0);
    expect(takes.every((d) => d.by === 'computer')).toBe(true);
    const events = pushes.messages.flatMap((m) => m.events);
    expect(
      events
        .filter((e) => e.type === 'voted')
        .map((e) => (e as { seat?: number }).seat)
        .sort(),
    ).toEqual([0, 1]);
    expect(events.some((e) => e.type === 'pfiffDirection' || e.type === 'pfiffDeclined')).toBe(true);
    await handle.terminate('test done');
  });

  it('an optional action of a seat that is not to act is taken by the table', async () => {
    // Speedcoup: a seat may give a signal (or call "Pfiff!") while another seat is to act.
    const { tableId, handle } = await stack.startTable(humans(3), {
      game: 'coup',
      config: { players: 3, coup: 1, humans: [0, 1, 2] },
      seed: 'optional',
    });
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    for (let i = 0; i < 200; i++) {
      const seats = await Promise.all([0, 1, 2].map((s) => stack.snapshot(tableId, s)));
      const idle = seats.find((s) => s && !s.toAct.includes(s.seat) && s.legal.length > 0);
      if (idle) {
        const { state } = await handle.query<{ state: CoupState }>('snapshot');
        // The optional action that leaves the turn where it is.
        const action = idle.legal.find(
          (a) =>
            JSON.stringify(coup.toAct(coup.apply(state, idle.seat, a as CoupAction).state)) ===
            JSON.stringify(idle.toAct),
        );
        if (action) {
          const r = await act(handle, idle.seat, action, `optional-${idle.version}`);
          expect(r).toEqual({ version: idle.version + 1, duplicate: false });
          const next = await stack.waitFor(tableId, idle.seat, (s) => s.version === r.version);
          expect(next.toAct).toEqual(idle.toAct);
          await handle.terminate('test done');
          return;
        }
      }
      const actor = snap.toAct[0] as number;
      const own = await stack.waitFor(tableId, actor, (s) => s.version === snap.version);
      await act(handle, actor, own.legal[0] as Action, `turn-${snap.version}`);
      snap = await stack.waitFor(tableId, 0, (s) => s.version > own.version);
    }
    throw new Error('no seat ever had an optional action');
  });
});
