export { DAILY_DEALS, dailyDeals, dailyTable } from './daily.js';
export { game } from './game.js';
export type { KrakauAction, KrakauActionType } from './rules/actions.js';
export { MAX_GAME, maxBidFor } from './rules/bidding.js';
export * from './rules/cards.js';
export {
  barrelAt,
  dailyConfig,
  type KrakauConfig,
  type KrakauConfigInput,
  opponentCap,
  parseConfig,
} from './rules/config.js';
export { engine } from './rules/engine.js';
export { type KrakauErrorCode, krakauErrors } from './rules/errors.js';
export type * from './rules/events.js';
export { isLocked, roundToTen } from './rules/limits.js';
export { PLACE_BONUS, ranksOf } from './rules/outcome.js';
export type * from './rules/state.js';
export { BARREL_GAMES, BARREL_PENALTY, BOMBA_POINTS, FORCED_BID, SIT_OUT_ACE_POINTS } from './rules/state.js';
export { playRule, winningCard } from './rules/trick.js';
export type { KrakauPhaseView, KrakauView } from './rules/view.js';
