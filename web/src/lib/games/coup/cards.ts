/**
 * How Speedcoup looks: card faces (colour, value, German name), the seats' colours for loot dots,
 * where a seat sits around the table, the signal marks' signs. Display only: what a card means in
 * the game comes from the engine (`cardInfo`, `lootAdvice`, the snapshot's legal list).
 */
import { type CardId, cardName, cardValue, type SignalMark, type Suit, suitOf } from '@spielcenter/coup';

export interface CardFace {
  readonly card: CardId;
  readonly suit: Suit;
  readonly value: number;
  /** "Juwelen 7", "Dietrich 4". */
  readonly name: string;
  /** The little emblem of the colour. */
  readonly emblem: string;
}

const EMBLEM: Record<Suit, string> = { J: '◆', G: '▣', U: '◷', P: '●', D: '⚷' };

export function cardFace(card: CardId): CardFace {
  const suit = suitOf(card);
  return { card, suit, value: cardValue(card), name: cardName(card), emblem: EMBLEM[suit] };
}

/** The owner colours of loot dots: one per seat (the Schatten's is grey). */
export const SEAT_COLOURS = ['#f08a24', '#27b6c9', '#e0529c', '#9bd13f', '#f2d13a'] as const;
export const SHADOW_COLOUR = '#9aa3ad';

export function seatColour(seat: number | null, shadow: number | null): string {
  if (seat === null) return 'transparent';
  if (seat === shadow) return SHADOW_COLOUR;
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? SHADOW_COLOUR;
}

/** The signal's mark as a sign and a word: oben / Mitte / unten. */
export function signalSign(mark: SignalMark | null): { sign: string; word: string } {
  if (mark === 'top') return { sign: '▲', word: 'oben' };
  if (mark === 'only') return { sign: '◆', word: 'Mitte' };
  if (mark === 'bottom') return { sign: '▼', word: 'unten' };
  return { sign: '?', word: 'ohne Marke' };
}

/** Splits a hand into two rows (the upper one longer) for the portrait phone. */
export function twoRows<T>(cards: readonly T[]): [T[], T[]] {
  const first = Math.ceil(cards.length / 2);
  return [cards.slice(0, first), cards.slice(first)];
}
