/**
 * Speedboss cards as small integers for the simulators: a number card is `suit << 4 | rank`
 * (suit 0..3 in SUITS order, rank 1..13), every CEO is CEO and every intern INTERN. CEOs are
 * interchangeable in play (the first one wins), and so are interns, so the simulators keep counts
 * of them; a hand's number cards are one 13-bit mask per firm (bit rank − 1).
 */
import { type Card, isCeo, isIntern, rankOf, SUITS, type Suit, suitOf } from '@spielcenter/boss';

export const CEO = 0x40;
export const INTERN = 0x50;
export const FULL_SUIT = 0x1fff;

export const suitIndex = (suit: Suit | null): number => (suit === null ? -1 : SUITS.indexOf(suit));

export function codeOf(card: Card): number {
  if (isCeo(card)) return CEO;
  if (isIntern(card)) return INTERN;
  return (suitIndex(suitOf(card)) << 4) | rankOf(card);
}

/** The firm (0..3) of a number card's code; 4 for a CEO, 5 for an intern. */
export const suitOfCode = (code: number): number => code >> 4;
export const rankOfCode = (code: number): number => code & 15;

/** The bit of a number card in its firm's mask. */
export const bitOf = (code: number): number => 1 << ((code & 15) - 1);

/** Highest rank (1..13) in a firm mask, 0 for an empty mask. */
export const topRank = (mask: number): number => 32 - Math.clz32(mask);
/** Lowest rank (1..13) in a firm mask, 0 for an empty mask. */
export const lowRank = (mask: number): number => (mask === 0 ? 0 : 32 - Math.clz32(mask & -mask));

/** The card id in `hand` that a code stands for (any CEO or intern of the hand will do). */
export function cardFor(code: number, hand: readonly Card[]): Card {
  const found = hand.find((c) => codeOf(c) === code);
  if (found === undefined) throw new Error(`boss sim: no card for code ${code} in ${hand.join(' ')}`);
  return found;
}
