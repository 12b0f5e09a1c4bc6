import { leakedIds } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, playAll, start } from './fixture.test-util.js';

const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
};

describe('view(state, seat)', () => {
  it('eigene Hand, Beute mit Besitzern und Marken, Stiche, wer welche Farbe nicht bedienen konnte, die Coup-Akte', () => {
    let s = draft(start({ players: 3, coup: 3, deck: deck(3, hands, ['U4', 'P9']) }), {
      0: ['P9'],
      1: ['U4'],
    });
    s = playAll(s, ['G3', 'G8', 'G9']);
    s = act(s, 2, { type: 'play', card: 'J3' });
    const v = engine.view(s, 1);
    expect(v.hand).toEqual(['J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'U4', 'P4', 'P6', 'P7', 'D2']);
    expect(v.handCounts).toEqual([13, 12, 11]);
    expect(v.loot).toEqual([
      { card: 'U4', owner: 1, mark: '1', wonTrick: null },
      { card: 'P9', owner: 0, mark: '2', wonTrick: null },
    ]);
    expect(v.tricks[0]).toMatchObject({ leader: 0, winner: 2 });
    expect(v.trick?.cards).toEqual([{ seat: 2, card: 'J3' }]);
    expect(v.caseFile).toMatchObject({ coup: 3, title: 'Erst die Uhr, dann die Perle' });
    expect(v.phase).toMatchObject({ kind: 'play', turn: 0 });
    expect(v.toAct).toEqual([0]);
    const others = [...hands[0], ...hands[2]].filter((c) => !['G3', 'G9', 'J3', 'P9', 'U4'].includes(c));
    expect(leakedIds(v, others)).toEqual([]);
    expect(leakedIds(engine.view(s, null), [...others, ...v.hand.filter((c) => c !== 'U4')])).toEqual([]);
  });

  it('die offenen Karten des Schattens, nie eine verdeckte', () => {
    const s = start({ players: 2, coup: 1 });
    const v = engine.view(s, 0);
    const bottoms = s.piles.map((p) => p.cards[0]!);
    expect(v.piles.map((p) => p.open)).toEqual(s.piles.map((p) => p.cards[1]));
    const loot = s.loot.map((l) => l.card);
    expect(
      leakedIds(
        v,
        [...bottoms, ...s.hands[1]!].filter((c) => !loot.includes(c)),
      ),
    ).toEqual([]);
  });

  it('Zustand, Ansichten und Ereignisse sind reines JSON', () => {
    const s = start({ players: 4, coup: 30 });
    expect(JSON.parse(JSON.stringify(engine.view(s, 0)))).toEqual(engine.view(s, 0));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
