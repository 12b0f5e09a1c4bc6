/**
 * Speedkrakau's words for the table, pure (unit-tested): card names, the one sentence of what to do
 * now, the bidding hint, and the card a key picks.
 */
import type { KrakauView } from '@spielcenter/krakau';

const SUIT_DE: Readonly<Record<string, string>> = { h: 'Herz', d: 'Karo', c: 'Kreuz', s: 'Pik' };
const SUIT_SIGN: Readonly<Record<string, string>> = { h: '♥', d: '♦', c: '♣', s: '♠' };
const RANK_DE: Readonly<Record<string, string>> = {
  A: 'Ass',
  T: 'Zehn',
  K: 'König',
  Q: 'Dame',
  J: 'Bube',
  '9': 'Neun',
};
const RANK_SIGN: Readonly<Record<string, string>> = { A: 'A', T: '10', K: 'K', Q: 'D', J: 'B', '9': '9' };

/** The accessible German name of a card: "Herz-Dame". */
export function cardName(card: string): string {
  return `${SUIT_DE[card[1] ?? ''] ?? '?'}-${RANK_DE[card[0] ?? ''] ?? '?'}`;
}
/** The short sign on the card and in texts: "D♥", "10♠". */
export function cardSign(card: string): string {
  return `${RANK_SIGN[card[0] ?? ''] ?? '?'}${SUIT_SIGN[card[1] ?? ''] ?? '?'}`;
}
export function rankSign(card: string): string {
  return RANK_SIGN[card[0] ?? ''] ?? '?';
}
export function suitSign(suit: string): string {
  return SUIT_SIGN[suit] ?? '?';
}
export function suitName(suit: string): string {
  return SUIT_DE[suit] ?? suit;
}
/** Red suits are drawn red, black ones black. */
export function isRed(card: string): boolean {
  return card[1] === 'h' || card[1] === 'd';
}

/** German numbers: 1.000, −120. */
export function num(n: number): string {
  return n < 0 ? `−${Math.abs(n).toLocaleString('de-DE')}` : n.toLocaleString('de-DE');
}
export function signed(n: number): string {
  return n > 0 ? `+${num(n)}` : num(n);
}

/** The one sentence of what happens now, for the player at `me`. */
export function turnText(view: KrakauView, me: number, names: readonly string[], over: boolean): string {
  if (over || view.phase.kind === 'over') return 'Die Partie ist zu Ende.';
  const seat = view.phase.seat;
  if (seat === null) return '';
  if (!view.active.includes(me) && view.phase.kind !== 'fourNines')
    return 'Du setzt dieses Spiel aus (du bist der Geber).';
  const who = names[seat] ?? `Platz ${seat + 1}`;
  const mine = seat === me;
  switch (view.phase.kind) {
    case 'fourNines':
      return mine
        ? 'Du hast alle vier Neunen: neu geben lassen oder behalten?'
        : `${who} überlegt: vier Neunen …`;
    case 'bidding':
      if (!mine) return `${who} reizt … (Höchstgebot ${view.highBid})`;
      return view.myMaxBid !== null && view.myMaxBid <= view.highBid
        ? `Du bist dran: Höher als ${view.highBid} darfst du nicht reizen – passe (P).`
        : `Du bist dran: Reize mehr als ${view.highBid} oder passe (P).`;
    case 'chooseMusik':
      return mine ? 'Du bist dran: Wähle einen der beiden Musiks.' : `${who} wählt einen Musik …`;
    case 'give':
      if (!mine) return `${who} nimmt den Musik auf und gibt ab …`;
      return view.players === 2
        ? 'Du bist dran: Lege zwei Karten ab, dann „Fertig – ablegen“.'
        : 'Du bist dran: Gib jedem Gegner eine Karte ab, dann „Fertig – abgeben“.';
    case 'declare':
      return mine
        ? `Du bist dran: Sag dein Spiel an (mindestens ${view.highBid}).`
        : `${who} sagt das Spiel an …`;
    default:
      if (!mine) return `${who} ist dran …`;
      return view.trick.length === 0 ? 'Du spielst aus.' : 'Du bist dran: Leg eine Karte.';
  }
}

/** The bidding hint: how high the marriages allow, and on the barrel which bids reach the target. */
export function bidHint(view: KrakauView, me: number): string {
  const parts: string[] = [];
  const max = view.myMaxBid;
  if (max !== null && view.rules.marriageLimit)
    parts.push(
      max > 120 ? `Deine Meldungen bringen dich bis ${max}.` : 'Ohne Meldung reizt du höchstens 120.',
    );
  const needs = view.barrelNeeds[me];
  if (needs !== null && needs !== undefined)
    parts.push(
      `Du stehst auf dem Fass (noch ${view.barrel[me]} Spiele): nur ein Spiel ab ${needs} bringt dich ans Ziel.`,
    );
  for (const [seat, n] of view.barrelNeeds.entries())
    if (seat !== me && n !== null && seat === view.highBidder && view.highBid < n)
      parts.push(`Das Höchstgebot reicht nicht vom Fass (ab ${n}).`);
  return parts.join(' ');
}

/**
 * The hand position a key picks: 1–9 and 0 for the first ten cards, the two keys right of the 0
 * (by their place on the keyboard, "Minus" and "Equal": ß and ´ on a German keyboard) for the
 * 11th and 12th. Null for any other key.
 */
export function keyIndex(code: string, key: string): number | null {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(code) ?? /^([0-9])$/.exec(key);
  if (m) {
    const d = Number(m[1]);
    return d === 0 ? 9 : d - 1;
  }
  if (code === 'Minus' || key === 'ß') return 10;
  if (code === 'Equal' || key === '´') return 11;
  return null;
}

/** The bids offered as buttons: the legal ones, in tens. */
export function bidChoices(
  legal: readonly { type: string; value?: number }[],
  type: 'bid' | 'declare',
): number[] {
  return legal
    .flatMap((a) => (a.type === type && typeof a.value === 'number' ? [a.value] : []))
    .sort((a, b) => a - b);
}

const POINTS: Readonly<Record<string, number>> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 };
const MARRIAGE: Readonly<Record<string, number>> = { h: 100, d: 80, c: 60, s: 40 };

/** The info of a card in the own hand (its tooltip): points, and the marriage it makes. */
export function cardInfo(card: string, hand: readonly string[]): string {
  const parts = [cardName(card), `${POINTS[card[0] ?? ''] ?? 0} Augen`];
  const rank = card[0];
  if (rank === 'K' || rank === 'Q') {
    const partner = `${rank === 'K' ? 'Q' : 'K'}${card[1]}`;
    if (hand.includes(partner))
      parts.push(`Meldung mit ${cardSign(partner)}: ${MARRIAGE[card[1] ?? ''] ?? 0} (beim Ausspielen)`);
  }
  return parts.join(' · ');
}
