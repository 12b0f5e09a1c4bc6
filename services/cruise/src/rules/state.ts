/** The game state, actions and events: plain JSON only. */
import type { RngState, Seat } from '@spielcenter/proto';
import type { ChairId, TableId } from './board.js';
import type { CruiseConfig } from './config.js';
import type { EventId } from './routes.js';
import type { TileId } from './tiles.js';

export const HAND_SIZE = 5;
export const BAR_STOOLS = 20;
/** The cruise ends when only this many tiles are left in the bag. */
export const BAG_END = 4;

/** Waiting for the player's move (Setzen, Pianobar, Tauschen). */
export interface MovePhase {
  readonly kind: 'move';
}
/** The player has moved and must draw back up to the hand size. */
export interface DrawPhase {
  readonly kind: 'draw';
}
export interface OverPhase {
  readonly kind: 'over';
  readonly reason: EndReason;
}
export type Phase = MovePhase | DrawPhase | OverPhase;
export type EndReason = 'barFull' | 'chairsFull' | 'bagLow' | 'handEmpty' | 'stuck';

export interface CruiseProgress {
  readonly route: number;
  /** Stations reached so far (0..10). */
  readonly station: number;
  /** Passengers seated at tables so far (swaps and the bar do not count). */
  readonly seated: number;
  /** The "until the next station" event in force, or null. */
  readonly effect: EventId | null;
}

export interface CruiseState {
  readonly config: CruiseConfig;
  readonly rng: RngState;
  /** Tiles still in the bag, next drawn first (hidden). */
  readonly bag: readonly TileId[];
  /** Open hands, per seat. */
  readonly hands: readonly (readonly TileId[])[];
  /** Hand size limit per seat (5, less after "Hand −1"). */
  readonly handSize: readonly number[];
  /** Tile per chair index, or null. */
  readonly chairs: readonly (TileId | null)[];
  /** Bar stools in order. */
  readonly bar: readonly TileId[];
  readonly scores: readonly number[];
  /** Pure tables (reine Tische) filled, per seat (table ids). */
  readonly pureTables: readonly (readonly TableId[])[];
  readonly turn: Seat;
  readonly phase: Phase;
  /** Automatic passes in a row; 2 full rounds end the cruise. */
  readonly passes: number;
  readonly moveCount: number;
  readonly cruise: CruiseProgress | null;
  /** End penalties per seat, once over (for the final board). */
  readonly penalties: readonly number[] | null;
}

export interface Placement {
  readonly tile: TileId;
  readonly chair: ChairId;
}

export type PureChoice = 'hand' | 'draw';

/** Seat 1 or 2 passengers (3 with Freie Platzwahl, 3–4 for a Kaffeekränzchen/Stammtisch). */
export interface SeatAction {
  readonly type: 'seat';
  readonly seats: readonly Placement[];
  /** Only when the move fills a pure table: "hand" = Hand −1, "draw" = keep drawing. */
  readonly pure?: PureChoice;
}
export interface BarAction {
  readonly type: 'bar';
  readonly tile: TileId;
}
export interface SwapAction {
  readonly type: 'swap';
  readonly tile: TileId;
  readonly chair: ChairId;
}
export interface DrawAction {
  readonly type: 'draw';
}
export type CruiseAction = SeatAction | BarAction | SwapAction | DrawAction;
