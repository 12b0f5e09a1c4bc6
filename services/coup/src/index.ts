/** The public API of @spielcenter/coup: the engine, the declaration, the error catalogue, helpers. */

export { game } from './game.js';
export type { CoupAction, CoupActionType } from './rules/actions.js';
export { CAMPAIGN, coupDef } from './rules/campaign.js';
export {
  type CardInfo,
  cardInfo,
  explainPlay,
  signalConvention,
  signalMarkText,
  trickRule,
} from './rules/card-info.js';
export * from './rules/cards.js';
export type { CoupConfig, DeckSpec, PfiffMode } from './rules/config.js';
export * from './rules/coups.js';
export * from './rules/daily.js';
export { engine } from './rules/engine.js';
export { type CoupErrorCode, coupErrors } from './rules/errors.js';
export type * from './rules/events.js';
export * from './rules/logbook.js';
export { type LootAdvice, lootAdvice, markText, type Text } from './rules/loot-advice.js';
export { countVotes } from './rules/pfiff.js';
export {
  failStep,
  type ReviewCard,
  type ReviewCardState,
  type ReviewFrame,
  reviewFrame,
  reviewSteps,
} from './rules/review.js';
export { signalMark } from './rules/signals.js';
export type * from './rules/state.js';
export { type VerdictCode, verdicts } from './rules/verdicts.js';
export type * from './rules/view.js';
