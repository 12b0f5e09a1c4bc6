/**
 * The public API of Speedcruise: the engine, the game's declaration, the error catalogue, the
 * types, and the board and tile helpers the web and the computers use. The route table stays
 * inside: a view shows only the stations passed and the next event.
 */
export { game } from './game.js';
export type {
  BarAction,
  CruiseAction,
  CruiseActionType,
  DrawAction,
  Placement,
  PureChoice,
  SeatAction,
  SwapAction,
} from './rules/actions.js';
export {
  CHAIRS,
  type Chair,
  type ChairId,
  NEIGHBOURS,
  type Neighbours,
  TABLES,
  type Table,
  type TableId,
} from './rules/board.js';
export type { CruiseConfig, CruiseDeck } from './rules/config.js';
export {
  chairClasses,
  type SeatingPreview,
  seatingPreview,
  stoolPoints,
  type TableGuests,
  tableGuests,
} from './rules/display.js';
export { engine } from './rules/engine.js';
export { type CruiseErrorCode, cruiseErrors } from './rules/errors.js';
export type * from './rules/events.js';
export { EVENT_IDS, EVENTS, type EventId, type RouteEvent } from './rules/route-events.js';
export { BAR_VALUES, handPenalty } from './rules/scoring.js';
export type { CruiseState, EndReason, Phase } from './rules/state.js';
export {
  ALL_TILE_IDS,
  CLASS_IDS,
  CLASS_NAMES,
  type ClassId,
  type Gender,
  isTileId,
  type TileId,
  type TileInfo,
  tileInfo,
  tileName,
} from './rules/tiles.js';
export type * from './rules/view.js';
