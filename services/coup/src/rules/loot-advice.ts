/**
 * Karten-Info bei der Beutewahl: what the viewer's OWN hand makes of a loot ("Du hast diese Karte
 * selbst – mit Juwelen 9 dazu ist sie fast sicher"), and which place its order mark demands. Built
 * from one hand and the loot alone: it says nothing about the other hands.
 */
import { type CardId, cardValue, isDietrich, SUIT_NAMES, suitOf } from './cards.js';
import type { Mark } from './coups.js';

export interface Text {
  readonly de: string;
  readonly en: string;
}

export interface LootAdvice extends Text {
  /** How strong the hand holds this loot, for a colour or an icon. */
  readonly chance: 'sure' | 'good' | 'maybe' | 'hard';
  /** The order mark in words ("muss als zweite aller Beuten fallen"), null without a mark. */
  readonly mark: Text | null;
}

const ORDINAL_DE = ['erste', 'zweite', 'dritte', 'vierte', 'fünfte'];
const ORDINAL_EN = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The order mark in words: which place the loot must take. */
export function markText(mark: Mark): Text {
  if (mark === 'Ω')
    return {
      de: 'Marke Ω: Diese Beute muss als allerletzte eingestrichen werden.',
      en: 'Mark Ω: this loot must be won last of all.',
    };
  if (mark.startsWith('›')) {
    const k = mark.length;
    const before = k > 1 ? ` – nach ${'›'.repeat(k - 1)}` : '';
    const beforeEn = k > 1 ? ` – after ${'›'.repeat(k - 1)}` : '';
    return {
      de: `Marke ${mark}: als ${ORDINAL_DE[k - 1]} der Pfeil-Beuten${before}; die übrigen Beuten sind frei.`,
      en: `Mark ${mark}: ${ORDINAL_EN[k - 1]} of the arrow loot${beforeEn}; the other loot is free.`,
    };
  }
  const k = Number(mark);
  return {
    de: `Marke ${mark}: Diese Beute muss als ${ORDINAL_DE[k - 1]} aller Beuten eingestrichen werden.`,
    en: `Mark ${mark}: this loot must be won ${ORDINAL_EN[k - 1]} of all loot.`,
  };
}

function dietriche(n: number): Text {
  return { de: n === 1 ? '1 Dietrich' : `${n} Dietriche`, en: n === 1 ? '1 Dietrich' : `${n} Dietriche` };
}

/** "die 9" / "die 8 oder 9": the higher cards of the colour the viewer does not hold. */
function missing(values: readonly number[]): Text {
  const list = values.join(' oder ');
  return { de: `die ${list}`, en: `the ${values.join(' or ')}` };
}

function above(v: number, hand: readonly number[]): number[] {
  return Array.from({ length: 9 - v }, (_, i) => v + 1 + i).filter((x) => !hand.includes(x));
}

function ownCard(suit: string, suitEn: string, v: number, mine: readonly number[]): Omit<LootAdvice, 'mark'> {
  if (v === 9)
    return {
      chance: 'sure',
      de: `Du hast diese Karte selbst – die höchste ${suit}, fast sicher.`,
      en: `You hold this card yourself – the highest ${suitEn}, almost sure.`,
    };
  if (mine.includes(9))
    return {
      chance: 'sure',
      de: `Du hast diese Karte selbst – mit ${suit} 9 dazu ist sie fast sicher.`,
      en: `You hold this card yourself – with ${suitEn} 9 as well it is almost sure.`,
    };
  const high = Math.max(...mine);
  const open = missing(above(Math.max(v, high), mine));
  if (high > v)
    return {
      chance: 'good',
      de: `Du hast diese Karte selbst und ${suit} ${high} dazu – gut, solange ${open.de} nicht gegen dich kommt.`,
      en: `You hold this card and ${suitEn} ${high} too – good while ${open.en} is not played against you.`,
    };
  return {
    chance: 'maybe',
    de: `Du hast diese Karte selbst, aber keine höhere ${suit} – ${open.de} kann sie dir nehmen.`,
    en: `You hold this card yourself but no higher ${suitEn} – ${open.en} can take it from you.`,
  };
}

/** What the hand makes of `loot`; `mark` adds the place its order mark demands. */
export function lootAdvice(hand: readonly CardId[], loot: CardId, mark: Mark | null = null): LootAdvice {
  const colour = suitOf(loot);
  const suit = SUIT_NAMES[colour].de;
  const suitEn = SUIT_NAMES[colour].en;
  const v = cardValue(loot);
  const mine = hand.filter((c) => suitOf(c) === colour).map(cardValue);
  const d = hand.filter(isDietrich).length;
  const markInfo = mark ? markText(mark) : null;
  const done = (a: Omit<LootAdvice, 'mark'>): LootAdvice => ({ ...a, mark: markInfo });
  if (hand.includes(loot)) return done(ownCard(suit, suitEn, v, mine));
  if (mine.length > 0) {
    const high = Math.max(...mine);
    if (high > v) {
      const open = above(high, mine);
      if (open.length === 0)
        return done({
          chance: 'sure',
          de: `Deine höchste ${suit} ist die ${high} – höher geht es nicht.`,
          en: `Your highest ${suitEn} is the ${high} – nothing is higher.`,
        });
      const m = missing(open);
      return done({
        chance: 'good',
        de: `Deine höchste ${suit} ist die ${high} – reicht, wenn ${m.de} nicht gegen dich gespielt wird.`,
        en: `Your highest ${suitEn} is the ${high} – enough if ${m.en} is not played against you.`,
      });
    }
    const trumps = dietriche(d);
    return done({
      chance: d > 0 ? 'maybe' : 'hard',
      de:
        d > 0
          ? `Deine höchste ${suit} ist die ${high} – zu klein für die ${v}, aber ${trumps.de} zum Abstechen, wenn die ${suit} weg sind.`
          : `Deine höchste ${suit} ist die ${high} – zu klein für die ${v}, kein Dietrich – schwer.`,
      en:
        d > 0
          ? `Your highest ${suitEn} is the ${high} – too low for the ${v}, but ${trumps.en} to trump once your ${suitEn} are gone.`
          : `Your highest ${suitEn} is the ${high} – too low for the ${v}, no Dietrich – hard.`,
    });
  }
  if (d > 0) {
    const trumps = dietriche(d);
    return done({
      chance: 'good',
      de: `Keine ${suit}, aber ${trumps.de} – du kannst sie abstechen.`,
      en: `No ${suitEn}, but ${trumps.en} – you can trump it.`,
    });
  }
  return done({
    chance: 'hard',
    de: `Keine ${suit}, kein Dietrich – schwer.`,
    en: `No ${suitEn}, no Dietrich – hard.`,
  });
}
