/**
 * The 60 cards and their notation: four firms (Firmen) 1..13, four CEOs, four interns (Praktikanten).
 *
 *   b1..b13 blue (Blau), r1..r13 red (Rot), g1..g13 green (Grün), y1..y13 yellow (Gelb)
 *   C1..C4  CEOs (highest; the first one played wins the trick)
 *   P1..P4  interns (lowest; win only a trick of interns alone, then the first one)
 */

export const SUITS = ['blue', 'red', 'green', 'yellow'] as const;
export type Suit = (typeof SUITS)[number];

/** A card id in the notation above (plain string, so states and views stay JSON). */
export type Card = string;

export const SUIT_LETTER: Record<Suit, string> = { blue: 'b', red: 'r', green: 'g', yellow: 'y' };
export const SUIT_NAME_DE: Record<Suit, string> = { blue: 'Blau', red: 'Rot', green: 'Grün', yellow: 'Gelb' };
export const SUIT_NAME_EN: Record<Suit, string> = {
  blue: 'blue',
  red: 'red',
  green: 'green',
  yellow: 'yellow',
};

/** Rank names of the employees (Angestellte), index = rank. */
export const RANK_NAME_DE: readonly string[] = [
  '',
  'Aushilfe',
  'Laufbursche',
  'Mädchen für alles',
  'Sachbearbeiter',
  'Fachkraft',
  'Spezialist',
  'Teamleiter',
  'Projektleiter',
  'Abteilungsleiter',
  'Bereichsleiter',
  'Prokurist',
  'Direktor',
  'Vorstand',
];

export type ParsedCard =
  | { readonly kind: 'number'; readonly suit: Suit; readonly rank: number }
  | { readonly kind: 'ceo'; readonly n: number }
  | { readonly kind: 'intern'; readonly n: number };

/** Formats a parsed card as its id. */
export function formatCard(card: ParsedCard): Card {
  switch (card.kind) {
    case 'number':
      return `${SUIT_LETTER[card.suit]}${card.rank}`;
    case 'ceo':
      return `C${card.n}`;
    case 'intern':
      return `P${card.n}`;
  }
}

function buildDeck(): Card[] {
  const out: Card[] = [];
  for (const suit of SUITS)
    for (let rank = 1; rank <= 13; rank++) out.push(formatCard({ kind: 'number', suit, rank }));
  for (let n = 1; n <= 4; n++) out.push(`C${n}`);
  for (let n = 1; n <= 4; n++) out.push(`P${n}`);
  return out;
}

/** All 60 cards in a fixed order (firms blue, red, green, yellow 1..13, then C1..C4, P1..P4). */
export const ALL_CARDS: readonly Card[] = Object.freeze(buildDeck());

const PARSED: Readonly<Record<string, ParsedCard>> = (() => {
  const table: Record<string, ParsedCard> = Object.create(null);
  for (const suit of SUITS) {
    for (let rank = 1; rank <= 13; rank++)
      table[`${SUIT_LETTER[suit]}${rank}`] = { kind: 'number', suit, rank };
  }
  for (let n = 1; n <= 4; n++) {
    table[`C${n}`] = { kind: 'ceo', n };
    table[`P${n}`] = { kind: 'intern', n };
  }
  return table;
})();

/** Index 0..59 of every card id (for fast conservation checks). */
export const CARD_INDEX: Readonly<Record<string, number>> = (() => {
  const table: Record<string, number> = Object.create(null);
  ALL_CARDS.forEach((c, i) => {
    table[c] = i;
  });
  return table;
})();

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && PARSED[value] !== undefined;
}

/** Parses a card id; null for anything that is not one of the 60 ids. */
export function parseCard(id: unknown): ParsedCard | null {
  return typeof id === 'string' ? (PARSED[id] ?? null) : null;
}

/** Parses a card id that is known to be valid (engine-internal). */
export function card(id: Card): ParsedCard {
  const parsed = PARSED[id];
  if (!parsed) throw new Error(`not a Speedboss card: ${id}`);
  return parsed;
}

export const isCeo = (id: Card): boolean => PARSED[id]?.kind === 'ceo';
export const isIntern = (id: Card): boolean => PARSED[id]?.kind === 'intern';

/** The firm of a number card, null for CEOs and interns. */
export function suitOf(id: Card): Suit | null {
  const p = PARSED[id];
  return p?.kind === 'number' ? p.suit : null;
}

/** The rank of a number card (1..13), 0 for interns and CEOs. */
export function rankOf(id: Card): number {
  const p = PARSED[id];
  return p?.kind === 'number' ? p.rank : 0;
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}

/** A card's German name for messages, e.g. "Rot 7 (Teamleiter)", "CEO", "Praktikant". */
export function cardNameDe(id: Card): string {
  const p = card(id);
  if (p.kind === 'ceo') return 'CEO';
  if (p.kind === 'intern') return 'Praktikant';
  return `${SUIT_NAME_DE[p.suit]} ${p.rank} (${RANK_NAME_DE[p.rank]})`;
}

export function cardNameEn(id: Card): string {
  const p = card(id);
  if (p.kind === 'ceo') return 'CEO';
  if (p.kind === 'intern') return 'intern';
  return `${SUIT_NAME_EN[p.suit]} ${p.rank}`;
}
