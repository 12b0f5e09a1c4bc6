/**
 * The 40 cards: four colours 1–9 (Juwelen, Gemälde, Uhren, Perlen) and the Dietriche 1–4 (trumps).
 * A card id is the colour letter plus the value: "J7" = Juwelen 7, "D4" = Dietrich 4.
 */
export const COLOURS = ['J', 'G', 'U', 'P'] as const;
export type Colour = (typeof COLOURS)[number];
export type Suit = Colour | 'D';
export type CardId = string;

export const SUIT_NAMES: Record<Suit, { de: string; en: string }> = {
  J: { de: 'Juwelen', en: 'jewels' },
  G: { de: 'Gemälde', en: 'paintings' },
  U: { de: 'Uhren', en: 'watches' },
  P: { de: 'Perlen', en: 'pearls' },
  D: { de: 'Dietrich', en: 'lockpick' },
};

export function suitOf(card: CardId): Suit {
  return card[0] as Suit;
}

export function cardValue(card: CardId): number {
  return Number(card.slice(1));
}

export function isDietrich(card: CardId): boolean {
  return card[0] === 'D';
}

/** Every colour card, in a fixed order. */
export const COLOUR_CARDS: readonly CardId[] = COLOURS.flatMap((c) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => `${c}${v}`),
);
export const DIETRICHE: readonly CardId[] = ['D1', 'D2', 'D3', 'D4'];
export const ALL_CARDS: readonly CardId[] = [...COLOUR_CARDS, ...DIETRICHE];
const CARD_SET = new Set(ALL_CARDS);

export function isCard(value: unknown): value is CardId {
  return typeof value === 'string' && CARD_SET.has(value);
}

/** "Juwelen 7" / "jewels 7". */
export function cardName(card: CardId, lang: 'de' | 'en' = 'de'): string {
  return `${SUIT_NAMES[suitOf(card)][lang]} ${cardValue(card)}`;
}

/** Sorts a hand: Dietriche last, colours in COLOURS order, values ascending. */
export function sortCards(cards: readonly CardId[]): CardId[] {
  const rank = (c: CardId) => (isDietrich(c) ? 4 : COLOURS.indexOf(suitOf(c) as Colour)) * 10 + cardValue(c);
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/** The card that wins a complete trick: highest Dietrich, else highest card of the led suit. */
export function trickWinnerIndex(cards: readonly CardId[]): number {
  const led = suitOf(cards[0] as CardId);
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as CardId;
    const b = cards[best] as CardId;
    const cs = suitOf(c);
    const bs = suitOf(b);
    if (cs === 'D' && bs !== 'D') best = i;
    else if (cs === bs && (cs === 'D' || cs === led) && cardValue(c) > cardValue(b)) best = i;
  }
  return best;
}

/** A card for error texts in both languages; an unknown id is shown as it came. */
export function cardParams(card: string, key = 'card'): Record<string, string> {
  const known = isCard(card);
  return { [key]: known ? cardName(card) : card, [`${key}En`]: known ? cardName(card, 'en') : card };
}
