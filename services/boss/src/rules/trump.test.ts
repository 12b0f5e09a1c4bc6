// Section "Leitbranche (Trumpf)".
import { describe, expect, it } from 'vitest';
import { roundsFor } from './config.js';
import { engine } from './engine.js';
import { bid, dealt, play, run } from './fixtures.test-util.js';

describe.each([2, 3, 4])('Leitbranche, %i players', (players) => {
  const hands = (cards: string[][]) => cards.slice(0, players);

  it('„Nach dem Geben wird die oberste Karte des Reststapels aufgedeckt“', () => {
    const s = dealt(players, 2, { trumpCard: 'g4', stock: ['b9'] });
    expect(s.trumpCard).toBe('g4');
    expect(s.stock[0]).toBe('b9');
    for (let seat = 0; seat < players; seat++) expect(engine.view(s, seat).trumpCard).toBe('g4');
    expect(engine.view(s, null).trumpCard).toBe('g4');
  });

  it('„Karte mit Zahl: ihre Farbe ist Leitbranche (Trumpf) – ihre Karten stechen alle anderen Farben.“', () => {
    const h = hands([['b13'], ['g1'], ['b12'], ['b11']]);
    let s = dealt(players, 1, { hands: h, trumpCard: 'g9', firstDealer: players - 1 });
    expect(s.trump).toBe('green');
    expect(s.phase.kind).toBe('bid');
    s = run(s, ...h.map(() => bid(0)), ...h.map((c) => play(c[0]!)));
    expect(s.history[0]!.tricks[1]).toBe(1);
  });

  it('„Praktikant: keine Leitbranche in dieser Runde.“', () => {
    const h = hands([['b2'], ['g13'], ['b1'], ['y13']]);
    let s = dealt(players, 1, { hands: h, trumpCard: 'P2', firstDealer: players - 1 });
    expect(s.trump).toBeNull();
    expect(s.phase.kind).toBe('bid');
    s = run(s, ...h.map(() => bid(0)), ...h.map((c) => play(c[0]!)));
    expect(s.history[0]!.tricks[0]).toBe(1);
  });

  it('„CEO: der Geber sieht sein Blatt an und bestimmt die Leitbranche.“', () => {
    const s = dealt(players, 3, { trumpCard: 'C2', firstDealer: 0 });
    const dealer = s.dealer;
    expect(s.phase.kind).toBe('chooseTrump');
    expect(engine.toAct(s)).toEqual([dealer]);
    expect(engine.view(s, dealer).hand).toHaveLength(3);
    expect(engine.legalActions(s, dealer).map((a) => a.type === 'chooseTrump' && a.suit)).toEqual([
      'blue',
      'red',
      'green',
      'yellow',
    ]);
    const other = (dealer + 1) % players;
    expect(engine.explain(s, other, { type: 'chooseTrump', suit: 'red' })?.code).toBe('COMMON_NOT_YOUR_TURN');
    expect(engine.explain(s, dealer, { type: 'chooseTrump', suit: 'pink' as 'red' })?.code).toBe(
      'BOSS_UNKNOWN_SUIT',
    );
    expect(engine.explain(s, dealer, { type: 'bid', bid: 0 })?.code).toBe('BOSS_TRUMP_CHOICE_PENDING');
    expect(engine.defaultAction(s, dealer)).toBeNull();
    const r = engine.apply(s, dealer, { type: 'chooseTrump', suit: 'yellow' });
    expect(r.state.trump).toBe('yellow');
    expect(r.state.phase).toEqual({ kind: 'bid', next: (dealer + 1) % players });
    expect(r.events).toEqual([{ type: 'trumpChosen', seat: dealer, suit: 'yellow' }]);
  });

  it('„Letzte Runde: alle Karten sind verteilt – es gibt keine Leitbranche.“', () => {
    if (players === 2) {
      // Zu zweit is the last round 30 with a trump card until the pile is used up (tested in rounds).
      expect(dealt(2, 30).trumpCard).not.toBeNull();
      return;
    }
    const s = dealt(players, roundsFor(players));
    expect(s.hands.flat()).toHaveLength(60);
    expect(s.trumpCard).toBeNull();
    expect(s.trump).toBeNull();
    expect(s.phase.kind).toBe('bid');
  });
});
