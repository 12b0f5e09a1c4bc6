// Sections "Runden" and "Sonderregel zu zweit".
import type { GameEvent } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import type { BossAction } from './actions.js';
import { roundsFor } from './config.js';
import { engine } from './engine.js';
import { bid, dealt, finishRound, play } from './fixtures.test-util.js';
import type { BossState } from './state.js';

/** Plays a whole game with the first legal action; returns the state at the start of every round. */
function roundStarts(players: number, firstDealer = 0): BossState[] {
  let s = engine.setup(engine.parseConfig({ players, firstDealer }), `rounds-${players}`);
  const starts = [s];
  while (s.phase.kind !== 'over') {
    s = finishRound(s);
    if (s.phase.kind !== 'over') starts.push(s);
  }
  return starts;
}

describe('Runden', () => {
  it.each([2, 3, 4])(
    '„In Runde 1 bekommt jeder 1 Karte, in Runde 2 zwei Karten und so weiter“ (%i players)',
    (players) => {
      for (const s of roundStarts(players)) {
        const expected = players === 2 ? Math.min(s.round, 20) : s.round;
        expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(expected));
      }
    },
  );

  it.each([
    [3, 20],
    [4, 15],
  ])(
    '„bis in der letzten Runde alle 60 Karten verteilt sind: zu dritt 20 Runden, zu viert 15 Runden“ (%i: %i)',
    (players, rounds) => {
      expect(roundsFor(players)).toBe(rounds);
      const last = dealt(players, rounds);
      expect(last.hands.flat()).toHaveLength(60);
      expect(last.stock).toHaveLength(0);
      expect(roundStarts(players)).toHaveLength(rounds);
    },
  );

  it.each([2, 3, 4])('„Der Geber wechselt jede Runde nach links.“ (%i players)', (players) => {
    for (const firstDealer of [0, players - 1]) {
      const starts = roundStarts(players, firstDealer);
      starts.forEach((s, i) => {
        expect(s.dealer).toBe((firstDealer + i) % players);
      });
    }
  });
});

