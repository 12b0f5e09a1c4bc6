import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, playAll, start } from './fixture.test-util.js';
import { failStep, reviewFrame, reviewSteps } from './review.js';

// Coup 3: U4 (mark 1) must fall before P9 (mark 2). Seat 0 wins P9 in trick 1: too early.
const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'P9'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9'],
};

function failed() {
  let s = draft(start({ players: 4, coup: 3, deck: deck(4, hands, ['U4', 'P9']) }), { 0: ['P9'], 1: ['U4'] });
  s = act(s, 0, { type: 'signal', card: 'J9' });
  s = playAll(s, ['J1', 'J2', 'J3']);
  const t1 = s.trick?.cards.length ?? 0;
  const last = engine.legalActions(s, 3).find((a) => a.type === 'play')!;
  s = act(s, 3, last);
  expect(t1).toBe(3);
  // trick 2: led by its winner; play until the attempt ends
  while (s.phase.kind !== 'over') {
    const seat = engine.toAct(s)[0]!;
    const legal = engine.legalActions(s, seat).filter((a) => a.type === 'play');
    s = act(s, seat, legal.find((a) => a.type === 'play' && a.card === 'P9') ?? legal[0]!);
  }
  return s;
}

describe('reviewFrame: die Nachbesprechung Stich für Stich', () => {
  it('alle Hände offen wie vor dem ersten Stich; gold der gezeigte Stich, blass die gespielten', () => {
    const s = failed();
    const v = engine.view(s, 1);
    const steps = reviewSteps(v.review!);
    expect(steps).toBe(s.tricks.length + 1);
    const f0 = reviewFrame(v, 0)!;
    expect(f0.trick).toBeNull();
    expect(f0.hands[0]!.map((c) => c.card)).toEqual(engine.view(s, 0).review!.hands[0]);
    expect(f0.hands.flat().every((c) => c.state === 'hand')).toBe(true);
    const f1 = reviewFrame(v, 1)!;
    expect(f1.trickIndex).toBe(0);
    expect(
      f1.hands
        .flat()
        .filter((c) => c.state === 'current')
        .map((c) => c.card)
        .sort(),
    ).toEqual(s.tricks[0]!.cards.map((c) => c.card).sort());
    const f2 = reviewFrame(v, 2)!;
    expect(f2.hands.flat().filter((c) => c.state === 'played')).toHaveLength(4);
    expect(reviewFrame(v, 99)!.step).toBe(steps - 1);
  });

  it('Punkt für die Beute in der Farbe ihres Besitzers, Schild für ein Handzeichen, der gescheiterte Stich rot', () => {
    const s = failed();
    const v = engine.view(s, 2);
    const f = reviewFrame(v, 0)!;
    expect(f.hands[0]!.find((c) => c.card === 'P9')?.lootOwner).toBe(0);
    expect(f.hands[1]!.find((c) => c.card === 'U4')?.lootOwner).toBe(1);
    expect(f.hands[0]!.find((c) => c.card === 'J9')?.signal).toBe('top');
    expect(s.result?.success).toBe(false);
    const fail = failStep(v.review!)!;
    expect(fail).toBe(s.result!.trick! + 1);
    expect(reviewFrame(v, fail)!.failed).toBe(true);
    expect(reviewFrame(v, fail - 1)!.failed).toBe(false);
  });

  it('nur nach dem Versuch; die Schatten-Stapel zu zweit', () => {
    let s = start({ players: 2, coup: 1 });
    expect(reviewFrame(engine.view(s, 0), 0)).toBeNull();
    s = draft(s, { [s.boss]: [s.loot[0]!.card] });
    s = playAll(s, []);
    while (s.phase.kind !== 'over') {
      const seat = engine.toAct(s)[0]!;
      s = act(s, seat, engine.legalActions(s, seat).find((a) => a.type === 'play')!);
    }
    const f = reviewFrame(engine.view(s, 0), 1)!;
    expect(f.piles).toHaveLength(7);
    expect(f.piles.flat()).toHaveLength(14);
    expect(f.hands[2]).toEqual([]);
  });
});
