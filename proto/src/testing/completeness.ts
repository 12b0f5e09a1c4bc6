/**
 * The generator-completeness property: in a state, `legalActions(seat)` must list exactly the
 * actions `apply` accepts (complete and sound), and `explain` must return null exactly for those.
 * Each game enumerates its whole action space for the seat (or a documented superset of it); every
 * action of that space is tried with `apply` and `explain` and compared with the legal list.
 */
import { canonicalJson } from '../canonical.js';
import type { Action, AnyEngine, Seat } from '../engine.js';
import { Rng } from '../rng.js';

/** Every action `seat` could try in `state`: the game's whole action space, or a superset of it. */
export type ActionSpace<S> = (state: S, seat: Seat) => Iterable<Action>;

export interface CompletenessCount {
  /** States × seats compared. */
  states: number;
  /** Actions tried with apply and explain. */
  actions: number;
  /** Of those, legal ones. */
  legal: number;
}

function describe(action: Action): string {
  return canonicalJson(action);
}

/**
 * Compares the legal list of `seat` with what `apply` and `explain` say of every action in the
 * space. Throws an Error naming the first disagreement. Adds to `count`.
 */
export function checkCompleteAt<S>(
  engine: AnyEngine,
  state: S,
  seat: Seat,
  space: ActionSpace<S>,
  count: CompletenessCount,
): void {
  const legal = new Set<string>((engine.legalActions(state, seat) as Action[]).map(canonicalJson));
  const tried = new Set<string>();
  for (const action of space(state, seat)) {
    const key = canonicalJson(action);
    if (tried.has(key)) continue;
    tried.add(key);
    let accepted = true;
    let error = '';
    try {
      engine.apply(state, seat, action);
    } catch (e) {
      accepted = false;
      error = (e as { code?: string }).code ?? String(e);
      if (!(e as { code?: string }).code)
        throw new Error(`apply threw a non-rule error for seat ${seat}, ${describe(action)}: ${String(e)}`);
    }
    const why = engine.explain(state, seat, action);
    if (accepted && !legal.has(key))
      throw new Error(
        `incomplete: apply accepts seat ${seat}, ${describe(action)}, legalActions does not list it`,
      );
    if (!accepted && legal.has(key))
      throw new Error(
        `unsound: legalActions lists seat ${seat}, ${describe(action)}, apply refuses it (${error})`,
      );
    if (accepted && why !== null)
      throw new Error(`explain refuses a legal action of seat ${seat}, ${describe(action)}: ${why.code}`);
    if (!accepted && why === null)
      throw new Error(
        `explain accepts an illegal action of seat ${seat}, ${describe(action)} (apply: ${error})`,
      );
    count.actions++;
    if (accepted) count.legal++;
  }
  for (const key of legal) {
    if (!tried.has(key)) throw new Error(`the action space misses a legal action of seat ${seat}: ${key}`);
  }
  count.states++;
}

export interface CompletenessRun<S> {
  readonly engine: AnyEngine;
  readonly config: unknown;
  readonly seed: string;
  readonly space: ActionSpace<S>;
  /** Check one state in this many along the playout (1 = every state). */
  readonly every?: number;
  /** Seats to check in a state (default: every seat, also those not to act). */
  readonly seats?: (state: S) => readonly Seat[];
  readonly maxSteps?: number;
}

/** Plays one random game and checks completeness at every `every`-th state. */
export function completenessPlayout<S>(run: CompletenessRun<S>, count: CompletenessCount): void {
  const { engine } = run;
  const rng = Rng.fromSeed(`completeness:${run.seed}`);
  const every = run.every ?? 1;
  let state = engine.setup(engine.parseConfig(run.config), run.seed) as S;
  const players = (state as { config?: { players?: number } }).config?.players ?? engine.maxPlayers;
  const allSeats = Array.from({ length: players }, (_, i) => i);
  for (let step = 0; step < (run.maxSteps ?? 100_000); step++) {
    if (step % every === 0) {
      for (const seat of run.seats ? run.seats(state) : allSeats)
        checkCompleteAt(engine, state, seat, run.space, count);
    }
    if (engine.outcome(state)) return;
    const seats: Seat[] = engine.toAct(state);
    if (seats.length === 0) throw new Error(`no seat to act but no outcome (seed ${run.seed})`);
    const seat = rng.pick(seats);
    const legal: Action[] = engine.legalActions(state, seat);
    state = engine.apply(state, seat, rng.pick(legal)).state as S;
  }
  throw new Error(`game did not end (seed ${run.seed})`);
}

export function newCompletenessCount(): CompletenessCount {
  return { states: 0, actions: 0, legal: 0 };
}
