/** The per-game adapters of the tournament runner. */
import { engine as coup } from '@spielcenter/coup';
import { engine as cruise } from '@spielcenter/cruise';
import { engine as hokus } from '@spielcenter/hokus';
import { HOKUS_CAST } from '@spielcenter/hokus/characters';
import type { GameId } from '@spielcenter/proto';
import { type GameAdapter, wholeGame } from './adapter.js';
import { bossAdapter } from './boss-adapter.js';
import { krakauAdapter } from './krakau-adapter.js';

export const ADAPTERS: Readonly<Record<GameId, GameAdapter>> = {
  boss: bossAdapter,
  krakau: krakauAdapter,
  // The magicians are named from the cast (a name is a style) as they sat before names decided:
  // at four, Vorsichtig, Bluffer, Rechenkünstler, Glücksritter (docs/ai.md).
  hokus: wholeGame('hokus', hokus, 4, 'a show: from the first round to the second laurel', (_d, players) => ({
    players,
    names: Array.from(
      { length: players },
      (_v, seat) => HOKUS_CAST[(seat + 2 * (players - 3)) % HOKUS_CAST.length],
    ),
  })),
  cruise: wholeGame('cruise', cruise, 3, 'a cruise: one whole game in cruise mode', (_d, players) => ({
    players,
    mode: 'cruise',
  })),
  coup: wholeGame(
    'coup',
    coup,
    4,
    'an attempt at a coup (score 1 = success), coups 1..50 in turn',
    (d, players) => ({
      players,
      coup: 1 + (d % 50),
    }),
  ),
};
