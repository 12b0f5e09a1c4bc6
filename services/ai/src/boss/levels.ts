/**
 * Speedboss computers by level: leicht (easy.ts, rules of thumb), normal and stark (player.ts,
 * simulation on sampled deals with the simulator sim.ts), with their settings.
 */
import type { GamePlayers, Player } from '../players/types.js';
import { bossEasy } from './easy.js';
import { EXACT_TRICKS, exactPoints, exactValues, ROLLOUT_EXACT_TRICKS } from './endgame.js';
import { type BossSettings, makeBossPlayer } from './player.js';
import { rolloutUntil } from './policy.js';
import { policyPlayOut } from './search.js';
import type { BossSim } from './sim.js';

/**
 * Speedboss, level "normal": plays the round many times in thought before the bid (the cards that
 * can still be out, the right leader, the bids made, weighted by how well a dealt hand explains
 * them), and plays every legal card out on sampled deals, remembering the played cards and voids
 * and who still needs tricks or is full (the rollout policy). Sized for ≤ 300 ms p95 on one core.
 */
export const NORMAL: BossSettings = {
  bidSamples: 600,
  playSamples: 300,
  trumpSamples: 150,
  minSamples: 60,
  bidWindow: 3,
  tightness: 0,
  budgetShare: 0.8,
  playOut: policyPlayOut,
};

export const bossNormal = makeBossPlayer(NORMAL);

/**
 * Speedboss, level "stark": like "normal" with five times the deals per bid and twice per card, a
 * wider bid window; bids a little tighter (of two bids worth about the same, the lower: tricks
 * remain that others must swallow); every sampled deal is played to the end with the last tricks
 * searched exactly, and a decision with few tricks left is searched exactly on every deal.
 * Sized for ≤ 1 s p95 on one core.
 */
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

export const bossPlayers: GamePlayers = {
  easy: bossEasy as unknown as Player,
  normal: bossNormal as unknown as Player,
  strong: bossStrong as unknown as Player,
};
