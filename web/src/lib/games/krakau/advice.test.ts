import { describe, expect, it } from 'vitest';
import { actionText, oddsRows } from './advice';

describe('the lamp and the odds', () => {
  it('puts an advised action in words', () => {
    expect(actionText({ type: 'bid', value: 120 })).toBe('Reizen 120');
    expect(actionText({ type: 'pass' })).toBe('Passen');
    expect(actionText({ type: 'play', card: 'Kh', meld: true })).toBe('K♥ spielen (Melduję!)');
    expect(actionText({ type: 'give', card: '9s', to: 1 })).toBe('9♠ an Platz 2 abgeben');
    expect(actionText(null)).toBe('');
  });
  it('reads the odds in the shapes the AI service may answer, and nothing from anything else', () => {
    expect(
      oddsRows([
        { bid: 120, chance: 0.4 },
        { bid: 110, chance: 0.725 },
      ]),
    ).toEqual([
      { bid: 110, percent: 73 },
      { bid: 120, percent: 40 },
    ]);
    expect(oddsRows({ bids: [{ value: 100, probability: 90 }] })).toEqual([{ bid: 100, percent: 90 }]);
    expect(oddsRows({ '110': 0.5, '120': 0.25 })).toEqual([
      { bid: 110, percent: 50 },
      { bid: 120, percent: 25 },
    ]);
    expect(oddsRows(null)).toEqual([]);
    expect(oddsRows('x')).toEqual([]);
    expect(oddsRows([{ bid: 'a' }])).toEqual([]);
  });
});
