/** Speedboss: the engine, its declaration, its public types and the view helpers for the web UI and the computers. */
export { game } from './game.js';
export type { BossAction } from './rules/actions.js';
export { explainPlay } from './rules/actions.js';
export { forbiddenBid } from './rules/bidding.js';
export { type CardInfo, cardInfo } from './rules/card-info.js';
export {
  ALL_CARDS,
  type Card,
  cardNameDe,
  cardNameEn,
  formatCard,
  isCard,
  isCeo,
  isIntern,
  isSuit,
  type ParsedCard,
  parseCard,
  RANK_NAME_DE,
  rankOf,
  SUIT_LETTER,
  SUIT_NAME_DE,
  SUIT_NAME_EN,
  SUITS,
  type Suit,
  suitOf,
} from './rules/cards.js';
export { type BossConfig, drawsFor, handSizeFor, roundsFor } from './rules/config.js';
export { engine } from './rules/engine.js';
export { type BossErrorCode, bossErrors } from './rules/errors.js';
export type { BossEvent } from './rules/events.js';
export { ranksOf, roundPoints } from './rules/scoring.js';
export type { BossState, CompletedTrick, Phase, Play, RoundRecord } from './rules/state.js';
export { ledSuit, legalCards, winningIndex } from './rules/trick.js';
export type { BidSummary, BossView } from './rules/view.js';
