/** The result of a finished game (Jahresabschluss): scores, ranks and the per-round details. */
import type { Outcome } from '@spielcenter/proto';
import { ranksOf } from './scoring.js';
import type { BossState } from './state.js';

export function outcome(state: BossState): Outcome | null {
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
