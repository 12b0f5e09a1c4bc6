export {
  CHAIRS,
  NEIGHBOURS,
  TABLES,
  type Chair,
  type ChairId,
  type Neighbours,
  type Table,
  type TableId,
} from './rules/board.js';
export type { CruiseConfig, CruiseDeck } from './rules/config.js';
export { engine } from './rules/engine.js';
export { cruiseErrors, type CruiseErrorCode } from './rules/errors.js';
export { EVENTS, ROUTES, type CruiseEvent, type EventId, type Route } from './rules/routes.js';
export { BAR_VALUES } from './rules/scoring.js';
export type * from './rules/state.js';
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
