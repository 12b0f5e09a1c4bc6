import { describe, expect, it } from 'vitest';
import { isDietrich } from './cards.js';
import { engine } from './engine.js';
import { act, deck, draft, playAll, refused, start } from './fixture.test-util.js';

describe('Beute und Tagescoup, Randfälle', () => {
  it('Für jeden Coup werden Beute-Karten aufgedeckt (je eine Farbkarte)', () => {
    for (let coup = 1; coup <= 50; coup++) {
      const s = start({ players: 4, coup }, `loot-${coup}`);
      expect(s.loot.some((l) => isDietrich(l.card))).toBe(false);
      expect(new Set(s.loot.map((l) => l.card)).size).toBe(s.loot.length);
    }
  });

  it('Der Tagescoup zählt nicht für Bandenbuch und Bestenliste (keine Punkte)', () => {
    const B = {
      0: ['D4', 'U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9'],
      1: ['D1', 'D2', 'J2', 'J3', 'J4', 'J5', 'G2', 'G3', 'G4', 'G5'],
    };
    let s = start({ players: 4, coup: 1, daily: true, humans: [0], deck: deck(4, B, ['U9']) });
    s = act(s, 0, { type: 'take', card: 'U9' });
    s = playAll(s, ['U9']);
    while (engine.outcome(s) === null) {
      const seat = engine.toAct(s)[0]!;
      const plays = engine.legalActions(s, seat).filter((a) => a.type === 'play');
      s = act(s, seat, plays.find((a) => !isDietrich(a.card)) ?? plays[0]!);
    }
    expect(engine.outcome(s)).toMatchObject({ scores: [1, 1, 1, 1], leaderboardPoints: [0, 0, 0, 0] });
  });

  it('Zu zweit tauschen beim Pfiff die beiden Hände je eine Karte; der Schatten bleibt außen vor', () => {
    let s = start({ players: 2, coup: 1, deck: deck(2, { 0: ['D4', 'J1', 'J2'], 1: ['G1', 'G2'] }, ['J1']) });
    s = act(s, 1, { type: 'pfiff' });
    s = act(s, 0, { type: 'take', card: 'J1' });
    s = act(act(s, 0, { type: 'vote', choice: 'left' }), 1, { type: 'vote', choice: 'right' });
    expect(engine.toAct(s)).toEqual([0, 1]);
    s = act(act(s, 0, { type: 'pass', card: 'J2' }), 1, { type: 'pass', card: 'G2' });
    expect(s.hands[0]).toContain('G2');
    expect(s.hands[1]).toContain('J2');
    expect(s.pfiff).toMatchObject({ status: 'done', direction: 'left' });
  });

  it('Im letzten Stich wird kein Zeichen mehr vorgemerkt (es gäbe keinen nächsten Stich)', () => {
    const hands = {
      0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
      1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
      2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
    };
    const s = playAll(draft(start({ players: 3, coup: 1, deck: deck(3, hands, ['P9']) }), { 0: ['P9'] }), [
      'G3',
    ]);
    expect(engine.explain(s, 1, { type: 'signal', card: 'U4' })).toBeNull();
    // the same position as if this were the last trick
    refused({ ...s, tricksTotal: 1 }, 1, { type: 'signal', card: 'U4' }, 'COUP_SIGNAL_NOT_NOW');
  });
});
