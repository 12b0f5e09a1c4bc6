/** A new match: zero scores, then the first deal. */
import { Rng } from '@spielcenter/proto';
import type { KrakauConfig } from './config.js';
import { dealGame } from './deal.js';
import type { KrakauState, Round } from './state.js';

export function setup(config: KrakauConfig, seed: string): KrakauState {
  const n = config.players;
  const zeros = Array.from({ length: n }, () => 0);
  const state: KrakauState = {
    config,
    rng: Rng.fromSeed(`krakau:${seed}`).save(),
    gameNo: 0,
    scores: zeros,
    barrel: zeros,
    bombasUsed: zeros,
    phase: { kind: 'over' },
    round: {} as Round,
    history: [],
    stats: zeros.map(() => ({ declarer: 0, gamesMade: 0, marriages: 0, bombas: 0, bestGame: 0 })),
    winner: null,
  };
  // The last seat deals first, so seat 0 holds the forced bid of the first game.
  dealGame(state, n - 1, false);
  return state;
}
