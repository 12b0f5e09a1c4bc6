/**
 * The actions and the one place that decides whether an action is legal. It works on a small
 * context that both the full state (engine.explain/apply) and a seat's view (cardInfo) can provide,
 * so a tooltip explains a refusal exactly as the engine would.
 */
import { commonErrors, type RuleErrorData, type Seat } from '@spielcenter/proto';
import { explainBid } from './bidding.js';
import { type Card, isCard, SUIT_NAME_DE, SUIT_NAME_EN, type Suit } from './cards.js';
import { bossErrors } from './errors.js';
import { followViolation } from './trick.js';
import { explainTrumpChoice } from './trump.js';

export type BossAction =
  | { readonly type: 'bid'; readonly bid: number }
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'chooseTrump'; readonly suit: Suit };

export type PhaseKind = 'chooseTrump' | 'bid' | 'play' | 'over';
const ACTION_TYPES = ['bid', 'play', 'chooseTrump'] as const;

/** What deciding about one seat's action needs to know. */
export interface DecisionContext {
  readonly players: number;
  readonly phase: PhaseKind;
  readonly toAct: readonly Seat[];
  readonly round: number;
  readonly dealer: Seat;
  readonly bids: readonly (number | null)[];
  /** The acting seat's own hand. */
  readonly hand: readonly Card[];
  /** The cards of the trick on the table, in order. */
  readonly trick: readonly Card[];
}

const PHASE_ERROR: Record<Exclude<PhaseKind, 'over'>, Record<BossAction['type'], RuleErrorData | null>> = {
  chooseTrump: {
    chooseTrump: null,
    bid: bossErrors.data('BOSS_TRUMP_CHOICE_PENDING'),
    play: bossErrors.data('BOSS_TRUMP_CHOICE_PENDING'),
  },
  bid: {
    bid: null,
    play: bossErrors.data('BOSS_NOT_PLAYING'),
    chooseTrump: bossErrors.data('BOSS_NOT_CHOOSING_TRUMP'),
  },
  play: {
    play: null,
    bid: bossErrors.data('BOSS_NOT_BIDDING'),
    chooseTrump: bossErrors.data('BOSS_NOT_CHOOSING_TRUMP'),
  },
};

function actionType(action: unknown): BossAction['type'] | null {
  if (typeof action !== 'object' || action === null) return null;
  const type = (action as { type?: unknown }).type;
  return (ACTION_TYPES as readonly unknown[]).includes(type) ? (type as BossAction['type']) : null;
}

/** Why `card` may not be played from `hand` onto `trick`, or null when it may. */
export function explainPlay(
  hand: readonly Card[],
  trick: readonly Card[],
  card: unknown,
): RuleErrorData | null {
  if (!isCard(card)) return bossErrors.data('BOSS_UNKNOWN_CARD', { card: String(card).slice(0, 32) });
  if (!hand.includes(card)) return bossErrors.data('BOSS_NOT_IN_HAND', { card });
  const suit = followViolation(hand, trick, card);
  if (suit === null) return null;
  return bossErrors.data('BOSS_MUST_FOLLOW', {
    suit,
    suitDe: SUIT_NAME_DE[suit],
    suitEn: SUIT_NAME_EN[suit],
  });
}

/** Why `action` by `seat` is illegal in `ctx`, or null when it is legal. */
export function explainAction(ctx: DecisionContext, seat: unknown, action: unknown): RuleErrorData | null {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= ctx.players) {
    return commonErrors.data('COMMON_BAD_SEAT', { seat: String(seat).slice(0, 16) });
  }
  if (ctx.phase === 'over') return commonErrors.data('COMMON_GAME_OVER');
  const type = actionType(action);
  if (type === null) {
    const raw = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : action;
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(raw).slice(0, 32) });
  }
  if (!ctx.toAct.includes(seat)) return commonErrors.data('COMMON_NOT_YOUR_TURN');
  const wrongPhase = PHASE_ERROR[ctx.phase][type];
  if (wrongPhase) return wrongPhase;
  const a = action as Record<string, unknown>;
  switch (type) {
    case 'chooseTrump':
      return explainTrumpChoice(a.suit);
    case 'bid':
      return explainBid(ctx.bids, seat, ctx.dealer, ctx.round, a.bid);
    case 'play':
      return explainPlay(ctx.hand, ctx.trick, a.card);
  }
}
