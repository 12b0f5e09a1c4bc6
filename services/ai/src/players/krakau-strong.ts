/**
 * Speedkrakau, level "stark": more trial games and distributions than "normal", bids tighter,
 * weighs more gift plans (and the Bomba against the best of them), and solves the last tricks of
 * every sampled deal exactly (alpha-beta, declarer against the two defenders), so a marriage is
 * melded when it pays most. Sized for ≤ 1 s p95 per decision on one core.
 */
import { type KrakauSettings, makeKrakauPlayer } from './krakau/player.js';

export const KRAKAU_STRONG: KrakauSettings = {
  bidSamples: 1200,
  playSamples: 200,
  giveSamples: 100,
  giftCandidates: 4,
  minSamples: 60,
  bidMargin: 0,
  bombaMargin: 0,
  exactTricks: 3,
  budgetShare: 0.8,
};

export const krakauStrong = makeKrakauPlayer(KRAKAU_STRONG);
