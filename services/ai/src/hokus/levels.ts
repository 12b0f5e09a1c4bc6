/** Speedhokus computers by level (player.ts), each with the character of its seat. */

import type { GamePlayers, Player } from '../players/types.js';
import { makeHokusPlayer } from './player.js';

export const hokusPlayers: GamePlayers = {
  easy: makeHokusPlayer('easy') as unknown as Player,
  normal: makeHokusPlayer('normal') as unknown as Player,
  strong: makeHokusPlayer('strong') as unknown as Player,
};
