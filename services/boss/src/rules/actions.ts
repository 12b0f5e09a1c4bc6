/**
 * The actions: their union, the strict shape check every untrusted action passes first, and the
 * refusals that do not depend on a phase's own rules (an action its phase does not take, a card that
 * may not be played). The engine and `cardInfo` (which only has a view) share these, so a tooltip
 * explains a refusal exactly as the engine would.
 */
import { commonErrors, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import { type Card, isCard, SUIT_NAME_DE, SUIT_NAME_EN, type Suit } from './cards.js';
import { bossErrors } from './errors.js';
import type { Phase } from './state.js';
import { followViolation } from './trick.js';

export type ChooseTrumpAction = { readonly type: 'chooseTrump'; readonly suit: Suit };
export type BidAction = { readonly type: 'bid'; readonly bid: number };
export type PlayAction = { readonly type: 'play'; readonly card: Card };
export type BossAction = BidAction | PlayAction | ChooseTrumpAction;

export type PhaseKind = Phase['kind'];

/** The one field each action type carries besides `type`. */
const FIELD: Readonly<Record<BossAction['type'], string>> = { bid: 'bid', play: 'card', chooseTrump: 'suit' };

const clip = (value: unknown, length: number) => String(value).slice(0, length);

/**
 * Why `action` is not one of the game's actions, or null. Strict: exactly `type` and the type's own
 * field, nothing else. The field's value is judged by the phase (its range depends on the state).
 */
export function checkShape(action: unknown): RuleErrorData | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: clip(action, 32) });
  }
  const type = (action as { type?: unknown }).type;
  const field =
    typeof type === 'string' && Object.hasOwn(FIELD, type) ? FIELD[type as BossAction['type']] : null;
  if (field === null) return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: clip(type, 32) });
  for (const key in action) {
    if (key !== 'type' && key !== field) {
      return bossErrors.data('BOSS_UNKNOWN_FIELD', { field: clip(key, 32) });
    }
  }
  if (!Object.hasOwn(action, field)) return bossErrors.data('BOSS_MISSING_FIELD', { field });
  return null;
}

/** The refusal of an action type that the phase `kind` does not take (never `over`: all end there). */
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

/**
 * Why `seat` may not take an action of `type` in phase `kind`, which does not take it. Not being to
 * act comes first: "not your turn" is the answer that helps a seat that is waiting.
 */
export function outOfPhase(
  kind: Exclude<PhaseKind, 'over'>,
  toAct: readonly Seat[],
  seat: Seat,
  type: BossAction['type'],
): RuleErrorData {
  return turnCheck(toAct, seat) ?? PHASE_ERROR[kind][type] ?? commonErrors.data('COMMON_ILLEGAL_ACTION');
}

/** Why `card` may not be played from `hand` onto `trick`, or null when it may. */
export function explainPlay(
  hand: readonly Card[],
  trick: readonly Card[],
  card: unknown,
): RuleErrorData | null {
  if (!isCard(card)) return bossErrors.data('BOSS_UNKNOWN_CARD', { card: clip(card, 32) });
  if (!hand.includes(card)) return bossErrors.data('BOSS_NOT_IN_HAND', { card });
  const suit = followViolation(hand, trick, card);
  if (suit === null) return null;
  return bossErrors.data('BOSS_MUST_FOLLOW', {
    suit,
    suitDe: SUIT_NAME_DE[suit],
    suitEn: SUIT_NAME_EN[suit],
  });
}
