/**
 * Monte-Carlo evaluation on determinised deals: each sample deals the unknown cards (Sampler),
 * weighs the deal by how well it explains the bids made, and plays every candidate out on that
 * same deal (common random numbers: the candidates are compared on identical deals). Stops at the
 * sample count or the deadline, whichever comes first (at least `minSamples`).
 */
import type { Rng } from '@spielcenter/proto';
import { exactWork } from './endgame.js';
import { bidFromEstimate, estimateHand, valueTable } from './estimate.js';
import type { Knowledge } from './knowledge.js';
import { rollout } from './policy.js';
import { Sampler } from './sample.js';
import { BossSim } from './sim.js';

export interface Limits {
  readonly samples: number;
  readonly minSamples: number;
  /** performance.now() after which no new sample starts (a safety net; counts decide normally). */
  readonly deadline: number;
  /** Plays a position out to the round's end; returns the points of `seat`. */
  readonly playOut: (sim: BossSim, seat: number) => number;
  /** Exact evaluation of a whole sample (stark's endgame), or none. */
  readonly exact?: Exact;
  /** Work budget of the exact search per decision (nodes); past it, samples are played out. */
  readonly exactNodes?: number;
}

/** Plays out under the policy. */
export const policyPlayOut = (sim: BossSim, seat: number): number => {
  rollout(sim);
  return sim.points(seat);
};

/** Samples an exact search gets even when one deal alone exceeds the work budget. */
const EXACT_MIN_SAMPLES = 20;

const more = (i: number, limits: Limits): boolean =>
  i < limits.samples && (i < limits.minSamples || performance.now() < limits.deadline);

export interface Evaluation {
  /** Weighted mean round points of the own seat per candidate. */
  readonly mean: Float64Array;
  /** Weighted share of samples in which the own bid was met, per candidate. */
  readonly hit: Float64Array;
  readonly samples: number;
}

/** Optional exact evaluation of a dealt position (stark's endgame): values per candidate into `out`. */
export type Exact = (sim: BossSim, candidates: readonly number[], out: Float64Array) => boolean;

/** Samples of the last evaluation (for the benchmark). */
export const searchStats = { samples: 0 };

const work = new BossSim();
const probe = new BossSim();

function finish(acc: Float64Array, hits: Float64Array, wsum: number, samples: number): Evaluation {
  searchStats.samples = samples;
  const k = wsum > 0 ? 1 / wsum : 0;
  return { mean: acc.map((x) => x * k), hit: hits.map((x) => x * k), samples };
}

/** Plays each candidate card (codes) out on the same sampled deals. */
export function evaluatePlays(
  know: Knowledge,
  candidates: readonly number[],
  rng: Rng,
  limits: Limits,
): Evaluation {
  const sampler = new Sampler(know);
  const k = candidates.length;
  const acc = new Float64Array(k);
  const hits = new Float64Array(k);
  const values = new Float64Array(k);
  let wsum = 0;
  let i = 0;
  exactWork.nodes = 0;
  for (; more(i, limits); i++) {
    const exact =
      limits.exact !== undefined && exactWork.nodes < (limits.exactNodes ?? Number.POSITIVE_INFINITY);
    // Past the exact search's work budget the deals searched so far decide (at least a few).
    if (limits.exact && !exact && i >= EXACT_MIN_SAMPLES) break;
    sampler.dealSome(work, rng);
    const w = sampler.weight(work);
    if (!(exact && limits.exact?.(work, candidates, values))) {
      for (let c = 0; c < k; c++) {
        probe.copyFrom(work);
        probe.play(candidates[c] as number);
        values[c] = limits.playOut(probe, know.seat);
      }
    }
    for (let c = 0; c < k; c++) {
      acc[c] = (acc[c] as number) + w * (values[c] as number);
      if ((values[c] as number) > 0) hits[c] = (hits[c] as number) + w;
    }
    wsum += w;
  }
  return finish(acc, hits, wsum, i);
}

/** Sets the bids still missing (other seats) from their estimates, in bidding order, dealer's rule kept. */
function otherBids(sim: BossSim, know: Knowledge, values: Float64Array): void {
  const n = know.players;
  for (let k = 1; k <= n; k++) {
    const o = (know.dealer + k) % n;
    if (o === know.seat || (sim.bids[o] as number) >= 0) continue;
    let forbidden = -1;
    if (o === know.dealer) {
      let sum = 0;
      for (let s = 0; s < n; s++) if (s !== o) sum += sim.bids[s] as number;
      forbidden = know.round - sum;
    }
    sim.bids[o] = bidFromEstimate(estimateHand(sim, o, values), know.round, forbidden);
  }
}

/** Plays the round out once per candidate bid on the same sampled deals. */
export function evaluateBids(
  know: Knowledge,
  candidates: readonly number[],
  rng: Rng,
  limits: Limits,
): Evaluation {
  const sampler = new Sampler(know);
  const table = valueTable(know.base.trump, know.players);
  const k = candidates.length;
  const acc = new Float64Array(k);
  const hits = new Float64Array(k);
  let wsum = 0;
  let i = 0;
  for (; more(i, limits); i++) {
    sampler.dealSome(work, rng);
    const w = sampler.weight(work);
    for (let c = 0; c < k; c++) {
      probe.copyFrom(work);
      probe.bids[know.seat] = candidates[c] as number;
      otherBids(probe, know, table);
      const v = limits.playOut(probe, know.seat);
      acc[c] = (acc[c] as number) + w * v;
      if (v > 0) hits[c] = (hits[c] as number) + w;
    }
    wsum += w;
  }
  return finish(acc, hits, wsum, i);
}
