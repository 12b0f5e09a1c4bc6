/**
 * Cruise mode (Kreuzfahrt-Modus): ten routes of ten stations, each with five lucky and five
 * unlucky events in its own order. Only the engine reads this table: a view shows the stations
 * passed and the next event, and the package index does not export it (it would tell the future).
 */
import type { EventId } from './route-events.js';

export interface Route {
  readonly index: number;
  readonly name: string;
  /** The event at stations 1..10. */
  readonly stations: readonly EventId[];
}

/** Ten routes: each five lucky and five unlucky events, in their own order. */
export const ROUTES: readonly Route[] = (
  [
    [
      'Nordlandfahrt',
      'freeSeating heavySeas captainsDinner barClosed happyHour storm galaEvening customs tableForOne barRush',
    ],
    [
      'Mittelmeer',
      'storm captainsDinner barRush freeSeating luggageLimit pursersBonus heavySeas happyHour customs galaEvening',
    ],
    [
      'Karibik',
      'happyHour barClosed tableForOne storm pursersBonus heavySeas captainsDinner luggageLimit freeSeating customs',
    ],
    [
      'Fjorde',
      'heavySeas tableForOne customs galaEvening barRush freeSeating storm pursersBonus barClosed captainsDinner',
    ],
    [
      'Ostsee',
      'captainsDinner luggageLimit galaEvening barRush happyHour customs freeSeating heavySeas pursersBonus storm',
    ],
    [
      'Kanaren',
      'barClosed freeSeating storm happyHour customs tableForOne luggageLimit galaEvening barRush pursersBonus',
    ],
    [
      'Adria',
      'tableForOne barRush pursersBonus luggageLimit captainsDinner barClosed galaEvening storm happyHour heavySeas',
    ],
    [
      'Britische Inseln',
      'customs galaEvening heavySeas tableForOne barClosed captainsDinner barRush freeSeating luggageLimit happyHour',
    ],
    [
      'Orient',
      'pursersBonus storm freeSeating customs galaEvening luggageLimit tableForOne barClosed captainsDinner heavySeas',
    ],
    [
      'Weltreise',
      'galaEvening barRush happyHour heavySeas freeSeating storm pursersBonus customs tableForOne luggageLimit',
    ],
  ] as const
).map(([name, events], index) => ({ index, name, stations: events.split(' ') as EventId[] }));

/** Seated passengers between two stations. */
export const PASSENGERS_PER_STATION = 6;
export const STATION_COUNT = 10;
/** Extra points for the trigger of the last station. */
export const LAST_STATION_BONUS = 5;
