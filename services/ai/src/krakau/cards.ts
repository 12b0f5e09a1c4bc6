/**
 * Speedkrakau cards as bit masks: card index = suit × 6 + rank, suits ♥ ♦ ♣ ♠ (0..3) and ranks
 * A 10 K D B 9 (0..5, so a lower rank index is the stronger card). A hand is a 24-bit integer.
 */
import type { Card } from '@spielcenter/krakau';

export const SUIT_CHARS = 'hdcs';
export const RANK_CHARS = 'ATKQJ9';
/** Card points by rank index. */
export const RANK_POINTS: readonly number[] = [11, 10, 4, 3, 2, 0];
/** Marriage points by suit index. */
export const MARRIAGE: readonly number[] = [100, 80, 60, 40];
export const ALL = (1 << 24) - 1;
export const SUIT_MASK: readonly number[] = [0x3f, 0x3f << 6, 0x3f << 12, 0x3f << 18];

export const POINTS = new Int8Array(24);
for (let i = 0; i < 24; i++) POINTS[i] = RANK_POINTS[i % 6] as number;

export const suitIx = (c: number): number => (c / 6) | 0;
export const KING = 2;
export const QUEEN = 3;

export function cardIndex(card: Card): number {
  return SUIT_CHARS.indexOf(card[1] as string) * 6 + RANK_CHARS.indexOf(card[0] as string);
}
export function cardName(c: number): Card {
  return `${RANK_CHARS[c % 6]}${SUIT_CHARS[(c / 6) | 0]}`;
}
export function maskOf(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << cardIndex(c);
  return m;
}
export function suitOfName(s: string | null): number {
  return s === null ? -1 : SUIT_CHARS.indexOf(s);
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
/** Index of the lowest set bit (the strongest card of a suit mask). */
export function lowBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}
export function cardsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowBit(m));
  return out;
}
export function pointsOf(mask: number): number {
  let sum = 0;
  for (let m = mask; m !== 0; m &= m - 1) sum += POINTS[lowBit(m)] as number;
  return sum;
}
/** Suits (bit per suit) where the hand holds K and D. */
export function marriageSuits(hand: number): number {
  let out = 0;
  for (let s = 0; s < 4; s++) {
    const kq = (3 << (s * 6 + KING)) >>> 0;
    if ((hand & kq) === kq) out |= 1 << s;
  }
  return out;
}
/** Cards stronger than card `c` in its suit (mask). */
export function higherInSuit(c: number): number {
  const base = suitIx(c) * 6;
  return ((1 << c) - 1) & ~((1 << base) - 1);
}
