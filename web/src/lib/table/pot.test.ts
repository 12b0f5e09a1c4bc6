import { describe, expect, it } from 'vitest';
import { potLine } from './pot';

describe('the pot on the end board', () => {
  it('names the winner, the equal parts of a tie, the house, and nothing for an unstaked table', () => {
    expect(potLine({ amount: 100, house: 0, winners: [{ seat: 1, name: 'Bert', amount: 100 }] })).toBe(
      'Topf 100 Taler → Bert',
    );
    expect(
      potLine({
        amount: 75,
        house: 0,
        winners: [
          { seat: 0, name: 'Anna', amount: 38 },
          { seat: 2, name: 'Cleo', amount: 37 },
        ],
      }),
    ).toBe('Topf 75 Taler geteilt → Anna 38, Cleo 37');
    expect(potLine({ amount: 50, house: 50, winners: [] })).toBe(
      'Topf 50 Taler → an das Haus (kein zahlender Mensch mehr am Tisch)',
    );
    expect(potLine({ amount: 0, house: 0, winners: [] })).toBeNull();
    expect(potLine(null)).toBeNull();
  });
});
