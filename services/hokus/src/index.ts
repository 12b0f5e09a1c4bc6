/** Speedhokus: the engine and its public types and helpers (for the UI, the AI and the tables). */
export { engine } from './rules/engine.js';
export { ACTION_TYPES, type HokusAction, type HokusActionType } from './rules/actions.js';
export {
  DEFAULT_MAX_ROUNDS,
  type HokusConfig,
  type HokusDeck,
  LAURELS_TO_WIN,
  MAX_MAGICIANS,
  MIN_MAGICIANS,
  parseConfig,
} from './rules/config.js';
export { type HokusErrorCode, hokusErrors } from './rules/errors.js';
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
