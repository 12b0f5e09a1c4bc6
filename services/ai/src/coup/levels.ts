/**
 * Speedcoup computers by level (see coup/player.ts): leicht plays by rules of thumb, normal and
 * stark play every card out on sampled deals, Meister (solo only) samples for about a second.
 */

import type { GamePlayers, Player } from '../players/types.js';
import { type CoupSettings, makeCoupPlayer } from './player.js';

export const COUP_LEVELS: Readonly<Record<'easy' | 'normal' | 'strong' | 'master', CoupSettings>> = {
  easy: { samples: 0, guesses: 5, minSamples: 0, budgetShare: 0.8 },
  normal: { samples: 60, guesses: 0, minSamples: 12, budgetShare: 0.8 },
  strong: { samples: 240, guesses: 0, minSamples: 40, budgetShare: 0.8 },
  // "rund eine Sekunde je Karte": sampling runs until the budget's share is used
  master: { samples: 5000, guesses: 0, minSamples: 60, budgetShare: 0.7 },
};

export const coupPlayers: GamePlayers = {
  easy: makeCoupPlayer(COUP_LEVELS.easy) as unknown as Player,
  normal: makeCoupPlayer(COUP_LEVELS.normal) as unknown as Player,
  strong: makeCoupPlayer(COUP_LEVELS.strong) as unknown as Player,
  master: makeCoupPlayer(COUP_LEVELS.master) as unknown as Player,
};
