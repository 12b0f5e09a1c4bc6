import { describe, expect, it } from 'vitest';
import { isTop, seatPlace, seatRing } from './seats';

describe('the seat ring', () => {
  it('puts the own seat at the bottom and the others clockwise, for 2 to 5 seats', () => {
    expect(seatPlace(1, 1, 4)).toBe('bottom');
    expect(seatPlace(1, 0, 2)).toBe('top');
    expect([1, 2].map((s) => seatPlace(s, 0, 3))).toEqual(['left', 'right']);
    expect([1, 2, 3].map((s) => seatPlace(s, 0, 4))).toEqual(['left', 'top', 'right']);
    expect([1, 2, 3, 4].map((s) => seatPlace(s, 0, 5))).toEqual(['left', 'topleft', 'topright', 'right']);
  });
  it('turns with the own seat', () => {
    expect([2, 3, 4, 0].map((s) => seatPlace(s, 1, 5))).toEqual(['left', 'topleft', 'topright', 'right']);
    expect([0, 1, 2].map((s) => seatPlace(s, 2, 3))).toEqual(['left', 'right', 'bottom']);
    expect([3, 0, 1].map((s) => seatPlace(s, 2, 4))).toEqual(['left', 'top', 'right']);
    expect(seatRing(2, 3)).toEqual([
      { seat: 0, place: 'left' },
      { seat: 1, place: 'right' },
    ]);
  });
  it('knows the top row', () => {
    expect(['top', 'topleft', 'topright', 'left'].map((p) => isTop(p as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
