/** Speedhokus: the engine, its declaration, and the public types and helpers (UI, AI, tables). */

export { game } from './game.js';
export { ACTION_TYPES, type HokusAction, type HokusActionType } from './rules/actions.js';
export {
  DEFAULT_MAX_ROUNDS,
  type HokusConfig,
  type HokusDeck,
  LAURELS_TO_WIN,
  MAX_MAGICIANS,
  MIN_MAGICIANS,
} from './rules/config.js';
export { engine } from './rules/engine.js';
export { type HokusErrorCode, hokusErrors } from './rules/errors.js';
export type { HokusEvent, HokusEventType } from './rules/events.js';
export {
  HATS_PER_MAGICIAN,
  type HatId,
  type HatKind,
  hatId,
  hatLabel,
  hatsOf,
  ownerOf,
} from './rules/hats.js';
export { POINTS_PER_PLACE, ranking } from './rules/outcome.js';
export type {
  BidEntry,
  BluffRecord,
  EndReason,
  HokusState,
  LiftedHat,
  Magician,
  Phase,
  PhaseKind,
  RoundResult,
} from './rules/state.js';
export {
  type HatView,
  type HokusView,
  type MagicianView,
  type OwnView,
  redNumbers,
  TRAPPER_CATCHES,
} from './rules/view.js';
