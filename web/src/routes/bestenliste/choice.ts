/**
 * What the Bestenliste shows, as its address says it: `?spiel=krakau&zeit=immer` or
 * `?spiel=boss&monat=2026-11` (the current month when absent). End boards link here by game.
 */
import { type GameId, isGameId, MONTH_PATTERN } from '@spielcenter/proto';

export type Period = 'month' | 'all';

export interface Choice {
  readonly game: GameId;
  readonly period: Period;
  /** The month shown for period month ("2026-12"), never after the current one. */
  readonly month: string;
}

export function readChoice(params: URLSearchParams, fallback: GameId, currentMonth: string): Choice {
  const game = params.get('spiel');
  const month = params.get('monat');
  return {
    game: isGameId(game) ? game : fallback,
    period: params.get('zeit') === 'immer' ? 'all' : 'month',
    month: month && MONTH_PATTERN.test(month) && month <= currentMonth ? month : currentMonth,
  };
}

/** The address of a choice; the current month and the month period stay implicit. */
export function choiceHref(choice: Choice, currentMonth: string): string {
  const params = new URLSearchParams({ spiel: choice.game });
  if (choice.period === 'all') params.set('zeit', 'immer');
  else if (choice.month !== currentMonth) params.set('monat', choice.month);
  return `/bestenliste?${params}`;
}
