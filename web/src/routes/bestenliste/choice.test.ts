import { describe, expect, it } from 'vitest';
import { choiceHref, readChoice } from './choice';

const now = '2026-12';
const read = (query: string) => readChoice(new URLSearchParams(query), 'boss', now);

describe('the Bestenliste’s address', () => {
  it('reads game, period and month', () => {
    expect(read('spiel=krakau')).toEqual({ game: 'krakau', period: 'month', month: '2026-12' });
    expect(read('spiel=hokus&zeit=immer')).toEqual({ game: 'hokus', period: 'all', month: '2026-12' });
    expect(read('spiel=coup&monat=2026-03')).toEqual({ game: 'coup', period: 'month', month: '2026-03' });
  });
  it('falls back for an unknown game, a malformed or a future month', () => {
    expect(read('spiel=schach').game).toBe('boss');
    expect(read('monat=2026-13').month).toBe(now);
    expect(read('monat=2027-01').month).toBe(now);
  });
  it('writes only what differs from the current month', () => {
    expect(choiceHref({ game: 'krakau', period: 'month', month: now }, now)).toBe(
      '/bestenliste?spiel=krakau',
    );
    expect(choiceHref({ game: 'boss', period: 'month', month: '2026-11' }, now)).toBe(
      '/bestenliste?spiel=boss&monat=2026-11',
    );
    expect(choiceHref({ game: 'cruise', period: 'all', month: '2026-11' }, now)).toBe(
      '/bestenliste?spiel=cruise&zeit=immer',
    );
  });
  it('reads back what it writes', () => {
    const choice = { game: 'hokus', period: 'month', month: '2025-07' } as const;
    const href = choiceHref(choice, now);
    expect(read(href.split('?')[1] ?? '')).toEqual(choice);
  });
});
