/**
 * Imagined card distributions ("ausgedachte Kartenverteilungen") from one seat's view: the cards it
 * cannot see are dealt to the other seats (and to what lies face down) consistently with what it
 * knows — hand sizes, the shown musik (with the declarer or given on), its own gifts, and the
 * voids and missing higher cards the played tricks revealed (card counting).
 */
import type { KrakauView } from '@spielcenter/krakau';
import type { Rng } from '@spielcenter/proto';
import { ALL, cardIndex, higherInSuit, KING, maskOf, popcount, QUEEN, SUIT_MASK, suitIx } from './cards.js';

/** Slot 4 holds the cards nobody plays with: a face-down musik, the other musik, discards. */
export const AWAY = 4;

export interface Knowledge {
  readonly me: number;
  readonly myHand: number;
  /** Cards whose place the seat does not know. */
  readonly unknown: number;
  /** Cards known to be with a seat (besides the own hand): per slot 0..4. */
  readonly fixed: Int32Array;
  /** How many unknown cards each slot (seats 0..3, AWAY) holds. */
  readonly need: Int32Array;
  /** Cards each slot cannot hold (hard: revealed by the rules of following). */
  readonly forbid: Int32Array;
}

/** What the played tricks reveal: a seat that did not follow, trump or beat lacks those cards. */
export function inferForbidden(v: KrakauView, forbid: Int32Array): void {
  const played = v.played.map(cardIndex);
  const active = v.active;
  const n = active.length;
  const next = (s: number) => active[(active.indexOf(s) + 1) % n] as number;
  let leader = v.declarer ?? (active[0] as number);
  let trump = -1;
  let mi = 0;
  for (let t = 0; t < played.length; t += n) {
    let seat = leader;
    let best = -1;
    let bestSeat = seat;
    for (let i = 0; i < n && t + i < played.length; i++) {
      const c = played[t + i] as number;
      if (i === 0) {
        const m = v.marriages[mi];
        const r = c % 6;
        if (m && m.seat === seat && (r === KING || r === QUEEN) && 'hdcs'.indexOf(m.suit) === suitIx(c)) {
          trump = suitIx(c);
          mi++;
        }
        best = c;
        bestSeat = seat;
      } else {
        const led = suitIx(played[t] as number);
        const s = suitIx(c);
        if (s !== led) {
          forbid[seat] = (forbid[seat] as number) | (SUIT_MASK[led] as number);
          if (v.rules.mustTrump && trump >= 0 && s !== trump)
            forbid[seat] = (forbid[seat] as number) | (SUIT_MASK[trump] as number);
        } else if (v.rules.mustBeat && suitIx(best) === led && c > best) {
          forbid[seat] = (forbid[seat] as number) | higherInSuit(best);
        }
        const beats = s === suitIx(best) ? c < best : s === trump;
        if (beats) {
          best = c;
          bestSeat = seat;
        }
      }
      seat = next(seat);
    }
    leader = bestSeat;
  }
}

export function knowledge(v: KrakauView, me: number): Knowledge {
  const myHand = maskOf(v.hand);
  const played = maskOf(v.played);
  const fixed = new Int32Array(5);
  const forbid = new Int32Array(5);
  const need = new Int32Array(5);
  let unknown = ALL & ~myHand & ~played;
  // My own gifts: I know who holds them (and that discards lie away).
  for (const g of v.gifts) {
    const c = 1 << cardIndex(g.card);
    if (!(unknown & c)) continue;
    const slot = g.to < 0 ? AWAY : g.to;
    fixed[slot] = (fixed[slot] as number) | c;
    unknown &= ~c;
  }
  inferForbidden(v, forbid);
  // The shown musik is with the declarer, or given on to the other defender (three or four players).
  if (v.musik && v.declarer !== null && v.declarer !== me && v.players !== 2) {
    const shown = maskOf(v.musik) & unknown;
    for (let s = 0; s < 5; s++) {
      const partner = s !== v.declarer && s !== me && v.active.includes(s);
      if (s !== v.declarer && !partner) forbid[s] = (forbid[s] as number) | shown;
    }
  }
  let placed = 0;
  for (let s = 0; s < 4; s++) {
    if (s === me) continue;
    const k = (v.handSizes[s] ?? 0) - popcount(fixed[s] as number);
    need[s] = Math.max(0, k);
    placed += need[s] as number;
  }
  need[AWAY] = Math.max(0, popcount(unknown) - placed);
  // Nobody but a playing seat or the face-down pile can hold a card.
  for (let s = 0; s < 4; s++) if (s === me || (need[s] as number) === 0) forbid[s] = ALL;
  return { me, myHand, unknown, fixed, need, forbid };
}

/**
 * Deals the unknown cards into `out` (hands per slot, fixed cards included); false when the
 * constraints could not be met in a few tries (then the forbidden cards are ignored once).
 */
export function sampleDeal(k: Knowledge, rng: Rng, out: Int32Array, cards: Int8Array): boolean {
  let n = 0;
  for (let m = k.unknown; m !== 0; m &= m - 1) cards[n++] = 31 - Math.clz32(m & -m);
  const left = new Int32Array(5);
  for (let attempt = 0; attempt < 12; attempt++) {
    const strict = attempt < 11;
    out.set(k.fixed);
    out[k.me] = k.myHand;
    left.set(k.need);
    // Shuffle, then place the most constrained cards first.
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = cards[i] as number;
      cards[i] = cards[j] as number;
      cards[j] = t;
    }
    let ok = true;
    const order = strict ? byOptions(k, cards, n) : cards.subarray(0, n);
    for (let i = 0; i < n && ok; i++) {
      const c = order[i] as number;
      let total = 0;
      for (let s = 0; s < 5; s++) {
        if ((left[s] as number) > 0 && (!strict || !((k.forbid[s] as number) & (1 << c))))
          total += left[s] as number;
      }
      if (total === 0) {
        ok = false;
        break;
      }
      let r = rng.int(total);
      for (let s = 0; s < 5; s++) {
        const cap = left[s] as number;
        if (cap <= 0 || (strict && (k.forbid[s] as number) & (1 << c))) continue;
        if (r < cap) {
          out[s] = (out[s] as number) | (1 << c);
          left[s] = cap - 1;
          break;
        }
        r -= cap;
      }
    }
    if (ok) return true;
  }
  return false;
}

function byOptions(k: Knowledge, cards: Int8Array, n: number): Int8Array {
  const opts = (c: number) => {
    let o = 0;
    for (let s = 0; s < 5; s++) if ((k.need[s] as number) > 0 && !((k.forbid[s] as number) & (1 << c))) o++;
    return o;
  };
  return Int8Array.from(cards.subarray(0, n)).sort((a, b) => opts(a) - opts(b));
}
