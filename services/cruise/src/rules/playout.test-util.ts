/**
 * A fast random player for the property tests: it samples one random action (mostly seating
 * moves, sometimes the bar or a swap) instead of listing every legal action, and lets `explain`
 * (the same validation as `apply`) reject what is illegal. Falls back to the full legal list.
 */
import { type Rng, RuleError } from '@spielcenter/proto';
import type { CruiseAction, Placement } from './actions.js';
import { CHAIR_TABLES, chairId } from './board.js';
import { seatingRules } from './effects.js';
import { engine } from './engine.js';
import { barMoves, type Candidate, candidates, moveActions, swapMoves } from './moves.js';
import { evaluateSeating, isSeatingResult } from './seating.js';
import type { CruiseState } from './state.js';

function shareTable(a: Candidate, b: Candidate): boolean {
  return (CHAIR_TABLES[a.chair] as readonly number[]).some((t) =>
    (CHAIR_TABLES[b.chair] as readonly number[]).includes(t),
  );
}

function randomSeating(s: CruiseState, cands: readonly Candidate[], rng: Rng): CruiseAction | null {
  const rules = seatingRules(s);
  const k = 1 + rng.int(Math.max(1, rules.singleGenderTables && rng.next() < 0.2 ? 4 : rules.maxSeats));
  const chosen: Candidate[] = [rng.pick(cands)];
  while (chosen.length < k) {
    const free = cands.filter((c) => chosen.every((p) => p.hand !== c.hand && p.chair !== c.chair));
    if (free.length === 0) break;
    const near = free.filter((c) => chosen.some((p) => shareTable(p, c)));
    chosen.push(rng.pick(near.length > 0 && rng.next() < 0.7 ? near : free));
  }
  const r = evaluateSeating(s.chairs, chosen, rules);
  if (!isSeatingResult(r)) return null;
  const seats: Placement[] = chosen.map((c) => ({ tile: c.tile.id, chair: chairId(c.chair) }));
  if (r.pure.length === 0) return { type: 'seat', seats };
  return { type: 'seat', seats, pure: rng.next() < 0.5 ? 'hand' : 'draw' };
}

export function sampleAction(s: CruiseState, seat: number, rng: Rng): CruiseAction {
  if (s.phase.kind === 'draw') return { type: 'draw' };
  const roll = rng.next();
  if (roll < 0.08) {
    const bar = barMoves(s, seat);
    if (bar.length > 0) return rng.pick(bar);
  } else if (roll < 0.12) {
    const swaps = swapMoves(s, seat);
    if (swaps.length > 0) return rng.pick(swaps);
  }
  const cands = candidates(s, seat);
  for (let i = 0; cands.length > 0 && i < 20; i++) {
    const a = randomSeating(s, cands, rng);
    if (a) return a;
  }
  // Rare seatings are left to the full list only when nothing else is possible.
  const other = [...barMoves(s, seat), ...swapMoves(s, seat)];
  return rng.pick(other.length > 0 && rng.next() < 0.8 ? other : moveActions(s, seat));
}

export interface Step {
  readonly before: CruiseState;
  /** The state before as JSON, taken before apply (only when asked for: it is slow). */
  readonly beforeJson: string | null;
  readonly after: CruiseState;
  readonly seat: number;
  readonly action: CruiseAction;
  readonly events: readonly { type: string; [k: string]: unknown }[];
}

/** Plays one cruise with the sampler; returns the log and the final state. */
export function playCruise(
  config: unknown,
  seed: string,
  rng: Rng,
  onStep?: (step: Step) => void,
  snapshots = false,
): { state: CruiseState; log: { seat: number; action: CruiseAction }[] } {
  let state = engine.setup(engine.parseConfig(config), seed);
  const log: { seat: number; action: CruiseAction }[] = [];
  for (let i = 0; i < 2000; i++) {
    if (state.phase.kind === 'over') return { state, log };
    const seat = state.turn;
    const action = sampleAction(state, seat, rng);
    const beforeJson = snapshots ? JSON.stringify(state) : null;
    let applied: ReturnType<typeof engine.apply>;
    try {
      applied = engine.apply(state, seat, action);
    } catch (e) {
      if (e instanceof RuleError)
        throw new Error(`sampled illegal ${JSON.stringify(action)}: ${e.message} (${seed})`);
      throw e;
    }
    onStep?.({ before: state, beforeJson, after: applied.state, seat, action, events: applied.events });
    log.push({ seat, action });
    state = applied.state;
  }
  throw new Error(`cruise ${seed} did not end`);
}
