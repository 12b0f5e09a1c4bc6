/**
 * "Nach Gefühl": what a hand is worth to its declarer, counted the way a player does at the table
 * — sure winners from the top of each suit with what they bring home, the marriages, long suits,
 * and a little for the musik still to come. Also the giving rule of the simple levels.
 */
import { cardName, cardsOf, MARRIAGE, marriageSuits, POINTS, popcount, SUIT_MASK } from './cards.js';
import { cheapest, sureTops } from './policy.js';

/** Points the declarer may expect from `hand` (musik: how many cards are still to come). */
export function estimate(hand: number, musikCards: number, players = 3): number {
  // What a winner brings home besides itself: the others' cards to the trick.
  const brings = players === 2 ? 3 : 7;
  let est = 0;
  const marriages = marriageSuits(hand);
  // The first marriage is melded on the declarer's first lead; each further one needs a lead won back.
  let melds = 0;
  for (let s = 0; s < 4; s++) {
    const suit = hand & (SUIT_MASK[s] as number);
    const n = popcount(suit);
    // Winners from the top: A, then 10 under A, then K under A 10 …
    let r = 0;
    while (r < 6 && suit & (1 << (s * 6 + r))) {
      est += (POINTS[s * 6 + r] as number) + brings;
      r++;
    }
    // A ten without its ace is often caught, but sometimes brings itself home.
    if (r === 0 && suit & (1 << (s * 6 + 1))) est += n >= 3 ? 8 : 3;
    if (marriages & (1 << s)) {
      est += (MARRIAGE[s] as number) * (melds === 0 ? 1 : 0.6) + 4;
      melds++;
    }
    if (n >= 4) est += (n - 3) * 6;
  }
  return est + musikCards * 5 - (players === 2 ? 15 : 0);
}

/** The two cards the declarer gives away (cheapest to lose; he keeps marriages and winners). */
export function giftCards(hand: number): [string, string] {
  const a = cheapest(hand, hand, 0);
  const b = cheapest(hand & ~(1 << a), hand, 0);
  return [cardName(a), cardName(b)];
}

/**
 * The two cards the declarer of a two-player game lays away: their points count for him, so the
 * points that would not come home anyway (a ten without its ace, a lone king) go first.
 */
export function discardCards(hand: number): [string, string] {
  const tops = sureTops(hand, 0);
  const marriages = marriageSuits(hand);
  const value = (c: number): number => {
    if (tops & (1 << c)) return 100 + (POINTS[c] as number);
    const r = c % 6;
    if ((r === 2 || r === 3) && marriages & (1 << ((c / 6) | 0))) return 200;
    return -(POINTS[c] as number);
  };
  const sorted = cardsOf(hand).sort((x, y) => value(x) - value(y));
  return [cardName(sorted[0] as number), cardName(sorted[1] as number)];
}
