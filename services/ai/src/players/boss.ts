/** Speedboss computers by level. */
import { bossEasy } from './boss-easy.js';
import { bossNormal } from './boss-normal.js';
import { bossStrong } from './boss-strong.js';
import type { GamePlayers, Player } from './types.js';

export const bossPlayers: GamePlayers = {
  easy: bossEasy as unknown as Player,
  normal: bossNormal as unknown as Player,
  strong: bossStrong as unknown as Player,
};
