/** Speedkrakau computers by level. */
import { krakauEasy } from './krakau-easy.js';
import type { GamePlayers, Player } from './types.js';

export const krakauPlayers: GamePlayers = {
  easy: krakauEasy as unknown as Player,
};
