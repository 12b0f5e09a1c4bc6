/** Speedkrakau computers by level. */
import { krakauEasy } from './krakau-easy.js';
import { krakauNormal } from './krakau-normal.js';
import { krakauStrong } from './krakau-strong.js';
import type { GamePlayers, Player } from './types.js';

export const krakauPlayers: GamePlayers = {
  easy: krakauEasy as unknown as Player,
  normal: krakauNormal as unknown as Player,
  strong: krakauStrong as unknown as Player,
};
