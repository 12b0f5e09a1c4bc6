// Chains of moves (issues 28 and 37) through the real Temporal dev server, NATS and Redis: the
// computers that act one after another play in one local activity, each move still published after
// its wait (and a trick's pause) as the tempo says; the table's history names every move; a
// person's decision is one workflow task: its step's activity publishes the person's move at once
// (the snapshot names the client id, so the gateway can answer) and the computers after it.
import type { Action } from '@spielcenter/proto';
import { defaultPayloadConverter } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computers, humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

interface Payloads {
  payloads?: { metadata?: Record<string, Uint8Array> | null; data?: Uint8Array | null }[] | null;
}

function decode<T>(p: Payloads | null | undefined): T | undefined {
  const first = p?.payloads?.[0];
  // biome-ignore lint/suspicious/noExplicitAny: the history's proto payload type
  return first ? (defaultPayloadConverter.fromPayload(first as any) as T) : undefined;
}

interface Marker {
  readonly index: number;
  readonly activity: string;
  readonly version: number;
  readonly moves?: { version: number; seat: number; action: Action }[];
}

describe('chains of computers’ moves', () => {
  it('one activity per decision and the computers after it, each move published after its wait', async () => {
    const delay = 150;
    const trickPause = 300;
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(3)], {
      seed: 'chains-1',
      timing: { computerDelayMs: delay, trickPauseMs: trickPause, roundPauseMs: 0, historyEventsPerRun: 0 },
    });
    const firstRun = (await handle.describe()).runId;
    const pushes = stack.collect(tableId, 0);
    // The rule service's requests for computers' moves: runs of them (autos) or one at a time (auto).
    const requests = { autos: 0, auto: 0 };
    const spy = stack.nc.subscribe('rules.boss.*', {
      callback: (_e, msg) => {
        const op = msg.subject.split('.')[2];
        if (op === 'autos' || op === 'auto') requests[op]++;
      },
    });
    const acts: { clientId: string; version: number; sent: number; answered: number }[] = [];
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    // The first round, to its end (the table then continues as new).
    while (!snap.events.some((e) => e.type === 'roundScored')) {
      if (snap.toAct.includes(0) && snap.legal.length > 0) {
        const action = snap.legal[0] as Action;
        const clientId = `v${snap.version}`;
        const sent = Date.now();
        const r = await handle.executeUpdate<{ version: number }, [unknown]>('act', {
          args: [{ seat: 0, action, clientId }],
        });
        acts.push({ clientId, version: r.version, sent, answered: Date.now() });
      }
      const version = snap.version;
      snap = await stack.waitFor(tableId, 0, (s) => s.version > version, 30_000);
    }
    for (let i = 0; i < 100 && (await handle.describe()).runId === firstRun; i++)
      await new Promise((r) => setTimeout(r, 50));
    pushes.stop();
    spy.unsubscribe();
    await handle.terminate('test done');

    const history = await stack.client.workflow.getHandle(handle.workflowId, firstRun).fetchHistory();
    const events = history.events ?? [];
    const markers: Marker[] = [];
    for (const [index, e] of events.entries()) {
      const m = e.markerRecordedEventAttributes;
      if (m?.markerName !== 'core_local_activity') continue;
      const data = decode<{ activity_type: string }>(m.details?.data as Payloads);
      const result = decode<{ version: number; moves?: Marker['moves'] }>(m.details?.result as Payloads);
      if (data && result)
        markers.push({ index, activity: data.activity_type, version: result.version, moves: result.moves });
    }
    const chains = markers.filter((m) => m.activity === 'autoMove' || m.activity === 'stepTable');
    const computerMoves = chains.flatMap((c) => (c.moves ?? []).filter((mv) => mv.seat !== 0));
    expect(chains.length).toBeGreaterThan(0);
    // Every move is named, in one chain or another, with consecutive versions ending at the version
    // the chain's result carries; a person's step comes first in its own activity, never later.
    for (const c of chains) {
      const versions = (c.moves ?? []).map((mv) => mv.version);
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.at(-1)).toBe(c.version);
      expect(versions).toEqual(versions.map((_, i) => (versions[0] as number) + i));
      const seats = (c.moves ?? []).map((mv) => mv.seat);
      if (c.activity === 'stepTable') expect(seats[0]).toBe(0);
      expect(seats.slice(c.activity === 'stepTable' ? 1 : 0)).not.toContain(0);
    }
    // Fewer activities than computers' moves: the chains carried several moves each; after a
    // person's act the computers played in that act's own activity.
    expect(Math.max(...chains.map((c) => c.moves?.length ?? 0))).toBeGreaterThan(1);
    expect(chains.length).toBeLessThan(computerMoves.length);
    expect(
      chains.filter((c) => c.activity === 'stepTable' && (c.moves?.length ?? 0) > 1).length,
    ).toBeGreaterThan(0);
    // The computers' moves came in runs precomputed by the rule service: fewer requests than moves.
    expect(requests.auto).toBe(0);
    expect(requests.autos).toBeGreaterThan(0);
    expect(requests.autos).toBeLessThan(computerMoves.length);
    // No timer for waits or a trick's pause (a table without a clock has one idle timer per run).
    const timers = events.filter((e) => e.timerStartedEventAttributes).length;
    expect(timers).toBeLessThanOrEqual(1);

    // Each move of a chain after its first was published after its wait (and a trick's pause).
    const at = new Map(pushes.messages.map((m, i) => [m.version, pushes.times[i] as number]));
    const trickEnd = new Set(
      pushes.messages.filter((m) => m.events.some((e) => e.type === 'trickWon')).map((m) => m.version),
    );
    let checked = 0;
    for (const c of chains) {
      for (const mv of (c.moves ?? []).slice(1)) {
        const before = at.get(mv.version - 1);
        const now = at.get(mv.version);
        if (before === undefined || now === undefined) continue;
        const wait = delay + (trickEnd.has(mv.version - 1) ? trickPause : 0);
        expect(now - before, `v${mv.version}`).toBeGreaterThanOrEqual(wait - 20);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);

    // A person's decision is one workflow task: between the act's acceptance and its answer there
    // is its one step activity (no timer, no second task).
    const accepted = new Map<string, number>();
    let answered = 0;
    for (const [index, e] of events.entries()) {
      const acc = e.workflowExecutionUpdateAcceptedEventAttributes;
      if (acc?.acceptedRequest?.meta?.updateId) accepted.set(acc.acceptedRequest.meta.updateId, index);
      const done = e.workflowExecutionUpdateCompletedEventAttributes;
      const from = done?.meta?.updateId ? accepted.get(done.meta.updateId) : undefined;
      if (from === undefined) continue;
      const between = events.slice(from + 1, index);
      expect(between.filter((b) => b.workflowTaskStartedEventAttributes)).toEqual([]);
      expect(between.filter((b) => b.timerStartedEventAttributes)).toEqual([]);
      expect(chains.filter((c) => c.index > from && c.index < index).map((c) => c.activity)).toEqual([
        'stepTable',
      ]);
      answered++;
    }
    expect(answered).toBeGreaterThan(0);

    // The person's own step names their client id (the gateway answers the act by it), and it is
    // out before the Update returns when computers played on in the same activity.
    let early = 0;
    for (const a of acts) {
      const i = pushes.messages.findIndex((m) => m.version === a.version);
      expect(pushes.messages[i]?.applied, a.clientId).toBe(a.clientId);
      const later = pushes.messages.filter((m) => m.version > a.version && m.version < a.version + 4);
      if (later.some((m) => m.toAct[0] !== 0) && (pushes.times[i] as number) < a.answered - delay / 2)
        early++;
    }
    expect(early).toBeGreaterThan(0);
  }, 120_000);
});
