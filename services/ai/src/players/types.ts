/**
 * A computer player: one seat's view and its legal actions in, one of those actions out. It never
 * sees the full state. `rng` is seeded per decision, so a table replays the same way.
 */
import type { Action, Level, Rng } from '@spielcenter/proto';

export interface Decision<V = unknown, A extends Action = Action> {
  readonly view: V;
  readonly legal: readonly A[];
  readonly seat: number;
  readonly rng: Rng;
}

export type Player<V = unknown, A extends Action = Action> = (d: Decision<V, A>) => A;

/** The players of one game by level; a level without its own player uses the next weaker one. */
export type GamePlayers = Partial<Record<Level, Player>>;
