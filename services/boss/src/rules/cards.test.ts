// Section "Die Karten": every sentence, plus the card notation.
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  cardNameDe,
  formatCard,
  isCard,
  parseCard,
  RANK_NAME_DE,
  SUITS,
  suitOf,
} from './cards.js';
import { engine } from './engine.js';
import { bid, dealt, play, run } from './fixtures.test-util.js';
import { winningIndex } from './trick.js';

describe('Die Karten', () => {
  it('„60 Karten: vier Firmen mit je 13 Angestellten, dazu 4 CEOs und 4 Praktikanten.“', () => {
    expect(ALL_CARDS).toHaveLength(60);
    expect(new Set(ALL_CARDS).size).toBe(60);
    const parsed = ALL_CARDS.map((c) => parseCard(c));
    expect(parsed.filter((p) => p?.kind === 'ceo')).toHaveLength(4);
    expect(parsed.filter((p) => p?.kind === 'intern')).toHaveLength(4);
    for (const suit of SUITS) {
      const ranks = parsed.flatMap((p) => (p?.kind === 'number' && p.suit === suit ? [p.rank] : []));
      expect(ranks.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    }
  });

  it('„Vier Farben (vier Firmen): Blau, Rot, Grün und Gelb.“', () => {
    expect(SUITS).toEqual(['blue', 'red', 'green', 'yellow']);
    expect(['b7', 'r7', 'g7', 'y7'].map(suitOf)).toEqual(['blue', 'red', 'green', 'yellow']);
    expect(cardNameDe('g7')).toBe('Grün 7 (Teamleiter)');
  });

  it('„Rangfolge der Angestellten (niedrig → hoch): 1 Aushilfe … 13 Vorstand.“', () => {
    expect(RANK_NAME_DE[1]).toBe('Aushilfe');
    expect(RANK_NAME_DE[13]).toBe('Vorstand');
    for (let low = 1; low < 13; low++) {
      expect(winningIndex([`r${low}`, `r${low + 1}`], null)).toBe(1);
      expect(winningIndex([`r${low + 1}`, `r${low}`], null)).toBe(0);
    }
  });

  it('„CEO (Boss): die höchste Karte. Der zuerst gelegte CEO gewinnt jeden Stich.“', () => {
    expect(winningIndex(['b13', 'C2', 'y13'], 'yellow')).toBe(1);
    expect(winningIndex(['C3', 'C1', 'r13'], 'red')).toBe(0);
    expect(winningIndex(['P1', 'r5', 'C4', 'C1'], 'red')).toBe(2);
  });

  it('„Praktikant: die niedrigste Karte. Er verliert jeden Stich – außer es liegen nur Praktikanten im Stich, dann gewinnt der erste.“', () => {
    expect(winningIndex(['P1', 'b1'], null)).toBe(1);
    expect(winningIndex(['b1', 'P1', 'P2'], null)).toBe(0);
    expect(winningIndex(['P3', 'P1', 'P2', 'P4'], 'red')).toBe(0);
    expect(winningIndex(['P2', 'P4'], null)).toBe(0);
  });

  it.each([2, 3, 4])('a trick of interns alone goes to the first intern, %i players', (players) => {
    const hands = Array.from({ length: players }, (_, s) => [`P${s + 1}`]);
    let s = dealt(players, 1, { hands, trumpCard: 'r1', firstDealer: players - 1 });
    s = run(s, ...Array.from({ length: players }, () => bid(0)));
    const applied = hands.map((h) => play(h[0] as string));
    s = run(s, ...applied);
    expect(s.history[0]?.tricks[0]).toBe(1);
  });

  it('notation: b/r/g/y + rank, C1..C4 for CEOs, P1..P4 for interns', () => {
    expect(parseCard('r7')).toEqual({ kind: 'number', suit: 'red', rank: 7 });
    expect(parseCard('C1')).toEqual({ kind: 'ceo', n: 1 });
    expect(parseCard('P3')).toEqual({ kind: 'intern', n: 3 });
    expect(parseCard('r14')).toBeNull();
    expect(parseCard('x1')).toBeNull();
    expect(isCard('y13')).toBe(true);
    for (const c of ALL_CARDS) expect(formatCard(parseCard(c)!)).toBe(c);
    expect(engine.id).toBe('boss');
  });
});
