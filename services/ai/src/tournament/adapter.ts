/**
 * What a "deal" is for each game in a duplicate tournament. The referee plays the same deal once
 * per seat assignment; the adapter says where a deal starts, when it is over and what each seat
 * scored in it. Adapters use the engines in-process (they are the referee, they see the state);
 * the computers still get views only.
 */
import type { AnyEngine, GameId } from '@spielcenter/proto';

export interface GameAdapter {
  readonly game: GameId;
  readonly engine: AnyEngine;
  readonly defaultPlayers: number;
  /** One line for the JSON report: what one deal is and why. */
  readonly dealIs: string;
  /** A deal that needs more decisions is a bug (or a level that cannot finish): the run fails. */
  readonly maxDecisions: number;
  /** The state where deal `deal` starts; the same for every seat assignment of that deal. */
  start(deal: number, players: number, seed: string, extra: Record<string, unknown>): unknown;
  /** True once the deal started at `start` is complete in `now`. */
  over(start: unknown, now: unknown): boolean;
  /** Points per seat earned during the deal. */
  points(start: unknown, end: unknown): number[];
  /** Optional facts per seat for the report (e.g. a bid hit: 1 or 0), averaged per level. */
  seatStats?(start: unknown, end: unknown, seat: number): Record<string, number>;
}

/** A deal that is a whole game: from setup to the outcome, scored by the outcome's scores. */
export function wholeGame(
  game: GameId,
  engine: AnyEngine,
  defaultPlayers: number,
  dealIs: string,
  config: (deal: number, players: number) => Record<string, unknown>,
): GameAdapter {
  return {
    game,
    engine,
    defaultPlayers,
    dealIs,
    maxDecisions: 20_000,
    start: (deal, players, seed, extra) =>
      engine.setup(engine.parseConfig({ ...config(deal, players), ...extra }), seed),
    over: (_start, now) => engine.outcome(now) !== null,
    points: (_start, end) => [...(engine.outcome(end)?.scores ?? [])],
  };
}