describe('Sonderregel zu zweit (30 Runden)', () => {
  it('zu zweit 30 Runden', () => {
    expect(roundsFor(2)).toBe(30);
    expect(roundStarts(2)).toHaveLength(30);
  });

  it('„Bis Runde 20 wie oben.“', () => {
    const s = dealt(2, 20);
    expect(s.hands.map((h) => h.length)).toEqual([20, 20]);
    expect(s.drawsLeft).toBe(0);
    expect(s.trumpCard).not.toBeNull();
    expect(finishRound(s).history[0]?.tricks.reduce((a, b) => a + b)).toBe(20);
  });

  it('„Ab Runde 21 bekommt jeder nur 20 Karten, der Rest liegt verdeckt als Nachziehstapel unter der Leitbranche-Karte.“', () => {
    const s = dealt(2, 21);
    expect(s.hands.map((h) => h.length)).toEqual([20, 20]);
    expect(s.trumpCard).not.toBeNull();
    expect(s.stock).toHaveLength(19);
    const v = engine.view(s, 0);
    expect(v.drawPile).toBe(19);
    expect(v.trumpCard).toBe(s.trumpCard);
    for (const hidden of s.stock) expect(JSON.stringify(v)).not.toContain(`"${hidden}"`);
  });

  it('„Nach jedem der ersten Stiche ziehen beide eine Karte nach – der Stichgewinner zuerst: in Runde 21 einmal, in Runde 22 zweimal“', () => {
    const hands = [
      [
        'b13',
        'b12',
        ...[
          'r1',
          'r2',
          'r3',
          'r4',
          'r5',
          'r6',
          'r7',
          'r8',
          'r9',
          'r10',
          'r11',
          'r12',
          'r13',
          'g1',
          'g2',
          'g3',
          'g4',
          'g5',
        ],
      ],
      [
        'b1',
        'b2',
        ...[
          'y1',
          'y2',
          'y3',
          'y4',
          'y5',
          'y6',
          'y7',
          'y8',
          'y9',
          'y10',
          'y11',
          'y12',
          'y13',
          'g6',
          'g7',
          'g8',
          'g9',
          'g10',
        ],
      ],
    ];
    let s = dealt(2, 22, { hands, trumpCard: 'g13', stock: ['C1', 'C2', 'C3', 'C4'], firstDealer: 0 });
    s = [bid(0), bid(0)].reduce((st, a) => engine.apply(st, engine.toAct(st)[0]!, a).state, s);
    // Seat 0 leads b13, seat 1 follows b1: seat 0 wins and draws first.
    const events: GameEvent[] = [];
    const step = (a: BossAction) => {
      const r = engine.apply(s, engine.toAct(s)[0]!, a);
      events.push(...r.events);
      s = r.state;
    };
    step(play('b13'));
    step(play('b1'));
    expect(events.filter((e) => e.type === 'drewCard').map((e) => [e.seat, e.card, e.to])).toEqual([
      [0, 'C1', [0]],
      [1, 'C2', [1]],
    ]);
    expect(s.hands.map((h) => h.length)).toEqual([20, 20]);
    step(play('b12'));
    step(play('b2'));
    expect(s.hands[0]).toContain('C3');
    expect(s.hands[1]).toContain('C4');
    expect(s.drawsLeft).toBe(0);
    const stock = s.stock.length;
    step(play('r1'));
    step(play('y1'));
    expect(s.stock.length).toBe(stock);
    expect(s.hands.map((h) => h.length)).toEqual([19, 19]);
  });

  it.each([21, 25, 30])('„in Runde 30 zehnmal“: Runde %i draws round − 20 times', (round) => {
    let s = dealt(2, round);
    expect(s.drawsLeft).toBe(round - 20);
    s = finishRound(s);
    expect(s.history[0]?.tricks.reduce((a, b) => a + b)).toBe(round);
  });

  it('„So hat jede Runde so viele Stiche, wie sie zählt (Runde 30 = 30 Stiche), und die Prognose geht bis 30 – angesagt wird, bevor man weiß, was man nachzieht.“', () => {
    const s = dealt(2, 30);
    expect(s.phase.kind === 'bid' || s.phase.kind === 'chooseTrump').toBe(true);
    const bidder = engine.toAct(s)[0]!;
    const legal = engine.legalActions(s, bidder);
    if (s.phase.kind === 'bid')
      expect(legal.map((a) => (a as { bid: number }).bid)).toEqual([...Array(31).keys()]);
    expect(s.hands.map((h) => h.length)).toEqual([20, 20]);
    const done = finishRound(s);
    expect(done.history[0]?.tricks.reduce((a, b) => a + b)).toBe(30);
  });

  it('„Beim letzten Nachziehen der 30. Runde ist der Stapel leer: Der Zweite nimmt die Leitbranche-Karte auf die Hand, und für die letzten 20 Stiche gilt kein Trumpf mehr.“', () => {
    let s = dealt(2, 30, { trumpCard: 'r5' });
    const events: GameEvent[] = [];
    while (s.tricks.length < 10) {
      const seat = engine.toAct(s)[0]!;
      const r = engine.apply(s, seat, engine.legalActions(s, seat)[0]!);
      events.push(...r.events);
      s = r.state;
    }
    const took = events.filter((e) => e.type === 'tookTrumpCard');
    const lastWinner = s.tricks[9]!.winner;
    expect(took).toEqual([{ type: 'tookTrumpCard', seat: 1 - lastWinner, card: 'r5' }]);
    expect(s.hands[1 - lastWinner]).toContain('r5');
    expect(s.stock).toHaveLength(0);
    expect(s.trumpCard).toBeNull();
    expect(s.trump).toBeNull();
    expect(engine.view(s, lastWinner).trump).toBeNull();
    expect(s.hands.map((h) => h.length)).toEqual([20, 20]);
    // No trump for the remaining 20 tricks: no trick after the 10th is won by a red card off-suit.
    const end = finishRound(s);
    expect(end.phase.kind).toBe('over');
    expect(end.history[0]?.tricks.reduce((a, b) => a + b)).toBe(30);
    for (const t of end.tricks.slice(10)) {
      const cards = t.plays.map((p) => p.card);
      const win = t.plays.find((p) => p.seat === t.winner)!.card;
      if (win.startsWith('r') && !cards[0]!.startsWith('r') && !cards[0]!.startsWith('P'))
        throw new Error('red trumped');
    }
  });
});
