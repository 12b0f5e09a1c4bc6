/**
 * The success rate of a crew of four computers per coup: every crew level plays the same deals
 * (attempt i of coup c is the seed `${seed}:${c}:${i}` for every level), all seats at one level,
 * nobody human (so no Pfiff). The counts are stored beside each rate and grow run by run.
 */
import { type CoupAction, type CoupState, type CoupView, engine } from '@spielcenter/coup';
import type { Level } from '@spielcenter/proto';
import { oneIn, type RateCell } from '../coup/odds.js';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import { randomLegal } from '../players/random.js';

/** A crew level: one of the computers' levels, or seeded random legal play. */
export type CrewLevel = Level | 'random';

export interface AttemptResult {
  readonly success: boolean;
  readonly code: string;
  readonly tricks: number;
  /** Decision times in ms (only decisions with a choice). */
  readonly times: number[];
}

/** Plays one attempt of `coup` with all four seats at `level`. */
export function playAttempt(
  coup: number,
  level: CrewLevel,
  seed: string,
  budgetMs = 10_000,
  players = 4,
): AttemptResult {
  let state: CoupState = engine.setup(engine.parseConfig({ players, coup, humans: [] }), seed);
  const times: number[] = [];
  for (let k = 0; !state.result; k++) {
    if (k > 400) throw new Error(`coup ${coup} (${seed}) did not end`);
    const seat = engine.toAct(state)[0] as number;
    const legal = engine.legalActions(state, seat);
    const d = makeDecision({
      level: level === 'random' ? 'easy' : level,
      seat,
      view: engine.view(state, seat) as CoupView,
      legal,
      seed: `${seed}:${k}`,
      budgetMs,
    });
    const t0 = performance.now();
    const action = (level === 'random' ? randomLegal(d) : decide('coup', level, d).action) as CoupAction;
    if (legal.length > 1) times.push(performance.now() - t0);
    state = engine.apply(state, seat, action).state;
  }
  return { success: state.result.success, code: state.result.code, tricks: state.tricks.length, times };
}

export { oneIn, type RateCell };

/** Wilson 95 % interval of a rate. */
export function wilson(cell: RateCell): [number, number] {
  const n = cell.attempts;
  if (n === 0) return [0, 1];
  const p = cell.successes / n;
  const z = 1.96;
  const den = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

export function percentiles(xs: readonly number[]): {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) =>
    s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number);
  const r = (x: number) => Math.round(x * 10) / 10;
  return { n: s.length, p50: r(at(0.5)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s[s.length - 1] ?? 0) };
}
