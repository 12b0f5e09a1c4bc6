/** Bilanz: round points, the final ranks (equal points share the place). */

/** Exact bid: 20 + 10 per trick; otherwise −10 per trick of difference. */
export function roundPoints(bid: number, tricks: number): number {
  return bid === tricks ? 20 + 10 * tricks : -10 * Math.abs(bid - tricks);
}

/** Rank 1 = most points; equal points share a rank and the next rank is skipped (1, 1, 3). */
export function ranksOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}
