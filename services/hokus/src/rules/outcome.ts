/**
 * Punkte für die Bestenliste: the winner first, then who is still in the show, then by applause,
 * then by hats, and among the eliminated the later one ranks higher.
 */
import type { Outcome, Seat } from '@spielcenter/proto';
import { hatCount, inShow } from './seats.js';
import type { HokusState, Magician } from './state.js';

/** Leaderboard points per place below the last: 10 × (magicians − rank). */
export const POINTS_PER_PLACE = 10;

/** The ranking keys of a seat, most important first (higher is better). */
function keys(state: HokusState, seat: Seat): number[] {
  const m = state.magicians[seat] as Magician;
  const outAt = state.eliminations.indexOf(seat);
  return [
    state.winner === seat ? 1 : 0,
    inShow(m) ? 1 : 0,
    m.laurels,
    hatCount(m),
    outAt === -1 ? state.eliminations.length : outAt,
  ];
}

/** Negative when `a` ranks before `b`. */
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (b[i] as number) - (a[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** Rank per seat, 1 = best; equal keys share a rank (1, 1, 3). */
export function ranking(state: HokusState): number[] {
  const all = state.magicians.map((_, s) => keys(state, s));
  return all.map((mine) => 1 + all.filter((other) => compare(other, mine) < 0).length);
}

export function outcome(state: HokusState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const ranks = ranking(state);
  const players = state.magicians.length;
  return {
    scores: state.magicians.map((m) => m.laurels),
    ranks,
    leaderboardPoints: ranks.map((r) => POINTS_PER_PLACE * (players - r)),
    details: {
      reason: state.phase.reason,
      winner: state.winner,
      rounds: state.round,
      laurels: state.magicians.map((m) => m.laurels),
      hats: state.magicians.map(hatCount),
      eliminations: state.eliminations,
      // The Bluff-Bilanz per seat, for the player's statistics (the record keeps the outcome).
      records: state.magicians.map((m) => ({
        announced: m.record.announced,
        delivered: m.record.delivered,
        catches: m.record.catches,
      })),
    },
  };
}
