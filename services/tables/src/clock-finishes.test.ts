// Clocks that finish a decision (issue 38.9): „Läuft sie ab, gibt es 10 Sekunden Nachfrist;
// danach passt der Computer für dich bzw. legt eine Karte“ — a Speedkrakau declarer whose clock
// runs out while giving gets the whole decision finished by the computer under that one clock
// (both cards, „Fertig“ and the announcement), not one pick per new full clock. Through the real
// Temporal dev server, NATS, Redis and the rule service; the clock shortened by configuration.
import type { Action, SeatSnapshot } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computers, humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

// Three players, dealer seat 2: seat 0 bids first and holds the strong hand; the computers hold
// nines and jacks (seat 1) and kings without queens (seat 2), so the person wins the bidding.
const DEAL = [
  ...['Ah', 'Th', 'Kh', 'Qh', 'As', 'Ts', 'Ad'],
  ...['9h', 'Jh', '9s', 'Js', '9d', 'Jd', '9c'],
  ...['Ks', 'Kd', 'Kc', 'Jc', 'Qc', 'Qs', 'Qd'],
  ...['Td', 'Tc', 'Ac'],
];
const GIVING = new Set(['give', 'discard', 'takeBack', 'done', 'bomba', 'declare']);
const CLOCK_MS = 1500;
const GRACE_MS = 500;
const DELAY_MS = 100;

const types = (s: SeatSnapshot) => [...new Set(s.legal.map((a) => a.type))];
const giving = (s: SeatSnapshot) =>
  s.toAct.includes(0) && s.legal.length > 0 && types(s).every((t) => GIVING.has(t));

describe('a clock that runs out finishes the decision the rule text names', () => {
  it('Speedkrakau: the declarer’s giving, „Fertig“ and announcement under the one clock', async () => {
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(2)], {
      game: 'krakau',
      config: { players: 3, target: 500, deck: [DEAL] },
      seed: 'clock-finishes',
      clockSeconds: 30,
      timing: { clockMs: CLOCK_MS, graceMs: GRACE_MS, computerDelayMs: DELAY_MS },
    });
    const pushes = stack.collect(tableId, 0);
    // The person bids (the least raise) and takes the musik until it is theirs to give.
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    for (let i = 0; i < 40 && !giving(snap); i++) {
      if (snap.toAct.includes(0) && snap.legal.length > 0) {
        const bid = snap.legal.filter((a) => a.type === 'bid') as (Action & { value: number })[];
        const action = bid.length > 0 ? bid.reduce((a, b) => (b.value < a.value ? b : a)) : snap.legal[0];
        await handle.executeUpdate('act', { args: [{ seat: 0, action, clientId: `v${snap.version}` }] });
      }
      const version = snap.version;
      snap = await stack.waitFor(tableId, 0, (s) => s.version > version, 20_000);
    }
    expect(giving(snap)).toBe(true);
    // Now the person does nothing: the clock, the grace, then the computer for the whole decision.
    expect(snap.clocks.find((c) => c.seat === 0)?.totalMs).toBe(CLOCK_MS);
    // Until the computer's announcement is pushed (the step after „Fertig“ may be read before it).
    const declared = () =>
      pushes.messages.find((m) =>
        m.events.some(
          (e) =>
            e.type === 'defaultDecision' && (e as unknown as { action: Action }).action.type === 'declare',
        ),
      );
    for (let i = 0; i < 300 && !declared(); i++) await new Promise((r) => setTimeout(r, 100));
    const done = declared();
    if (!done) throw new Error('no announcement by the computer within 30 s of the grace');
    const finishedAt = Date.now();
    pushes.stop();
    await handle.terminate('test done');

    const after = pushes.messages.filter((m) => m.version > snap.version && m.version <= done.version);
    // The grace's end: the deadline the clock's warning gave.
    const warned = after.find((m) => m.events.some((e) => e.type === 'clockWarning'));
    const grace = warned?.clocks.find((c) => c.seat === 0);
    expect(grace?.phase).toBe('grace');
    const expiry = grace?.deadline ?? 0;
    const decided = after.flatMap((m) => m.events).filter((e) => e.type === 'defaultDecision');
    const picked = decided.map((e) => (e as unknown as { action: Action }).action.type);
    // Both cards given, „Fertig“, the announcement: all the computer's for the one expired clock.
    expect(picked.filter((t) => t === 'give')).toHaveLength(2);
    expect(picked).toContain('done');
    expect(picked).toContain('declare');
    expect(picked).not.toContain('bomba');
    const warnings = after.flatMap((m) => m.events).filter((e) => e.type === 'clockWarning');
    expect(warnings).toHaveLength(1);
    // From the expiry to the next decision a person has: the computer's pace, not a clock per pick
    // (before: every pick, „Fertig“ and the announcement waited a full clock and grace of their own).
    const took = finishedAt - expiry;
    console.log(
      JSON.stringify({
        expiryToNextTurnMs: took,
        moves: picked.length,
        clockPlusGraceMs: CLOCK_MS + GRACE_MS,
      }),
    );
    expect(took).toBeLessThan(CLOCK_MS + GRACE_MS);
    // No new full clock for any part of the decision while the computer finished it.
    for (const m of after.filter((x) => giving(x))) {
      const c = m.clocks.find((x) => x.seat === 0);
      if (c) expect(c.deadline, `version ${m.version}`).toBeLessThanOrEqual(expiry);
    }
  }, 120_000);
});

