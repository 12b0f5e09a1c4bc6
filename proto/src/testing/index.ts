/**
 * The shared test harness every game uses (OpenSpiel-style): random playouts over an option grid,
 * exact replays, and the leak check for views. Imported from '@spielcenter/proto/testing'.
 */
import type { Action, AnyEngine, Seat } from '../engine.js';
import { Rng } from '../rng.js';

export interface LoggedAction {
  readonly seat: Seat;
  readonly action: Action;
}

export interface PlayoutStep<S> {
  readonly before: S;
  readonly after: S;
  readonly seat: Seat;
  readonly action: Action;
  readonly events: readonly unknown[];
}

export interface PlayoutOptions<S> {
  /** Safety bound: a game that has not ended after this many actions fails the playout. */
  readonly maxSteps?: number;
  /** Called after every applied action (check invariants here; throw to fail). */
  readonly onStep?: (step: PlayoutStep<S>) => void;
  /** Chooses the action; default: uniformly random among the legal ones. */
  readonly choose?: (state: S, seat: Seat, legal: readonly Action[], rng: Rng) => Action;
}

export interface PlayoutResult<S> {
  readonly state: S;
  readonly log: LoggedAction[];
}

/** Plays one game to its end with random legal actions (seeded, so a failure can be replayed). */
export function randomPlayout<S>(
  engine: AnyEngine,
  config: unknown,
  seed: string,
  options: PlayoutOptions<S> = {},
): PlayoutResult<S> {
  const maxSteps = options.maxSteps ?? 100_000;
  const rng = Rng.fromSeed(`playout:${seed}`);
  let state = engine.setup(engine.parseConfig(config), seed) as S;
  const log: LoggedAction[] = [];
  for (let i = 0; i < maxSteps; i++) {
    if (engine.outcome(state)) return { state, log };
    const seats: Seat[] = engine.toAct(state);
    if (seats.length === 0) throw new Error(`no seat to act but no outcome after ${i} steps (seed ${seed})`);
    const seat = rng.pick(seats);
    const legal: Action[] = engine.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal action (seed ${seed})`);
    const action = options.choose ? options.choose(state, seat, legal, rng) : rng.pick(legal);
    const applied = engine.apply(state, seat, action);
    options.onStep?.({ before: state, after: applied.state as S, seat, action, events: applied.events });
    log.push({ seat, action });
    state = applied.state as S;
  }
  throw new Error(`game did not end within ${maxSteps} steps (seed ${seed})`);
}

/** Replays a log from setup; the result must equal the original final state. */
export function replay<S>(engine: AnyEngine, config: unknown, seed: string, log: readonly LoggedAction[]): S {
  let state = engine.setup(engine.parseConfig(config), seed) as S;
  for (const { seat, action } of log) state = engine.apply(state, seat, action).state as S;
  return state;
}

/** Every string anywhere inside a JSON value (keys included), for leak checks. */
export function stringsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      stringsIn(v, out);
    }
  }
  return out;
}

/** Returns the hidden ids that appear in a view (empty = no leak). */
export function leakedIds(view: unknown, hiddenIds: Iterable<string>): string[] {
  const seen = stringsIn(view);
  return [...hiddenIds].filter((id) => seen.has(id));
}

/** True when the value survives a JSON round trip unchanged (states, views and events must). */
export function isPlainJson(value: unknown): boolean {
  return JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value);
}

/** How many runs a property test should make: PROPERTY_RUNS overrides the given default. */
export function propertyRuns(defaultRuns: number): number {
  const env = Number(process.env.PROPERTY_RUNS);
  return Number.isFinite(env) && env > 0 ? env : defaultRuns;
}
export * from './completeness.js';

/**
 * Where a seat's explanation from its own view differs from the engine's on the full state: for
 * every seat of `state` and every candidate action — each seat's legal ones (so one seat's move is
 * tried by every other), plus `extra` (the game's illegal tries) — `explainView(view(state, seat))`
 * must give exactly what `explain(state)` gives. Returns the differences, empty when none.
 */
export function explainViewDifferences(
  engine: AnyEngine,
  state: unknown,
  players: number,
  extra: readonly Action[] = [],
  /** At most this many of each seat's legal actions, evenly spread (games with huge legal sets). */
  maxLegal = Number.POSITIVE_INFINITY,
): string[] {
  const seats = Array.from({ length: players }, (_, s) => s);
  const seen = new Set<string>();
  const candidates: Action[] = [];
  const spread = (legal: Action[]) => {
    if (legal.length <= maxLegal) return legal;
    const step = legal.length / maxLegal;
    return Array.from({ length: maxLegal }, (_, i) => legal[Math.floor(i * step)] as Action);
  };
  for (const a of [...seats.flatMap((s) => spread(engine.legalActions(state, s) as Action[])), ...extra]) {
    const key = JSON.stringify(a);
    if (!seen.has(key)) {
      seen.add(key);
      candidates.push(a);
    }
  }
  const out: string[] = [];
  for (const seat of seats) {
    const view = engine.view(state, seat);
    for (const action of candidates) {
      const fromState = JSON.stringify(engine.explain(state, seat, action));
      const fromView = JSON.stringify(engine.explainView(view, seat, action));
      if (fromView !== fromState)
        out.push(`seat ${seat} ${JSON.stringify(action)}: view ${fromView}, state ${fromState}`);
    }
  }
  return out;
}
