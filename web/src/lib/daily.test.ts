import { describe, expect, it } from 'vitest';
import { dailyDateLong, dailyDateShort } from './daily';

describe('the Tagesblatt’s day in German', () => {
  it('names the server’s day, whatever the browser’s time zone', () => {
    expect(dailyDateLong('2026-12-03')).toBe('Donnerstag, 3. Dezember 2026');
    expect(dailyDateLong('2027-01-01')).toBe('Freitag, 1. Januar 2027');
    expect(dailyDateShort('2026-12-03')).toBe('3.12.');
  });
  it('shows anything else as it came', () => {
    expect(dailyDateLong('heute')).toBe('heute');
    expect(dailyDateShort('2026-13-45')).toBe('2026-13-45');
  });
});
