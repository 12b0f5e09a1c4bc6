/** Speedhokus computers by level (hokus-player.ts), each with the character of its seat. */
import { makeHokusPlayer } from './hokus-player.js';
import type { GamePlayers, Player } from './types.js';

export const hokusPlayers: GamePlayers = {
  easy: makeHokusPlayer('easy') as unknown as Player,
  normal: makeHokusPlayer('normal') as unknown as Player,
  strong: makeHokusPlayer('strong') as unknown as Player,
};
