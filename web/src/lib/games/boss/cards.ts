/**
 * How a card looks (colour, big sign, German name) and the order of a hand on screen. Display only:
 * what a card does in the game comes from the engine (`cardInfo`, the snapshot's legal list).
 */
import {
  type Card,
  cardNameDe,
  parseCard,
  RANK_NAME_DE,
  SUIT_NAME_DE,
  SUITS,
  type Suit,
} from '@spielcenter/boss';

export interface CardFace {
  readonly card: Card;
  readonly tone: Suit | 'ceo' | 'intern';
  /** The big sign in the corner: the rank, "C" or "P". */
  readonly sign: string;
  readonly title: string;
  readonly subtitle: string;
}

export function cardFace(card: Card): CardFace {
  const p = parseCard(card);
  if (!p) return { card, tone: 'intern', sign: '?', title: card, subtitle: '' };
  if (p.kind === 'ceo') return { card, tone: 'ceo', sign: 'C', title: 'CEO', subtitle: 'Boss' };
  if (p.kind === 'intern') return { card, tone: 'intern', sign: 'P', title: 'Praktikant', subtitle: '' };
  return {
    card,
    tone: p.suit,
    sign: String(p.rank),
    title: RANK_NAME_DE[p.rank] ?? '',
    subtitle: SUIT_NAME_DE[p.suit],
  };
}

/** What a screen reader says for a card: "Blau 3 (Mädchen für alles)", "CEO", "Praktikant". */
export function cardLabel(card: Card): string {
  return parseCard(card) ? cardNameDe(card) : 'unbekannte Karte';
}

/** Where a long rank name may break (soft hyphens): "Sach-/bearbeiter", "Abteilungs-/leiter". */
const BREAKS: Readonly<Record<string, string>> = {
  Laufbursche: 'Lauf\u00adbursche',
  Sachbearbeiter: 'Sach\u00adbearbeiter',
  Spezialist: 'Spezia\u00adlist',
  Teamleiter: 'Team\u00adleiter',
  Projektleiter: 'Projekt\u00adleiter',
  Abteilungsleiter: 'Abteilungs\u00adleiter',
  Bereichsleiter: 'Bereichs\u00adleiter',
  Praktikant: 'Prakti\u00adkant',
};

/** A card's rank name with the places it may break on a small card. */
export function nameWithBreaks(name: string): string {
  return BREAKS[name] ?? name;
}

/** CEOs first, then the trump firm, then the other firms (colours alternating), interns last. */
export function sortHand(hand: readonly Card[], trump: Suit | null): Card[] {
  const suitOrder: Suit[] = ['blue', 'red', 'green', 'yellow'];
  const order = trump ? [trump, ...suitOrder.filter((s) => s !== trump)] : suitOrder;
  const key = (c: Card): number => {
    const p = parseCard(c);
    if (!p) return 1000;
    if (p.kind === 'ceo') return p.n;
    if (p.kind === 'intern') return 900 + p.n;
    return 100 + order.indexOf(p.suit) * 100 - p.rank;
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

export const SUIT_CHOICES: readonly { suit: Suit; name: string }[] = SUITS.map((suit) => ({
  suit,
  name: SUIT_NAME_DE[suit],
}));
