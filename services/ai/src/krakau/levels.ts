/**
 * Speedkrakau computers by level: leicht (easy.ts, rules of thumb), normal and stark (player.ts,
 * trial games and rollouts on sampled distributions with the simulator sim.ts), with their settings.
 */
import type { GamePlayers, Player } from '../players/types.js';
import { krakauEasy } from './easy.js';
import { type KrakauSettings, makeKrakauPlayer } from './player.js';

/**
 * Speedkrakau, level "normal": bids after trial games with sampled musiks, counts the cards, and
 * plays every legal card out in imagined distributions (policy rollouts). Sized for ≤ 300 ms p95
 * per decision on one core.
 */
export const KRAKAU_NORMAL: KrakauSettings = {
  bidSamples: 400,
  playSamples: 150,
  giveSamples: 60,
  giftCandidates: 3,
  minSamples: 40,
  bidMargin: 10,
  bombaMargin: 30,
  exactTricks: 0,
  budgetShare: 0.8,
};

export const krakauNormal = makeKrakauPlayer(KRAKAU_NORMAL);

/**
 * Speedkrakau, level "stark": more trial games and distributions than "normal", bids tighter,
 * weighs more gift plans (and the Bomba against the best of them), and solves the last tricks of
 * every sampled deal exactly (alpha-beta, declarer against the two defenders), so a marriage is
 * melded when it pays most. Sized for ≤ 1 s p95 per decision on one core.
 *
 * "Knapper": it raises while the next bid's trial games are worth at most 30 less than passing.
 * The trial games play the declarer's cards by the simple rules, and the searching levels at the
 * table make more of a hand than that (declaring against normal opponents they make about 85 % of
 * their games), so the trial value is pessimistic; measured in duplicate games against "normal"
 * (docs/ai.md), raising the threshold's slack from +10 (normal) over 0 to −35 paid more each step.
 */
export const KRAKAU_STRONG: KrakauSettings = {
  bidSamples: 1200,
  playSamples: 200,
  giveSamples: 100,
  giftCandidates: 4,
  minSamples: 60,
  bidMargin: -30,
  bombaMargin: 0,
  exactTricks: 3,
  budgetShare: 0.8,
};

export const krakauStrong = makeKrakauPlayer(KRAKAU_STRONG);

export const krakauPlayers: GamePlayers = {
  easy: krakauEasy as unknown as Player,
  normal: krakauNormal as unknown as Player,
  strong: krakauStrong as unknown as Player,
};
