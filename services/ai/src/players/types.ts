/**
 * The contract every computer implements: one seat's view and its legal actions in, one of those
 * actions out. A player never sees the full state: the Decision it gets is a frozen copy of what
 * a human in that seat could see, plus a seeded random source and a time budget.
 */
import type { Action, Level, Rng } from '@spielcenter/proto';

/** How long a decision may take. `deadline` is on the `performance.now()` clock of the thread. */
export interface Budget {
  readonly ms: number;
  readonly deadline: number;
}

export interface Decision<V = unknown, A extends Action = Action> {
  /** One seat's view (a deep-frozen copy, as it would arrive over the wire). */
  readonly view: V;
  readonly legal: readonly A[];
  readonly seat: number;
  /** Seeded per decision, so a table (and a tournament) replays the same way. */
  readonly rng: Rng;
  readonly budget: Budget;
  /** The advisor asks: return a reason and the candidates' values too (see Choice). */
  readonly advice: boolean;
}

/** A candidate the player weighed, with its value in the game's own unit (e.g. expected points). */
export interface CandidateValue<A extends Action = Action> {
  readonly action: A;
  readonly value: number;
}

/** A decision with its explanation, for the advisor ("Glühbirne"). */
export interface Choice<A extends Action = Action> {
  readonly action: A;
  /** A short German reason, shown to the human. */
  readonly reason?: string;
  readonly values?: readonly CandidateValue<A>[];
}

/**
 * A computer player. Synchronous; a time-budgeted player checks `budget.deadline` itself (it runs
 * in a worker thread, so blocking is fine). It may always return a Choice; the caller drops the
 * reason and values unless advice was asked.
 */
export type Player<V = unknown, A extends Action = Action> = (d: Decision<V, A>) => A | Choice<A>;

/** The players of one game by level; a level without its own player uses the next weaker one. */
export type GamePlayers = Partial<Record<Level, Player>>;
