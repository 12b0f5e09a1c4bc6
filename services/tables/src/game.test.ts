// A whole Speedboss game through the real stack: one human seat (played by the test through
// updates) against three computers (the AI service), with every push to the human checked for
// cards the seat may not know.
import { ALL_CARDS, type BossView } from '@spielcenter/boss';
import type { SeatSnapshot } from '@spielcenter/proto';
import { stringsIn } from '@spielcenter/proto/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computers, humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

const CARDS = new Set(ALL_CARDS);

/** Cards seat 0 may know at this snapshot: its hand and everything public. */
function knownCards(s: SeatSnapshot<BossView>): Set<string> {
  const v = s.view;
  const known = new Set<string>([...v.hand, ...v.played, ...v.trick.map((p) => p.card)]);
  for (const t of v.tricks) for (const p of t.plays) known.add(p.card);
  if (v.trumpCard) known.add(v.trumpCard);
  for (const e of s.events) {
    for (const str of stringsIn(e))
      if (CARDS.has(str) && (e.type !== 'drewCard' || (e as { to?: number[] }).to?.includes(0)))
        known.add(str);
  }
  return known;
}

describe('a quick Speedboss game through Temporal, NATS and Redis', () => {
  it('plays to the end against three computers; seat 0 never receives a card of another hand', async () => {
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(3)], {
      seed: 'full-game',
      // A run continues as new at the first round end after this many history events.
      timing: { historyEventsPerRun: 300 },
    });
    const firstRun = (await handle.describe()).runId;
    const pushes = stack.collect(tableId, 0);
    let acted = 0;
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    while (!snap.outcome) {
      if (snap.toAct.includes(0) && snap.legal.length > 0) {
        const action = snap.legal[snap.version % snap.legal.length] as { type: string };
        await handle.executeUpdate('act', { args: [{ seat: 0, action, clientId: `v${snap.version}` }] });
        acted++;
      }
      const version = snap.version;
      snap = await stack.waitFor(tableId, 0, (s) => s.version > version || s.outcome !== null, 30_000);
    }
    const result = await handle.result();
    pushes.stop();

    expect(result.outcome?.ranks).toHaveLength(4);
    expect(snap.outcome?.scores).toEqual(result.outcome?.scores);
    expect(acted).toBeGreaterThanOrEqual(15 + 120 / 4 - 1); // 15 bids and about a quarter of 120 tricks' plays
    // Long games continue as new between rounds, once a run's history is long.
    expect((await handle.describe()).runId).not.toBe(firstRun);
    const first = await stack.client.workflow.getHandle(`table-${tableId}`, firstRun).fetchHistory();
    expect(first.events?.length ?? 0).toBeGreaterThanOrEqual(300);
    // Pushes arrive in version order, and never carry another hand's card.
    expect(pushes.messages.length).toBeGreaterThan(100);
    const versions = pushes.messages.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    for (const m of pushes.messages as SeatSnapshot<BossView>[]) {
      expect(m.seat).toBe(0);
      const known = knownCards(m);
      const leaked = [...stringsIn(m)].filter((s) => CARDS.has(s) && !known.has(s));
      expect(leaked, `version ${m.version}`).toEqual([]);
    }
  }, 240_000);
});
