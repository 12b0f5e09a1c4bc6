/** Summary statistics for the tournament report. */

export interface MeanCi {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  /** The 95 % confidence interval of the mean (normal approximation; n is in the hundreds). */
  readonly ci95: readonly [number, number];
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function meanCi(xs: readonly number[]): MeanCi {
  const n = xs.length;
  if (n === 0) return { n, mean: 0, sd: 0, ci95: [0, 0] };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0;
  const sd = Math.sqrt(variance);
  const half = n > 1 ? (1.96 * sd) / Math.sqrt(n) : Number.POSITIVE_INFINITY;
  return { n, mean: round2(mean), sd: round2(sd), ci95: [round2(mean - half), round2(mean + half)] };
}

/** The p-th percentile (0..100) by the nearest-rank method. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface TimeSummary {
  readonly decisions: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** Decision-time percentiles in milliseconds. */
export function timeSummary(ms: readonly number[]): TimeSummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    decisions: sorted.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.at(-1) ?? 0),
  };
}
