/** The result: most points, then more pure tables; equal on both share the place. */
import type { Outcome } from '@spielcenter/proto';
import { leaderboardPoints } from './scoring.js';
import type { CruiseState } from './state.js';

export function outcome(s: CruiseState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const key = s.scores.map((score, seat) => [score, s.pureTables[seat]?.length ?? 0] as const);
  const ranks = key.map(
    ([score, pure]) => 1 + key.filter(([os, op]) => os > score || (os === score && op > pure)).length,
  );
  return {
    scores: s.scores.slice(),
    ranks,
    leaderboardPoints: s.scores.map((score, seat) => leaderboardPoints(score, ranks[seat] ?? 4)),
    details: {
      reason: s.phase.reason,
      pureTables: s.pureTables.map((p) => p.length),
      penalties: s.penalties ?? [],
    },
  };
}
