import type { Action, GameId, Level } from '@spielcenter/proto';
import { bossEasy } from './boss-easy.js';
import { randomLegal } from './random.js';
import type { Decision, GamePlayers, Player } from './types.js';

const LEVELS: readonly Level[] = ['easy', 'normal', 'strong', 'master'];

/** Every game's computers by level. Games without their own player yet use random legal play. */
export const PLAYERS: Record<GameId, GamePlayers> = {
  boss: { easy: bossEasy as unknown as Player },
  coup: { easy: randomLegal },
  cruise: { easy: randomLegal },
  krakau: { easy: randomLegal },
  hokus: { easy: randomLegal },
};

/** The player for a level, or the strongest weaker one that exists. */
export function playerFor(game: GameId, level: Level): Player {
  const players = PLAYERS[game];
  for (let i = LEVELS.indexOf(level); i >= 0; i--) {
    const p = players[LEVELS[i] as Level];
    if (p) return p;
  }
  return randomLegal;
}

export function decide(game: GameId, level: Level, d: Decision): Action {
  return playerFor(game, level)(d);
}

export type { Decision, GamePlayers, Player } from './types.js';
