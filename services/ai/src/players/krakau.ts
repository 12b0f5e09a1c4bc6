/** Speedkrakau computers by level (seeded random legal play until its own computers are written). */
import { randomLegal } from './random.js';
import type { GamePlayers } from './types.js';

export const krakauPlayers: GamePlayers = {
  easy: randomLegal,
};
