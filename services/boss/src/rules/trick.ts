/** Trick rules on cards alone: the firm to follow (Bedienpflicht), the legal cards, the winner. */
import { type Card, card, isCeo, type Suit, suitOf } from './cards.js';

/**
 * The firm that must be followed: none for an empty trick or a led CEO (everyone is free); after a
 * led intern the first number card decides; otherwise the led card's firm.
 */
export function ledSuit(trick: readonly Card[]): Suit | null {
  const first = trick[0];
  if (first === undefined || isCeo(first)) return null;
  for (const c of trick) {
    const suit = suitOf(c);
    if (suit) return suit;
  }
  return null;
}

/** The firm `hand` must follow with `candidate`, or null when the card may be played. */
export function followViolation(hand: readonly Card[], trick: readonly Card[], candidate: Card): Suit | null {
  const led = ledSuit(trick);
  if (led === null) return null;
  const suit = suitOf(candidate);
  if (suit === null || suit === led) return null; // CEO and intern always; following is fine
  return hand.some((c) => suitOf(c) === led) ? led : null;
}

/** The cards of `hand` that may be played onto `trick`. */
export function legalCards(hand: readonly Card[], trick: readonly Card[]): Card[] {
  const led = ledSuit(trick);
  if (led === null || !hand.some((c) => suitOf(c) === led)) return hand.slice();
  return hand.filter((c) => {
    const suit = suitOf(c);
    return suit === null || suit === led;
  });
}

/**
 * Index of the card that wins (or would win, if the trick ended now): the first CEO, else the highest
 * trump, else the highest card of the led firm, else (only interns) the first intern.
 */
export function winningIndex(trick: readonly Card[], trump: Suit | null): number {
  if (trick.length === 0) return -1;
  const led = ledSuit(trick);
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < trick.length; i++) {
    const p = card(trick[i] as Card);
    if (p.kind === 'ceo') return i;
    if (p.kind !== 'number') continue;
    const score = p.suit === trump ? 100 + p.rank : p.suit === led ? p.rank : 0;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return bestScore > 0 ? best : 0;
}
