/**
 * Das Tagesblatt: alone against two strong computers to 500 with the standard rules; everyone
 * gets the same cards game by game on one day (config `deck`; a redeal for four nines and any game
 * past the list are shuffled from the table's seed, which the gateway also takes from the day).
 * Light (cards and the seeded shuffle only), for the declaration in `./game`.
 */
import { Rng } from '@spielcenter/proto/light';
import { DECK } from './rules/cards.js';

/** Fixed deals per day: a short match rarely needs more than 30 games; past these, the seed deals. */
export const DAILY_DEALS = 60;

/** The day's deals from the server's secret seed of that day: `count` orders of the 24 cards. */
export function dailyDeals(seed: string, count = DAILY_DEALS): string[][] {
  const rng = Rng.fromSeed(`krakau:daily:${seed}`);
  return Array.from({ length: count }, () => rng.shuffle(DECK));
}

/** The engine config of the day's table (as `dailyConfig` parses it), with the date to show. */
export function dailyTable(
  seed: string,
  date: string,
): { players: 3; target: 500; deck: string[][]; daily: string } {
  return { players: 3, target: 500, deck: dailyDeals(seed), daily: date };
}
