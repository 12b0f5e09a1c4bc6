/** Turns the played deals into the JSON report: the mean difference, its interval, the timings. */
import type { Level } from '@spielcenter/proto';
import type { DealResult } from './schedule.js';
import { type MeanCi, meanCi, type TimeSummary, timeSummary } from './stats.js';

const GERMAN: Readonly<Record<Level, string>> = {
  easy: 'leicht',
  normal: 'normal',
  strong: 'stark',
  master: 'Meister',
};

export interface Tally {
  readonly diffs: number[];
  readonly aPoints: number[];
  readonly bPoints: number[];
  readonly aStats: Record<string, number[]>;
  readonly bStats: Record<string, number[]>;
  readonly times: Record<string, Record<string, number[]>>;
}

export const emptyTally = (): Tally => ({
  diffs: [],
  aPoints: [],
  bPoints: [],
  aStats: {},
  bStats: {},
  times: {},
});

function push(into: Record<string, number[]>, facts: Record<string, number>): void {
  for (const [k, v] of Object.entries(facts)) {
    const list = into[k] ?? [];
    into[k] = list;
    list.push(v);
  }
}

/** Adds one deal: the difference is level a's points in seat s minus the baseline's, averaged over s. */
export function addDeal(t: Tally, r: DealResult): void {
  const [base, ...rotations] = r.jobs;
  if (!base) return;
  let diff = 0;
  rotations.forEach((job, s) => {
    const a = job.points[s] ?? 0;
    const b = base.points[s] ?? 0;
    diff += a - b;
    t.aPoints.push(a);
    t.bPoints.push(b);
    push(t.aStats, job.seatStats[s] ?? {});
    push(t.bStats, base.seatStats[s] ?? {});
  });
  t.diffs.push(diff / rotations.length);
  for (const job of r.jobs) {
    for (const [level, byKind] of Object.entries(job.times)) {
      const into = t.times[level] ?? {};
      t.times[level] = into;
      for (const [kind, ms] of Object.entries(byKind)) {
        const list = into[kind] ?? [];
        into[kind] = list;
        for (const x of ms) list.push(x);
      }
    }
  }
}

const mean = (xs: readonly number[]) =>
  Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 1000) / 1000;

function statMeans(stats: Record<string, number[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(stats).map(([k, v]) => [k, mean(v)]));
}

function timings(times: Tally['times']): Record<string, Record<string, TimeSummary>> {
  const out: Record<string, Record<string, TimeSummary>> = {};
  for (const [level, byKind] of Object.entries(times)) {
    out[level] = { all: timeSummary(Object.values(byKind).flat()) };
    for (const [kind, ms] of Object.entries(byKind))
      (out[level] as Record<string, TimeSummary>)[kind] = timeSummary(ms);
  }
  return out;
}

export interface ReportHead {
  readonly game: string;
  readonly a: Level;
  readonly b: Level;
  readonly players: number;
  readonly dealIs: string;
  readonly requested: number;
  readonly seed: string;
}

export function report(head: ReportHead, t: Tally, extra: Record<string, unknown>) {
  const diff: MeanCi = meanCi(t.diffs);
  return {
    game: head.game,
    a: `${GERMAN[head.a]} (${head.a})`,
    b: `${GERMAN[head.b]} (${head.b})`,
    players: head.players,
    deal: head.dealIs,
    method:
      'duplicate: each deal once with all seats at b, and once per seat with a in that seat; ' +
      "difference = a's points in seat s minus b's in the same seat of the baseline, averaged over seats",
    deals: t.diffs.length,
    requested: head.requested,
    seed: head.seed,
    meanDiffPerDeal: diff.mean,
    ci95: diff.ci95,
    sd: diff.sd,
    lowerBoundAboveZero: diff.n > 1 && diff.ci95[0] > 0,
    meanPoints: { a: mean(t.aPoints), b: mean(t.bPoints) },
    seatStats: { a: statMeans(t.aStats), b: statMeans(t.bStats) },
    decisionMs: timings(t.times),
    ...extra,
  };
}
