import { describe, expect, it } from 'vitest';
import { dailyResult as coupResult } from '../games/coup/daily-result';
import { dailyResult as hokusResult, laurelsText } from '../games/hokus/daily-result';
import { attemptText, dailyResultText, monthName, points, shiftMonth } from './words';

describe('the Bestenliste’s month in German', () => {
  it('names the server’s month, whatever the browser’s time zone', () => {
    expect(monthName('2026-12')).toBe('Dezember 2026');
    expect(monthName('2027-01')).toBe('Januar 2027');
    expect(monthName('2026-03')).toBe('März 2026');
  });
  it('shows anything else as it came', () => {
    expect(monthName('2026-13')).toBe('2026-13');
    expect(monthName('Dezember')).toBe('Dezember');
  });
  it('steps over the turn of the year both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
    expect(shiftMonth('nie', 1)).toBeNull();
  });
});

describe('numbers and daily results as the games name them', () => {
  it('writes points German style with a real minus', () => {
    expect(points(1234)).toBe('1.234');
    expect(points(-10)).toBe('−10');
  });
  it('Speedcoup: in which attempt the Tagescoup was made', () => {
    expect(attemptText(3)).toBe('im 3. Versuch');
    expect(dailyResultText({ dailyResult: coupResult }, { score: 1, place: 1, attempt: 12 })).toBe(
      'im 12. Versuch',
    );
  });
  it('Speedkrakau: the match points (no words of its own); Speedhokus: the place and the laurels', () => {
    expect(dailyResultText({}, { score: 1040, place: 1, attempt: null })).toBe('1.040 Punkte');
    expect(dailyResultText(null, { score: 1040, place: 1 })).toBe('1.040 Punkte');
    expect(dailyResultText({ dailyResult: hokusResult }, { score: 2, place: 1 })).toBe(
      'Platz 1 · 2 Lorbeeren',
    );
    expect(hokusResult({ score: 1, place: 3 })).toBe('Platz 3 · 1 Lorbeer');
    expect(laurelsText(0)).toBe('0 Lorbeeren');
  });
});
