/** Speedcruise computers by level (cruise-player.ts). */
import { makeCruisePlayer } from './cruise-player.js';
import type { GamePlayers, Player } from './types.js';

export const cruisePlayers: GamePlayers = {
  easy: makeCruisePlayer('easy') as unknown as Player,
  normal: makeCruisePlayer('normal') as unknown as Player,
  strong: makeCruisePlayer('strong') as unknown as Player,
};
