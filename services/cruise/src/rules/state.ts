/**
 * The game state: plain JSON only. A phase changes a private copy of it in place (`cloneState`
 * makes that copy once per action), so the fields are mutable here and never shared across states
 * except the ones no phase changes (config, rng).
 */
import type { RngState, Seat } from '@spielcenter/proto';
import type { TableId } from './board.js';
import type { CruiseConfig } from './config.js';
import type { EventId } from './route-events.js';
import type { TileId } from './tiles.js';

export const HAND_SIZE = 5;
export const BAR_STOOLS = 20;
/** The cruise ends when only this many tiles are left in the bag. */
export const BAG_END = 4;

/** Waiting for the player's move (Setzen, Pianobar, Tauschen). */
export type MovePhase = { readonly kind: 'move' };
/** The player has moved and must draw back up to the hand size. */
export type DrawPhase = { readonly kind: 'draw' };
export type OverPhase = { readonly kind: 'over'; readonly reason: EndReason };
export type Phase = MovePhase | DrawPhase | OverPhase;
export type EndReason = 'barFull' | 'chairsFull' | 'bagLow' | 'handEmpty' | 'stuck';

export interface CruiseProgress {
  readonly route: number;
  /** Stations reached so far (0..10). */
  station: number;
  /** Passengers seated at tables so far (swaps and the bar do not count). */
  seated: number;
  /** The "until the next station" event in force, or null. */
  effect: EventId | null;
}

export interface CruiseState {
  readonly config: CruiseConfig;
  readonly rng: RngState;
  /** Tiles still in the bag, next drawn first (hidden). */
  bag: TileId[];
  /** Open hands, per seat. */
  hands: TileId[][];
  /** Hand size limit per seat (5, less after "Hand −1"). */
  handSize: number[];
  /** Tile per chair index, or null. */
  chairs: (TileId | null)[];
  /** Bar stools in order. */
  bar: TileId[];
  scores: number[];
  /** Pure tables (reine Tische) filled, per seat (table ids). */
  pureTables: TableId[][];
  turn: Seat;
  phase: Phase;
  /** Automatic passes in a row; 2 full rounds end the cruise. */
  passes: number;
  /** Moves made (seat, bar, swap; not draws, not passes). */
  moveCount: number;
  /** Cruise mode's progress; null in classic mode. */
  cruise: CruiseProgress | null;
  /** End penalties per seat, once over (for the final board). */
  penalties: number[] | null;
}

/** The copy a phase may change: every array a phase writes to is copied, config and rng shared. */
export function cloneState(s: CruiseState): CruiseState {
  return {
    config: s.config,
    rng: s.rng,
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
    cruise: s.cruise ? { ...s.cruise } : null,
    penalties: s.penalties ? s.penalties.slice() : null,
  };
}

export function handOf(s: CruiseState, seat: Seat): TileId[] {
  const h = s.hands[seat];
  if (!h) throw new Error(`no hand for seat ${seat}`);
  return h;
}

export function addScore(s: CruiseState, seat: Seat, points: number): void {
  s.scores[seat] = (s.scores[seat] ?? 0) + points;
}
