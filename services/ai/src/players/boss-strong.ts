/**
 * Speedboss, level "stark": like "normal" with five times the deals per bid and twice per card, a
 * wider bid window; bids a little tighter (of two bids worth about the same, the lower: tricks
 * remain that others must swallow); every sampled deal is played to the end with the last tricks
 * searched exactly, and a decision with few tricks left is searched exactly on every deal.
 * Sized for ≤ 1 s p95 on one core.
 */
import { EXACT_TRICKS, exactPoints, exactValues, ROLLOUT_EXACT_TRICKS } from './boss/endgame.js';
import { type BossSettings, makeBossPlayer } from './boss/player.js';
import { rolloutUntil } from './boss/policy.js';
import type { BossSim } from './boss/sim.js';

function playOut(sim: BossSim, seat: number): number {
  rolloutUntil(sim, ROLLOUT_EXACT_TRICKS[sim.players] ?? 0);
  return sim.tricksLeft === 0 ? sim.points(seat) : exactPoints(sim, seat);
}

export const STRONG: BossSettings = {
  bidSamples: 3000,
  playSamples: 600,
  trumpSamples: 400,
  minSamples: 100,
  bidWindow: 4,
  tightness: 2,
  budgetShare: 0.8,
  playOut,
  exact: (sim, candidates, out) => exactValues(sim, candidates, out, EXACT_TRICKS[sim.players] ?? 0),
  exactNodes: 1_500_000,
};

export const bossStrong = makeBossPlayer(STRONG);
