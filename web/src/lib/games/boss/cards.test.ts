import { describe, expect, it } from 'vitest';
import { cardFace, seatPosition, sortHand } from './cards';

describe('card faces', () => {
  it('names the employees, CEOs and interns in German', () => {
    expect(cardFace('r7')).toMatchObject({ tone: 'red', sign: '7', title: 'Teamleiter', subtitle: 'Rot' });
    expect(cardFace('C2')).toMatchObject({ tone: 'ceo', title: 'CEO' });
    expect(cardFace('P1')).toMatchObject({ tone: 'intern', title: 'Praktikant' });
  });
});

describe('hand order', () => {
  it('puts CEOs first, then trump, the other firms high to low, interns last', () => {
    expect(sortHand(['P2', 'b3', 'r7', 'C1', 'r13', 'g2', 'b12'], 'red')).toEqual([
      'C1',
      'r13',
      'r7',
      'b12',
      'b3',
      'g2',
      'P2',
    ]);
  });
});

describe('seat positions', () => {
  it('places the others around the viewer', () => {
    expect([0, 1, 2, 3].map((s) => seatPosition(s, 0, 4))).toEqual(['bottom', 'left', 'top', 'right']);
    expect([0, 1, 2].map((s) => seatPosition(s, 2, 3))).toEqual(['left', 'right', 'bottom']);
    expect(seatPosition(1, 0, 2)).toBe('top');
  });
});
