/** The match result: ranks, leaderboard points (won points / 10 per game, place bonus) and statistics inputs. */
import type { Outcome } from '@spielcenter/proto';
import type { KrakauState } from './state.js';

export const PLACE_BONUS: readonly number[] = [30, 15, 5];

/** Rank per seat, 1 = best, equal scores share a rank. */
export function ranksOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

/** Leaderboard points per game and seat: points won / 10; lost games subtract nothing. */
export function gamePoints(state: KrakauState): number[][] {
  return state.history.map((g) => g.deltas.map((d) => Math.max(0, d) / 10));
}

export function outcome(state: KrakauState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const scores = state.scores.slice();
  const ranks = ranksOf(scores);
  const perGame = gamePoints(state);
  const leaderboardPoints = scores.map((_, seat) => {
    let sum = 0;
    for (const g of perGame) sum += g[seat] as number;
    return sum + (PLACE_BONUS[(ranks[seat] as number) - 1] ?? 0);
  });
  const stats = state.stats.map((st, seat) => ({
    wonMatch: seat === state.winner,
    timesDeclarer: st.declarer,
    gamesMade: st.gamesMade,
    marriages: st.marriages,
    bombas: st.bombas,
    bestGame: st.bestGame,
  }));
  return {
    scores,
    ranks,
    leaderboardPoints,
    details: { winner: state.winner, games: state.history.length, stats, perGame },
  };
}
