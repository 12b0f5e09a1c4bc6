/** Which cards may be played to a trick (bedienen, überstechen, trumpfen) and who wins it. */
import type { RuleErrorData, Seat } from '@spielcenter/proto';
import { type Card, cardLabel, cardLabelDe, type Suit, strengthOf, suitName, suitOf } from './cards.js';
import type { KrakauConfig } from './config.js';
import { krakauErrors } from './errors.js';
import type { PlayedCard } from './state.js';

function beats(card: Card, best: Card, trump: Suit | null): boolean {
  if (card[1] === best[1]) return strengthOf(card) > strengthOf(best);
  return card[1] === trump;
}

/** The card currently winning a (possibly incomplete) trick. */
export function winningCard(trick: readonly PlayedCard[], trump: Suit | null): PlayedCard {
  let best = trick[0] as PlayedCard;
  for (let i = 1; i < trick.length; i++) {
    const pc = trick[i] as PlayedCard;
    if (beats(pc.card, best.card, trump)) best = pc;
  }
  return best;
}

export interface PlayRule {
  /** The cards that may be played now. */
  readonly allowed: readonly Card[];
  /** Why the other cards may not be played (null: every card is allowed); built only when asked. */
  readonly why: Reason | null;
}

/** The rule that limits the choice, with the card to beat or the example card that obeys it. */
export type Reason =
  | { readonly kind: 'beat'; readonly beat: Card; readonly card: Card }
  | { readonly kind: 'follow' | 'trump'; readonly suit: Suit; readonly card: Card };

/** The refusal for a card outside `allowed`, in words ("you must beat the Q♥, e.g. with your K♥"). */
export function reasonError(reason: Reason): RuleErrorData {
  if (reason.kind === 'beat') return beatError(reason.beat, reason.card);
  return reason.kind === 'follow'
    ? followError(reason.suit, reason.card)
    : trumpError(reason.suit, reason.card);
}

/** The follow rules for one hand: bedienen (and überstechen), else trumpfen, else anything. */
export function playRule(
  config: KrakauConfig,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
): PlayRule {
  if (trick.length === 0) return { allowed: hand, why: null };
  const led = suitOf((trick[0] as PlayedCard).card);
  const follow = hand.filter((c) => c[1] === led);
  if (follow.length > 0) {
    const best = winningCard(trick, trump).card;
    if (config.mustBeat && best[1] === led) {
      const beaters = follow.filter((c) => strengthOf(c) > strengthOf(best));
      if (beaters.length > 0)
        return { allowed: beaters, why: { kind: 'beat', beat: best, card: beaters[0] as Card } };
    }
    if (follow.length === hand.length) return { allowed: follow, why: null };
    return { allowed: follow, why: { kind: 'follow', suit: led, card: follow[0] as Card } };
  }
  if (config.mustTrump && trump !== null) {
    const trumps = hand.filter((c) => c[1] === trump);
    if (trumps.length > 0 && trumps.length < hand.length) {
      return { allowed: trumps, why: { kind: 'trump', suit: led, card: trumps[0] as Card } };
    }
  }
  return { allowed: hand, why: null };
}

function beatError(beat: Card, card: Card): RuleErrorData {
  const d = krakauErrors.data('KRAKAU_MUST_BEAT', { beat: cardLabelDe(beat), card: cardLabelDe(card) });
  const e = krakauErrors.data('KRAKAU_MUST_BEAT', { beat: cardLabel(beat), card: cardLabel(card) });
  return { ...d, en: e.en, params: { beat, card } };
}
function followError(led: Suit, card: Card): RuleErrorData {
  const d = krakauErrors.data('KRAKAU_MUST_FOLLOW', {
    suit: suitName(led, 'de'),
    suitEn: suitName(led, 'en'),
    card: cardLabelDe(card),
  });
  const e = krakauErrors.data('KRAKAU_MUST_FOLLOW', {
    suit: suitName(led, 'de'),
    suitEn: suitName(led, 'en'),
    card: cardLabel(card),
  });
  return { ...d, en: e.en, params: { suit: led, card } };
}
function trumpError(led: Suit, card: Card): RuleErrorData {
  const p = { suit: suitName(led, 'de'), suitEn: suitName(led, 'en') };
  const d = krakauErrors.data('KRAKAU_MUST_TRUMP', { ...p, card: cardLabelDe(card) });
  const e = krakauErrors.data('KRAKAU_MUST_TRUMP', { ...p, card: cardLabel(card) });
  return { ...d, en: e.en, params: { suit: led, card } };
}

/** The seat after `seat` among the playing seats. */
export function nextSeat(active: readonly Seat[], seat: Seat): Seat {
  return active[(active.indexOf(seat) + 1) % active.length] as Seat;
}
