import { describe, expect, it } from 'vitest';
import { chancesFrom, firstChoice, numberRange, stepNumber, visibleNumbers } from './numbers';
import { legalOf, newShow, play } from './show.test-util';

describe('the number row', () => {
  it('takes its range from the legal announcements, none while placing the first hat', () => {
    const s = newShow(3);
    expect(numberRange(legalOf(s))).toBeNull();
    const placed = play(
      s,
      [0, { type: 'place', hat: 'A1' }],
      [1, { type: 'place', hat: 'B1' }],
      [2, { type: 'place', hat: 'C1' }],
    );
    expect(numberRange(legalOf(placed, 0))).toEqual({ min: 1, max: 3 });
    const bid = play(placed, [0, { type: 'announce', n: 2 }]);
    expect(numberRange(legalOf(bid, 1))).toEqual({ min: 3, max: 3 });
  });

  it('shows all numbers up to ten, else a window of ten that keeps the chosen one in view', () => {
    expect(visibleNumbers({ min: 3, max: 7 }, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(visibleNumbers({ min: 1, max: 24 }, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visibleNumbers({ min: 1, max: 24 }, 12)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(visibleNumbers({ min: 1, max: 24 }, 24)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  });

  it('moves with the arrow keys, Home and End, within the range', () => {
    const row = { min: 2, max: 9 };
    expect(stepNumber('ArrowRight', 4, row)).toBe(5);
    expect(stepNumber('ArrowUp', 9, row)).toBe(9);
    expect(stepNumber('ArrowLeft', 2, row)).toBe(2);
    expect(stepNumber('ArrowDown', 5, row)).toBe(4);
    expect(stepNumber('Home', 5, row)).toBe(2);
    expect(stepNumber('End', 5, row)).toBe(9);
    expect(stepNumber('x', 5, row)).toBeNull();
  });

  it('offers first the lowest number that does not hit the own skunk', () => {
    expect(firstChoice({ min: 1, max: 6 }, [1, 2, 3, 4, 5, 6])).toBe(1);
    expect(firstChoice({ min: 1, max: 6 }, [])).toBe(1);
    expect(firstChoice({ min: 3, max: 6 }, [3, 4])).toBe(5);
  });

  it("reads the advisor's chances of announcements only, as shares between 0 and 1", () => {
    const chances = chancesFrom([
      { action: { type: 'announce', n: 2 }, value: 0.8 },
      { action: { type: 'announce', n: 3 }, value: 0.45 },
      { action: { type: 'pass' }, value: 0.3 },
      { action: { type: 'announce', n: 4 }, value: 7 },
      null,
    ]);
    expect([...chances]).toEqual([
      [2, 0.8],
      [3, 0.45],
    ]);
  });
});
