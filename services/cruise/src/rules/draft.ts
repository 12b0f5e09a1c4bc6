/** A mutable working copy of the state, used inside one `apply` and frozen back into a state. */
import type { GameEvent } from '@spielcenter/proto';
import type { CruiseProgress, CruiseState, Phase } from './state.js';
import type { TileId } from './tiles.js';

export interface Draft {
  readonly base: CruiseState;
  bag: TileId[];
  hands: TileId[][];
  handSize: number[];
  chairs: (TileId | null)[];
  bar: TileId[];
  scores: number[];
  pureTables: string[][];
  turn: number;
  phase: Phase;
  passes: number;
  moveCount: number;
  cruise: CruiseProgress | null;
  penalties: number[] | null;
  events: GameEvent[];
}

export function draftOf(s: CruiseState): Draft {
  return {
    base: s,
    bag: s.bag.slice(),
    hands: s.hands.map((h) => h.slice()),
    handSize: s.handSize.slice(),
    chairs: s.chairs.slice(),
    bar: s.bar.slice(),
    scores: s.scores.slice(),
    pureTables: s.pureTables.map((p) => p.slice()),
    turn: s.turn,
    phase: s.phase,
    passes: s.passes,
    moveCount: s.moveCount,
    cruise: s.cruise,
    penalties: s.penalties ? s.penalties.slice() : null,
    events: [],
  };
}

export function stateOf(d: Draft): CruiseState {
  return {
    config: d.base.config,
    rng: d.base.rng,
    bag: d.bag,
    hands: d.hands,
    handSize: d.handSize,
    chairs: d.chairs,
    bar: d.bar,
    scores: d.scores,
    pureTables: d.pureTables,
    turn: d.turn,
    phase: d.phase,
    passes: d.passes,
    moveCount: d.moveCount,
    cruise: d.cruise,
    penalties: d.penalties,
  };
}

export function handOf(d: Draft, seat: number): TileId[] {
  const h = d.hands[seat];
  if (!h) throw new Error(`no hand for seat ${seat}`);
  return h;
}

export function addScore(d: Draft, seat: number, points: number): void {
  d.scores[seat] = (d.scores[seat] ?? 0) + points;
}
