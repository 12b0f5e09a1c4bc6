// Section "Ausspielen" and "Wer gewinnt den Stich?".
import { describe, expect, it } from 'vitest';
import type { Card } from './cards.js';
import { engine } from './engine.js';
import { bid, dealt, play, run, thrown } from './fixtures.test-util.js';
import type { BossState } from './state.js';
import { winningIndex } from './trick.js';

const cardsOf = (s: BossState, seat: number) =>
  engine.legalActions(s, seat).flatMap((a) => (a.type === 'play' ? [a.card] : []));

/** Round 3 with fixed hands, dealer = last seat (seat 0 leads), everyone bid 0 (dealer 1 if needed). */
function playing(players: number, hands: Card[][], trumpCard = 'y1'): BossState {
  const s = dealt(players, 3, {
    hands: hands.slice(0, players),
    trumpCard,
    firstDealer: (2 * players - 3) % players,
  });
  return run(s, ...Array.from({ length: players }, () => bid(0)));
}

describe.each([2, 3, 4])('Ausspielen, %i players', (players) => {
  const hands: Card[][] = [
    ['r5', 'b3', 'g2'],
    ['r9', 'b4', 'P1'],
    ['b10', 'g9', 'C1'],
    ['r2', 'P2', 'g12'],
  ];

  it('„Links vom Geber wird der erste Stich ausgespielt, danach spielt aus, wer den letzten Stich gewonnen hat.“', () => {
    let s = playing(players, hands);
    expect(s.dealer).toBe(players - 1);
    expect(s.phase).toEqual({ kind: 'play', next: 0 });
    expect(engine.view(s, 1).leader).toBe(0);
    const leads: Record<number, Card> = { 0: 'r5', 1: 'r9', 2: 'b10', 3: 'r2' };
    s = run(s, ...Array.from({ length: players }, (_, i) => play(leads[i]!)));
    // r9 wins the red trick (at 3+ players b10 does not follow, no trump yellow)
    expect(s.tricks[0]!.winner).toBe(1);
    expect(s.phase).toEqual({ kind: 'play', next: 1 });
  });

  it('„Bedienpflicht: Wer eine Karte der ausgespielten Farbe hat, muss sie bedienen.“', () => {
    let s = playing(players, hands);
    s = run(s, play('b3'));
    expect(cardsOf(s, 1).sort()).toEqual(['P1', 'b4']);
    const err = thrown(() => engine.apply(s, 1, play('r9')));
    expect(err).toMatchObject({ code: 'BOSS_MUST_FOLLOW', params: { suit: 'blue' } });
    expect((err as { de: string }).de).toBe(
      'Bedienpflicht: Du hast noch Blau auf der Hand und musst bedienen (CEO und Praktikant gehen immer).',
    );
  });

  it('„Wer keine hat, darf jede Karte legen, auch die Leitbranche.“', () => {
    const h: Card[][] = [
      ['g5', 'b3', 'g2'],
      ['y9', 'b4', 'r1'],
      ['y10', 'b9', 'C1'],
      ['r2', 'y2', 'b12'],
    ];
    let s = playing(players, h, 'y1');
    s = run(s, play('g5'));
    expect(cardsOf(s, 1).sort()).toEqual(['b4', 'r1', 'y9']);
    s = run(s, play('y9'));
    if (players === 2) expect(s.tricks[0]!.winner).toBe(1);
    else expect(engine.view(s, 0).winningSeat).toBe(1);
  });

  it('„CEO und Praktikant dürfen immer gelegt werden – auch wenn man bedienen könnte.“', () => {
    const h: Card[][] = [
      ['r5', 'b3', 'g2'],
      ['r9', 'C2', 'P1'],
      ['r10', 'P3', 'C1'],
      ['r2', 'P2', 'C3'],
    ];
    const s = run(playing(players, h), play('r5'));
    expect(cardsOf(s, 1).sort()).toEqual(['C2', 'P1', 'r9']);
    expect(engine.explain(s, 1, play('C2'))).toBeNull();
    expect(engine.explain(s, 1, play('P1'))).toBeNull();
  });

  it('„Wird ein CEO ausgespielt, gewinnt er den Stich; alle anderen dürfen dann beliebige Karten legen.“', () => {
    const h: Card[][] = [
      ['C4', 'b3', 'g2'],
      ['r9', 'b4', 'y13'],
      ['r10', 'b9', 'C1'],
      ['r2', 'y12', 'b12'],
    ];
    let s = run(playing(players, h), play('C4'));
    expect(cardsOf(s, 1).sort()).toEqual(['b4', 'r9', 'y13']);
    s = run(s, ...[play('y13'), play('C1'), play('y12')].slice(0, players - 1));
    expect(s.tricks[0]!.winner).toBe(0);
  });

  it('„Wird ein Praktikant ausgespielt, bestimmt die erste Karte mit Zahl danach, welche Farbe bedient werden muss.“', () => {
    const h: Card[][] = [
      ['P4', 'b3', 'g2'],
      ['P1', 'b4', 'g13'],
      ['r10', 'b9', 'g1'],
      ['r2', 'b12', 'y12'],
    ];
    let s = run(playing(players, h), play('P4'));
    expect(cardsOf(s, 1).sort()).toEqual(['P1', 'b4', 'g13']);
    if (players === 2) {
      s = run(s, play('b4'));
      expect(s.tricks[0]!.winner).toBe(1);
      return;
    }
    s = run(s, play('P1'));
    expect(engine.view(s, 2).ledSuit).toBeNull();
    expect(cardsOf(s, 2).sort()).toEqual(['b9', 'g1', 'r10']);
    s = run(s, play('g1'));
    if (players === 4) {
      expect(engine.view(s, 3).ledSuit).toBe('green');
      expect(cardsOf(s, 3).sort()).toEqual(['b12', 'r2', 'y12']); // no green: anything
      s = run(s, play('r2'));
    }
    expect(s.tricks[0]!.winner).toBe(2);
  });

  it('„Wer gewinnt den Stich? Der erste CEO – sonst die höchste Karte der Leitbranche – sonst die höchste Karte der ausgespielten Farbe.“', () => {
    expect(winningIndex(['r3', 'C1', 'y13', 'C2'], 'yellow')).toBe(1);
    expect(winningIndex(['r13', 'y2', 'y5', 'r12'], 'yellow')).toBe(2);
    expect(winningIndex(['r3', 'b13', 'r7', 'g13'], 'yellow')).toBe(2);
    expect(winningIndex(['r3', 'b13', 'r7', 'g13'], null)).toBe(2);
    expect(winningIndex(['P1', 'g3', 'g9', 'r13'], 'blue')).toBe(2);
    const h: Card[][] = [
      ['r3', 'b3', 'g2'],
      ['r13', 'b4', 'g13'],
      ['y2', 'b9', 'g1'],
      ['r2', 'b12', 'y12'],
    ];
    const s = run(
      playing(players, h),
      ...[play('r3'), play('r13'), play('y2'), play('r2')].slice(0, players),
    );
    expect(s.tricks[0]!.winner).toBe(players >= 3 ? 2 : 1);
  });

  it('a card not in the hand, an unknown card, or playing out of turn is refused with its code', () => {
    const s = playing(players, hands);
    expect(engine.explain(s, 0, play('y7'))?.code).toBe('BOSS_NOT_IN_HAND');
    expect(engine.explain(s, 0, play('z9'))?.code).toBe('BOSS_UNKNOWN_CARD');
    expect(engine.explain(s, 0, { type: 'play', card: 7 } as never)?.code).toBe('BOSS_UNKNOWN_CARD');
    expect(engine.explain(s, 1, play('r9'))?.code).toBe('COMMON_NOT_YOUR_TURN');
    expect(engine.explain(s, 0, bid(1))?.code).toBe('BOSS_NOT_BIDDING');
    expect(engine.explain(s, 0, { type: 'chooseTrump', suit: 'red' })?.code).toBe('BOSS_NOT_CHOOSING_TRUMP');
    expect(engine.explain(s, 0, { type: 'fold' } as never)?.code).toBe('COMMON_UNKNOWN_ACTION');
    expect(engine.explain(s, 7, play('r5'))?.code).toBe('COMMON_BAD_SEAT');
    expect(thrown(() => engine.apply(s, 1, play('r9')))).toMatchObject({ code: 'COMMON_NOT_YOUR_TURN' });
  });
});
