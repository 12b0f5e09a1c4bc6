// A decision the game declares without grace (`noGrace`: Speedcruise's draw, „Wer nicht innerhalb
// von 20 Sekunden zieht, dem legt das Schiff die Passagiere hin“) is decided when its clock runs
// out: no warning, no grace. Other decisions of the same table keep their grace. Through the real
// Temporal worker, rule services and AI service.
import { GAMES } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import { type Action, type SeatSnapshot, subjects } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasGrace } from './clocks.js';
import { computers, humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

const typesOf = (s: SeatSnapshot) => [...new Set(s.legal.map((a) => a.type))];

describe('a clock without grace', () => {
  it('the declaration: Speedcruise’s draw has no grace, its moves have', () => {
    const cruise = GAMES.cruise;
    expect(hasGrace(cruise, ['draw'])).toBe(false);
    expect(hasGrace(cruise, ['seat', 'bar', 'swap'])).toBe(true);
    expect(hasGrace(GAMES.boss, ['bid'])).toBe(true);
  });

  it('Speedcruise: the ship draws for a player who does not draw in time, without a grace', async () => {
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(1)], {
      game: 'cruise',
      config: { players: 2, mode: 'classic' },
      seed: 'no-grace-draw',
      clockSeconds: 30,
      // A long grace: a draw that waited for it would not come within the test's wait.
      timing: { clockMs: 1500, graceMs: 60_000 },
    });
    const pushes = stack.collect(tableId, 0);
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1, 30_000);
    // The player moves by hand until a draw is due.
    while (!(snap.toAct.includes(0) && typesOf(snap).every((t) => t === 'draw') && snap.legal.length > 0)) {
      const version = snap.version;
      if (snap.toAct.includes(0) && snap.legal.length > 0) {
        const { action } = await requestJson<{ action: Action }>(stack.nc, subjects.aiDecide('cruise'), {
          game: 'cruise',
          level: 'easy',
          seat: 0,
          view: snap.view,
          legal: snap.legal,
          seed: `human-${version}`,
        });
        await handle.executeUpdate('act', { args: [{ seat: 0, action, clientId: `v${version}` }] });
      }
      snap = await stack.waitFor(tableId, 0, (s) => s.version > version, 30_000);
    }
    const drawAt = snap.version;
    expect(snap.clocks).toEqual([expect.objectContaining({ seat: 0, phase: 'clock', totalMs: 1500 })]);
    // Not drawing: the ship draws when the clock runs out.
    const isDraw = (e: { type: string; seat?: unknown }) => e.type === 'defaultDecision' && e.seat === 0;
    // Every push is looked at (the stored snapshot may skip the decision's version).
    let decided: SeatSnapshot | undefined;
    for (let i = 0; i < 800 && !decided; i++) {
      decided = pushes.messages.find((m) => m.version > drawAt && m.events.some(isDraw));
      if (!decided) await new Promise((r) => setTimeout(r, 25));
    }
    if (!decided) throw new Error('the ship did not draw within 20 s');
    const last = decided.version;
    const after = pushes.messages.filter((m) => m.version > drawAt && m.version <= last);
    expect(after.some((m) => m.clocks.some((c) => c.seat === 0 && c.phase === 'grace'))).toBe(false);
    expect(after.flatMap((m) => m.events).some((e) => e.type === 'clockWarning')).toBe(false);
    const event = after.flatMap((m) => m.events).find(isDraw);
    expect(event).toMatchObject({ seat: 0, by: 'clock', action: { type: 'draw' } });
    pushes.stop();
    await handle.terminate('test done');
  }, 120_000);
});
