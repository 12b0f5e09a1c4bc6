/**
 * Every event the engine emits, all public (hands are open; the bag's order never appears).
 * Type aliases, so each one fits proto's GameEvent.
 */
import type { Seat } from '@spielcenter/proto';
import type { Placement, PureChoice } from './actions.js';
import type { ChairId, TableId } from './board.js';
import type { EventId } from './route-events.js';
import type { EndReason } from './state.js';
import type { TileId } from './tiles.js';

/** A seating move: its placements, its points (events applied), the table points before them. */
export type SeatedEvent = {
  readonly type: 'seated';
  readonly seat: Seat;
  readonly seats: readonly Placement[];
  readonly points: number;
  readonly base: number;
  readonly tables: readonly { readonly table: TableId; readonly points: number }[];
  /** The Kaffeekränzchen / Stammtisch table, or null. */
  readonly party: TableId | null;
};
/** The move filled pure tables (reine Tische); `handSize` is the filler's size after his choice. */
export type PureTableEvent = {
  readonly type: 'pureTable';
  readonly seat: Seat;
  readonly tables: readonly TableId[];
  readonly choice: PureChoice;
  readonly handSize: number;
};
export type BarEvent = {
  readonly type: 'bar';
  readonly seat: Seat;
  readonly tile: TileId;
  /** 1..20 */
  readonly stool: number;
  readonly points: number;
};
export type SwapEvent = {
  readonly type: 'swap';
  readonly seat: Seat;
  readonly tile: TileId;
  readonly director: TileId;
  readonly chair: ChairId;
};
/** The tiles drawn (hands are open, so everyone sees them). */
export type DrewEvent = { readonly type: 'drew'; readonly seat: Seat; readonly tiles: readonly TileId[] };
/** The ship reached a station; `trigger` (Auslöser) is the seat whose move reached it. */
export type StationEvent = {
  readonly type: 'station';
  readonly station: number;
  readonly event: EventId;
  readonly trigger: Seat;
  /** The event's German name. */
  readonly name: string;
};
/** Points of an instant event (Bonus vom Zahlmeister, Zollkontrolle) for the trigger. */
export type EventPointsEvent = {
  readonly type: 'eventPoints';
  readonly seat: Seat;
  readonly event: EventId;
  readonly points: number;
};
/** Ansturm auf die Bar: a tile from the bag took the next stool. */
export type BarRushEvent = { readonly type: 'barRush'; readonly tile: TileId; readonly stool: number };
/** The last station's +5 for its trigger. */
export type LastStationEvent = { readonly type: 'lastStation'; readonly seat: Seat; readonly points: number };
/** The seat could do nothing and passed automatically. */
export type PassEvent = { readonly type: 'pass'; readonly seat: Seat };
/** The cruise ended: hand penalties and final scores per seat. */
export type EndEvent = {
  readonly type: 'end';
  readonly reason: EndReason;
  readonly penalties: readonly number[];
  readonly scores: readonly number[];
};

export type CruiseEvent =
  | SeatedEvent
  | PureTableEvent
  | BarEvent
  | SwapEvent
  | DrewEvent
  | StationEvent
  | EventPointsEvent
  | BarRushEvent
  | LastStationEvent
  | PassEvent
  | EndEvent;
export type CruiseEventType = CruiseEvent['type'];
