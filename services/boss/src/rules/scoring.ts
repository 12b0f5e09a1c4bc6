/** Bilanz: round points, the final ranks (equal points share the place). */
import type { Outcome } from '@spielcenter/proto';
import type { BossState } from './state.js';

/** Exact bid: 20 + 10 per trick; otherwise −10 per trick of difference. */
export function roundPoints(bid: number, tricks: number): number {
  return bid === tricks ? 20 + 10 * tricks : -10 * Math.abs(bid - tricks);
}

/** Rank 1 = most points; equal points share a rank and the next rank is skipped (1, 1, 3). */
export function ranksOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

export function outcomeOf(state: BossState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const scores = state.scores.slice();
  return {
    scores,
    ranks: ranksOf(scores),
    // Each round's points already went to the leaderboard as the round ended (event roundScored);
    // this is their sum, for a ranking service that books whole games instead.
    leaderboardPoints: scores.slice(),
    details: {
      leaderboard: 'perRound',
      roundPoints: state.history.map((r) => r.points.slice()),
      bids: state.history.map((r) => r.bids.slice()),
      tricks: state.history.map((r) => r.tricks.slice()),
    },
  };
}
