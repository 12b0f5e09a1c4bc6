import { describe, expect, it } from 'vitest';
import { bidButtons, bidKey, NO_TENS } from './bid-keys';

function type(keys: string[], max: number, chosenTens = 0): (number | null)[] {
  let state = NO_TENS;
  const bids: (number | null)[] = [];
  for (const k of keys) {
    const r = bidKey(state, k, max, chosenTens);
    state = r.state;
    if (r.bid !== null) bids.push(r.bid);
  }
  return bids;
}

describe('bid keys', () => {
  it('bids a digit at once when the round has at most 9 tricks', () => {
    expect(type(['3'], 5)).toEqual([3]);
    expect(type(['0'], 1)).toEqual([0]);
    expect(type(['9'], 9)).toEqual([9]);
  });

  it('ignores digits above the round and other keys', () => {
    expect(type(['6'], 5)).toEqual([]);
    expect(type(['x', 'Shift'], 5)).toEqual([]);
  });

  it('holds a tens digit from 10 tricks on: 1 then 3 is 13', () => {
    expect(type(['1', '3'], 15)).toEqual([13]);
    expect(type(['1', '0'], 10)).toEqual([10]);
    expect(bidKey(NO_TENS, '1', 15)).toEqual({ state: { tens: 1 }, bid: null });
  });

  it('bids the held digit alone on Enter, clears it on Escape', () => {
    expect(type(['1', 'Enter'], 15)).toEqual([1]);
    expect(type(['1', 'Escape', '4'], 15)).toEqual([4]);
  });

  it('bids digits that cannot start a two-digit bid at once', () => {
    expect(type(['0'], 15)).toEqual([0]);
    expect(type(['2'], 15)).toEqual([2]); // 20 > 15
    expect(type(['2', '5'], 30)).toEqual([25]);
  });

  it('refuses a two-digit bid above the round', () => {
    expect(type(['1', '7'], 15)).toEqual([]);
  });

  it('adds the tens chosen on the panel: +10, then 3 is 13 (never 3)', () => {
    expect(type(['3'], 15, 1)).toEqual([13]);
    expect(type(['0'], 30, 2)).toEqual([20]);
    expect(type(['1'], 30, 1)).toEqual([11]);
    expect(type(['6'], 15, 1)).toEqual([]); // 16 > 15: nothing is sent
  });
});

describe('bid buttons', () => {
  it('has one button per number up to 10 tricks', () => {
    expect(bidButtons(10, 0)).toEqual({ digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], tensChoices: [] });
  });

  it('shows 0–9 plus the tens above 10 tricks', () => {
    expect(bidButtons(15, 0)).toEqual({ digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], tensChoices: [10] });
    expect(bidButtons(15, 1).digits).toEqual([10, 11, 12, 13, 14, 15]);
    expect(bidButtons(30, 0).tensChoices).toEqual([10, 20, 30]);
  });
});
