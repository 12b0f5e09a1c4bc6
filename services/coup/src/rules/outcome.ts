/** The result of an attempt: everyone wins or fails together; points per the Bandenbuch formula. */
import type { Outcome } from '@spielcenter/proto';
import { coupPoints } from './logbook.js';
import type { CoupState } from './state.js';

export function outcome(s: CoupState): Outcome | null {
  const r = s.result;
  if (s.phase.kind !== 'over' || !r) return null;
  const n = s.config.players;
  const points = r.success && !s.config.daily ? coupPoints(s.config.coup, s.config.failedTonight) : 0;
  return {
    scores: Array.from({ length: n }, () => (r.success ? 1 : 0)),
    ranks: Array.from({ length: n }, () => 1),
    leaderboardPoints: Array.from({ length: n }, () => points),
    details: {
      coup: s.config.coup,
      attempt: s.config.attempt,
      success: r.success,
      code: r.code,
      de: r.de,
      en: r.en,
      failedTrick: r.trick,
      tricksPlayed: s.tricks.length,
      pfiff: s.pfiff.status === 'done',
      humanSignal: s.humanSignal,
      daily: s.config.daily,
    },
  };
}
