/** Speedcruise computers by level (player.ts). */

import type { GamePlayers, Player } from '../players/types.js';
import { makeCruisePlayer } from './player.js';

export const cruisePlayers: GamePlayers = {
  easy: makeCruisePlayer('easy') as unknown as Player,
  normal: makeCruisePlayer('normal') as unknown as Player,
  strong: makeCruisePlayer('strong') as unknown as Player,
};
