/**
 * Speedkrakau, level "normal": bids after trial games with sampled musiks, counts the cards, and
 * plays every legal card out in imagined distributions (policy rollouts). Sized for ≤ 300 ms p95
 * per decision on one core.
 */
import { type KrakauSettings, makeKrakauPlayer } from './krakau/player.js';

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
