/**
 * Phases as data: every engine's rules are a table from its phase kinds (`state.phase.kind`) to one
 * `PhaseRules` each, and `phaseEngine` dispatches through it. So all five games share one flow:
 *
 *   explain: shape check → seat in range → phase takes this action type → the phase's own checks
 *   apply:   explain (throws the RuleError) → a private copy of the state → the phase changes the
 *            copy in place and returns the events
 *
 * One state-update style for every game: the game's `clone` copies the state once per action
 * (field by field, sharing what no phase ever changes), the phase mutates that copy.
 */
import type { Action, Applied, GameEvent, Seat } from './engine.js';
import { commonErrors, RuleError, type RuleErrorData } from './errors.js';

export interface PhaseRules<S, A extends Action, E extends GameEvent, P = unknown> {
  /** The action types this phase takes; any other is refused by `refuse` or the engine's `wrongPhase`. */
  readonly accepts: readonly A['type'][];
  /** The seats that must decide now (several for a simultaneous decision, none at the end). */
  toAct(state: S & { readonly phase: P }): Seat[];
  /**
   * Every legal action of `seat` now. Seats that are not to act may have some too where the rules
   * offer optional actions at any time (Speedcoup's signals): the table accepts those as well.
   */
  legal(state: S & { readonly phase: P }, seat: Seat): A[];
  /** Why `action` (well formed, of an accepted type) is illegal for `seat` now, or null. */
  explain(state: S & { readonly phase: P }, seat: Seat, action: A): RuleErrorData | null;
  /**
   * Applies a legal action to `draft`, the state's private copy, in place (it may set a new
   * `draft.phase`); `phase` is the current phase, narrowed. Returns the events.
   */
  apply(draft: S, seat: Seat, action: A, phase: P): E[];
  /** The refusal for an action type this phase does not take (default: the engine's `wrongPhase`). */
  refuse?(state: S & { readonly phase: P }, seat: Seat, action: A): RuleErrorData;
}

type Kind<S> = S extends { readonly phase: { readonly kind: infer K extends string } } ? K : never;
type PhaseOf<S, K> = S extends { readonly phase: infer P } ? Extract<P, { readonly kind: K }> : never;

/** One PhaseRules per phase kind, each typed with the state narrowed to its phase. */
export type PhaseTable<
  S extends { readonly phase: { readonly kind: string } },
  A extends Action,
  E extends GameEvent,
> = {
  readonly [K in Kind<S>]: PhaseRules<S, A, E, PhaseOf<S, K>>;
};

export interface PhaseEngineSpec<
  S extends { readonly phase: { readonly kind: string } },
  A extends Action,
  E extends GameEvent,
> {
  readonly phases: PhaseTable<S, A, E>;
  /** Number of seats in this state. */
  players(state: S): number;
  /** A copy of the state that a phase may change in place. */
  clone(state: S): S;
  /** Checks an untrusted action's form: null when it is one of the game's actions, well formed. */
  checkShape(action: unknown): RuleErrorData | null;
  /** The refusal for a well-formed action the current phase does not take. */
  wrongPhase(state: S, seat: Seat, action: A): RuleErrorData;
}

export interface PhaseEngine<S, A extends Action, E extends GameEvent> {
  toAct(state: S): Seat[];
  legalActions(state: S, seat: Seat): A[];
  explain(state: S, seat: Seat, action: A): RuleErrorData | null;
  apply(state: S, seat: Seat, action: A): Applied<S> & { readonly events: readonly E[] };
}

/** The engine functions of a phase table (the rest of GameEngine is the game's own). */
export function phaseEngine<
  S extends { readonly phase: { readonly kind: string } },
  A extends Action,
  E extends GameEvent,
>(spec: PhaseEngineSpec<S, A, E>): PhaseEngine<S, A, E> {
  const rulesOf = (state: S) =>
    (spec.phases as unknown as Record<string, PhaseRules<S, A, E>>)[state.phase.kind] as PhaseRules<S, A, E>;
  const validSeat = (state: S, seat: Seat) =>
    Number.isInteger(seat) && seat >= 0 && seat < spec.players(state);

  function explain(state: S, seat: Seat, action: A): RuleErrorData | null {
    const shape = spec.checkShape(action);
    if (shape) return shape;
    if (!validSeat(state, seat)) return commonErrors.data('COMMON_BAD_SEAT', { seat: String(seat) });
    const rules = rulesOf(state);
    if (!rules.accepts.includes(action.type)) {
      return rules.refuse ? rules.refuse(state, seat, action) : spec.wrongPhase(state, seat, action);
    }
    return rules.explain(state, seat, action);
  }

  return {
    toAct: (state) => rulesOf(state).toAct(state),
    legalActions: (state, seat) => (validSeat(state, seat) ? rulesOf(state).legal(state, seat) : []),
    explain,
    apply(state, seat, action) {
      const why = explain(state, seat, action);
      if (why) throw new RuleError(why);
      const draft = spec.clone(state);
      const events = rulesOf(state).apply(draft, seat, action, draft.phase);
      return { state: draft, events };
    },
  };
}

/** The phase after the game's end: nobody acts, every action is refused with COMMON_GAME_OVER. */
export function gameOverPhase<S, A extends Action, E extends GameEvent>(): PhaseRules<S, A, E> {
  return {
    accepts: [],
    toAct: () => [],
    legal: () => [],
    explain: () => commonErrors.data('COMMON_GAME_OVER'),
    apply: () => {
      throw commonErrors.make('COMMON_GAME_OVER');
    },
    refuse: () => commonErrors.data('COMMON_GAME_OVER'),
  };
}

/** COMMON_NOT_YOUR_TURN unless `seat` is among `seats`. */
export function turnCheck(seats: readonly Seat[], seat: Seat): RuleErrorData | null {
  return seats.includes(seat) ? null : commonErrors.data('COMMON_NOT_YOUR_TURN');
}