describe('Speedhokus: „Läuft eine Bedenkzeit ab, hebt nach der Nachfrist der Computer für dich“', () => {
  type HokusView = { me: { hand: { id: string; kind: string }[] } | null; maxAnnounce: number };
  const lifting = (s: SeatSnapshot) => s.toAct.includes(0) && s.legal.some((a) => a.type === 'lift');

  it('the whole delivery, every hat, under the one clock that ran out', async () => {
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(2)], {
      game: 'hokus',
      config: { players: 3 },
      seed: 'clock-lifts',
      clockSeconds: 30,
      timing: { clockMs: CLOCK_MS, graceMs: GRACE_MS, computerDelayMs: DELAY_MS },
    });
    const pushes = stack.collect(tableId, 0);
    // The person places rabbits and announces every hat on the tables as soon as they may: nobody
    // can raise, so the delivery is theirs — and then they let the clock run out.
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1);
    for (let i = 0; i < 60 && !lifting(snap); i++) {
      if (snap.toAct.includes(0) && snap.legal.length > 0) {
        const view = snap.view as HokusView;
        const rabbits = new Set(view.me?.hand.filter((h) => h.kind === 'rabbit').map((h) => h.id));
        const announce = snap.legal.find(
          (a) => a.type === 'announce' && (a as { n?: number }).n === view.maxAnnounce,
        );
        const place = snap.legal.find(
          (a) => a.type === 'place' && rabbits.has((a as { hat?: string }).hat ?? ''),
        );
        const action = announce ?? place ?? snap.legal.find((a) => a.type !== 'lift') ?? snap.legal[0];
        await handle.executeUpdate('act', { args: [{ seat: 0, action, clientId: `v${snap.version}` }] });
      }
      const version = snap.version;
      snap = await stack.waitFor(tableId, 0, (s) => s.version > version, 20_000);
    }
    expect(lifting(snap)).toBe(true);
    const done = await stack.waitFor(tableId, 0, (s) => !lifting(s), 30_000);
    const finishedAt = Date.now();
    pushes.stop();
    await handle.terminate('test done');

    const after = pushes.messages.filter((m) => m.version > snap.version && m.version <= done.version);
    const lifts = after
      .flatMap((m) => m.events)
      .filter(
        (e) => e.type === 'defaultDecision' && (e as unknown as { action: Action }).action.type === 'lift',
      );
    expect(lifts.length).toBeGreaterThan(1);
    expect(after.flatMap((m) => m.events).filter((e) => e.type === 'clockWarning')).toHaveLength(1);
    const grace = after
      .find((m) => m.events.some((e) => e.type === 'clockWarning'))
      ?.clocks.find((c) => c.seat === 0);
    const expiry = grace?.deadline ?? 0;
    const took = finishedAt - expiry;
    console.log(JSON.stringify({ game: 'hokus', expiryToNextTurnMs: took, lifts: lifts.length }));
    // Before: every hat waited a clock and grace of its own.
    expect(took).toBeLessThan((CLOCK_MS + GRACE_MS) * Math.max(1, lifts.length - 1));
    for (const m of after.filter((x) => lifting(x))) {
      const c = m.clocks.find((x) => x.seat === 0);
      if (c) expect(c.deadline, `version ${m.version}`).toBeLessThanOrEqual(expiry);
    }
  }, 120_000);
});
