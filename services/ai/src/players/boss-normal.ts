/**
 * Speedboss, level "normal": plays the round many times in thought before the bid (the cards that
 * can still be out, the right leader, the bids made, weighted by how well a dealt hand explains
 * them), and plays every legal card out on sampled deals, remembering the played cards and voids
 * and who still needs tricks or is full (the rollout policy). Sized for ≤ 300 ms p95 on one core.
 */
import { type BossSettings, makeBossPlayer } from './boss/player.js';
import { policyPlayOut } from './boss/search.js';

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
