/** Speedboss computers by level. */
import { bossEasy } from './boss-easy.js';
import type { GamePlayers, Player } from './types.js';

export const bossPlayers: GamePlayers = {
  easy: bossEasy as unknown as Player,
};
