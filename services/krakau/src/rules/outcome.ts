/** The match result: ranks, leaderboard points (won points / 10 per game, place bonus) and statistics inputs. */
import type { Outcome } from '@spielcenter/proto';
import { activeSeats } from './deal.js';
import type { KrakauState } from './state.js';

export const PLACE_BONUS: readonly number[] = [30, 15, 5];

/** Rank per seat, 1 = best, equal scores share a rank. */
export function ranksOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

/** One game's leaderboard points per seat: points won / 10; a lost game subtracts nothing. */
export function leaderboardOfGame(deltas: readonly number[]): number[] {
  return deltas.map((d) => Math.round(Math.max(0, d) / 10));
}

/** Leaderboard points per game and seat. */
export function gamePoints(state: KrakauState): number[][] {
  return state.history.map((g) => leaderboardOfGame(g.deltas));
}

/** The place bonus per seat at the end of a match (30 / 15 / 5). */
export function placeBonus(scores: readonly number[]): number[] {
  return ranksOf(scores).map((rank) => PLACE_BONUS[rank - 1] ?? 0);
}

export function outcome(state: KrakauState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const scores = state.scores.slice();
  const ranks = ranksOf(scores);
  const perGame = gamePoints(state);
  // Each game's points (and the bonus with the last) went to the Bestenliste as the game ended
  // (gameScored's `points`); this is their sum, for the end screen.
  const bonus = placeBonus(scores);
  const leaderboardPoints = scores.map((_, seat) => {
    let sum = 0;
    for (const g of perGame) sum += g[seat] as number;
    return sum + (bonus[seat] as number);
  });
  const players = state.scores.length;
  const stats = state.stats.map((st, seat) => ({
    wonMatch: seat === state.winner,
    // The games this seat played in (with four players the dealer sits out): the Reizquote's base.
    gamesPlayed: state.history.filter((g) => activeSeats(players, g.dealer).includes(seat)).length,
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
