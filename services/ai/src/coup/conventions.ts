/**
 * "So denken deine Computer-Komplizen": the conventions every Speedcoup computer keeps, written on
 * the card numbers of world.ts. Signals, loot choice, the one-word answers to the Boss and the card
 * passed at a Pfiff follow the rule text word for word; partners rely on them when they sample.
 */
import { type Card, DIETRICH, suitOfCard, valueOfCard } from './sim.js';

export type SignalMark = 'top' | 'only' | 'bottom';

/** The true mark of a colour card in a hand (as the engine puts it on), or null. */
export function markOf(hand: readonly Card[], card: Card): SignalMark | null {
  if (suitOfCard(card) === DIETRICH || !hand.includes(card)) return null;
  const same = hand.filter((c) => suitOfCard(c) === suitOfCard(card));
  if (same.length === 1) return 'only';
  if (same.every((c) => c <= card)) return 'top';
  if (same.every((c) => c >= card)) return 'bottom';
  return null;
}

export interface OpenLoot {
  readonly card: Card;
  readonly owner: number | null;
  readonly won: boolean;
}

/**
 * Handzeichen: "Am liebsten … eine Karte, die zu einer fremden Beute gehört … Sonst seine eigene
 * Beute (wenn sie seine höchste oder einzige ihrer Farbe ist) oder ab dem zweiten Stich ein kleines
 * Einzelstück bis zur 5. Andere Zeichen gibt er nicht." `allowed` are the cards the engine offers.
 */
export function conventionSignal(
  hand: readonly Card[],
  seat: number,
  loot: readonly OpenLoot[],
  showTrick: number,
  allowed: readonly Card[],
): Card | null {
  const open = loot.filter((l) => !l.won && l.owner !== null && allowed.includes(l.card));
  const foreign = open.find((l) => l.owner !== seat);
  if (foreign) return foreign.card;
  const own = open.find((l) => {
    const m = markOf(hand, l.card);
    return l.owner === seat && (m === 'top' || m === 'only');
  });
  if (own) return own.card;
  if (showTrick >= 1) {
    const single = allowed
      .filter((c) => valueOfCard(c) <= 5 && markOf(hand, c) === 'only')
      .sort((a, b) => valueOfCard(a) - valueOfCard(b))[0];
    if (single !== undefined) return single;
  }
  return null;
}

/**
 * How well a loot fits a hand ("die Karte selbst, eine höhere Karte derselben Farbe oder, ohne diese
 * Farbe, Dietriche zum Stechen"): 3+ the card itself, 2+ a higher card, 1+ Dietriche when void, 0 none.
 */
export function lootFit(hand: readonly Card[], loot: Card): number {
  const suit = suitOfCard(loot);
  const same = hand.filter((c) => suitOfCard(c) === suit);
  const top = same.reduce((m, c) => Math.max(m, c), 0);
  const dietriche = hand.filter((c) => suitOfCard(c) === DIETRICH).length;
  if (hand.includes(loot)) return 3 + (top > loot ? 0.5 : 0) + valueOfCard(top) / 20;
  if (top > loot) return 2 + valueOfCard(top) / 20;
  if (same.length === 0 && dietriche > 0) return 1 + dietriche / 10;
  return 0;
}

/** The loot a computer takes in the draft: the best fit (first in reveal order on a tie). */
export function conventionTake(hand: readonly Card[], free: readonly Card[]): Card {
  let best = free[0]!;
  let bestFit = -1;
  for (const c of free) {
    const f = lootFit(hand, c);
    if (f > bestFit) {
      bestFit = f;
      best = c;
    }
  }
  return best;
}

/** "Schlecht sagt er nur ohne Dietrich und mit kleinen Karten" (no colour card above 6). */
export function weakHand(hand: readonly Card[]): boolean {
  return hand.every((c) => suitOfCard(c) !== DIETRICH && valueOfCard(c) <= 6);
}

/** "Ja zu allen Beuten sagt er mit mindestens zwei Dietrichen oder drei Karten ab der 8." */
export function strongHand(hand: readonly Card[]): boolean {
  const d = hand.filter((c) => suitOfCard(c) === DIETRICH).length;
  const high = hand.filter((c) => suitOfCard(c) !== DIETRICH && valueOfCard(c) >= 8).length;
  return d >= 2 || high >= 3;
}

/**
 * Anfang/Mitte/Ende (who wins exactly one trick): with a Dietrich he can take one late ("Ende"),
 * with a 9 early ("Anfang"), else "Mitte".
 */
export function oneTrickWord(hand: readonly Card[]): 'Anfang' | 'Mitte' | 'Ende' {
  if (hand.some((c) => suitOfCard(c) === DIETRICH)) return 'Ende';
  if (hand.some((c) => valueOfCard(c) === 9)) return 'Anfang';
  return 'Mitte';
}

/** The one word a computer answers; `loot` is the loot shown when the Boss distributes. */
export function conventionAnswer(
  hand: readonly Card[],
  purpose: string | null,
  question: string | null,
  loot: Card | null,
): string {
  if (question === 'goodBad') return weakHand(hand) ? 'schlecht' : 'gut';
  if (question === 'startEndMiddle') return oneTrickWord(hand);
  if (purpose === 'allLoot') return strongHand(hand) ? 'ja' : 'nein';
  return loot !== null && lootFit(hand, loot) >= 2 ? 'ja' : 'nein';
}

/** Is `word` what the convention answers with this hand? (The Boss's hint when he samples.) */
export function answerFits(
  hand: readonly Card[],
  purpose: string | null,
  question: string | null,
  loot: Card | null,
  word: string,
): boolean {
  return conventionAnswer(hand, purpose, question, loot) === word;
}

/**
 * The Pfiff vote, when a computer decides for a human (his clock ran out, or he left): the text has
 * only the humans vote, so this follows the Pfiff convention ("Er gibt eine Beute des Empfängers
 * weiter, wenn er eine hat"): towards the neighbour whose open loot he holds (left first); else
 * "auf Wunsch" left (the tie's side), "jedes Mal" no Pfiff.
 */
export function conventionVote(
  hand: readonly Card[],
  leftLoot: readonly Card[],
  rightLoot: readonly Card[],
  mode: 'wish' | 'every',
): 'left' | 'right' | 'none' {
  if (hand.some((c) => leftLoot.includes(c))) return 'left';
  if (hand.some((c) => rightLoot.includes(c))) return 'right';
  return mode === 'every' ? 'none' : 'left';
}

/** Pfiff: "eine Beute des Empfängers …, wenn er eine hat, sonst die kleinste Karte seiner kürzesten Farbe." */
export function conventionPass(hand: readonly Card[], receiverLoot: readonly Card[]): Card {
  const gift = hand.find((c) => receiverLoot.includes(c));
  if (gift !== undefined) return gift;
  const colours = hand.filter((c) => suitOfCard(c) !== DIETRICH);
  const count = (s: number) => colours.filter((c) => suitOfCard(c) === s).length;
  return colours
    .slice()
    .sort((a, b) => count(suitOfCard(a)) - count(suitOfCard(b)) || valueOfCard(a) - valueOfCard(b))[0]!;
}
