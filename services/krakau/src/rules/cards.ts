/**
 * The 24 cards and their notation. A card id is rank + suit: ranks A, T (ten), K, Q, J, 9; suits
 * h (Herz, hearts), d (Karo, diamonds), c (Kreuz, clubs), s (Pik, spades). `Th` is the ten of hearts.
 */
export const SUITS = ['h', 'd', 'c', 's'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['A', 'T', 'K', 'Q', 'J', '9'] as const;
export type Rank = (typeof RANKS)[number];
export type Card = string;

/** Card points (Augen); the order of rank in a suit is the same as the order of value. */
export const CARD_POINTS: Readonly<Record<Rank, number>> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 };
const STRENGTH: Readonly<Record<string, number>> = { A: 5, T: 4, K: 3, Q: 2, J: 1, '9': 0 };

/** Marriage (Meldung) values: König + Dame of one suit. */
export const MARRIAGE_POINTS: Readonly<Record<Suit, number>> = { h: 100, d: 80, c: 60, s: 40 };

export const DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
const DECK_SET = new Set(DECK);

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && DECK_SET.has(value);
}
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}
export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}
export function pointsOf(card: Card): number {
  return CARD_POINTS[card[0] as Rank];
}
export function strengthOf(card: Card): number {
  return STRENGTH[card[0] as string] as number;
}
export function sumPoints(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += pointsOf(c);
  return sum;
}

/** Suits in which the hand holds both King and Queen. */
export function marriagesIn(hand: readonly Card[]): Suit[] {
  return SUITS.filter((s) => hand.includes(`K${s}`) && hand.includes(`Q${s}`));
}
export function marriageSum(hand: readonly Card[]): number {
  let sum = 0;
  for (const s of marriagesIn(hand)) sum += MARRIAGE_POINTS[s];
  return sum;
}

const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { h: '♥', d: '♦', c: '♣', s: '♠' };
const SUIT_DE: Readonly<Record<Suit, string>> = { h: 'Herz', d: 'Karo', c: 'Kreuz', s: 'Pik' };
const SUIT_EN: Readonly<Record<Suit, string>> = { h: 'hearts', d: 'diamonds', c: 'clubs', s: 'spades' };
const RANK_LABEL: Readonly<Record<Rank, string>> = { A: 'A', T: '10', K: 'K', Q: 'Q', J: 'J', '9': '9' };
const RANK_DE: Readonly<Record<Rank, string>> = { A: 'A', T: '10', K: 'K', Q: 'D', J: 'B', '9': '9' };

/** Short label for the UI and messages: `Q♥`, `10♠` (English letters). */
export function cardLabel(card: Card): string {
  return `${RANK_LABEL[rankOf(card)]}${SUIT_SYMBOL[suitOf(card)]}`;
}
/** German short label: `D♥` (Dame), `B♠` (Bube). */
export function cardLabelDe(card: Card): string {
  return `${RANK_DE[rankOf(card)]}${SUIT_SYMBOL[suitOf(card)]}`;
}
export function suitName(suit: Suit, lang: 'de' | 'en'): string {
  return lang === 'de' ? SUIT_DE[suit] : SUIT_EN[suit];
}
export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOL[suit];
}

/** Sorts a hand by suit (♥ ♦ ♣ ♠) and rank (A high), for stable display. */
export function sortHand(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => DECK.indexOf(a) - DECK.indexOf(b));
}
