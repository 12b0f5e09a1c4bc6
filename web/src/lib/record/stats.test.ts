import { describe, expect, it } from 'vitest';
import { count, ofRate, placesLine, rate, statsOfGame } from './stats';

describe('the statistics as the server sends them', () => {
  it('takes the asked game, keeps only numbers', () => {
    const data = [
      { game: 'boss', games: 1, wins: 0, places: [0, 1], points: 5, figures: {} },
      { game: 'krakau', games: 3, wins: 2, places: [2, 1], points: 130, figures: { bombas: 1, x: 'y' } },
    ];
    expect(statsOfGame(data, 'krakau')).toEqual({
      game: 'krakau',
      games: 3,
      wins: 2,
      places: [2, 1],
      points: 130,
      figures: { bombas: 1 },
    });
    expect(statsOfGame(data, 'hokus')).toBeNull();
    expect(statsOfGame({}, 'boss')).toBeNull();
    expect(statsOfGame([{ game: 'boss', games: '1' }], 'boss')).toBeNull();
  });

  it('words the numbers in German', () => {
    expect(count(1130)).toBe('1.130');
    expect(rate(2, 3)).toBe('67 %');
    expect(rate(0, 0)).toBe('–');
    expect(ofRate(3, 5)).toBe('3 von 5 (60 %)');
    expect(placesLine([3, 0, 1])).toBe('1. Platz 3× · 3. Platz 1×');
    expect(placesLine([])).toBe('–');
  });
});
