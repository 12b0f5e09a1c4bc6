/**
 * What one seat knows in Speedcoup (its view only) and deals of the unknown cards consistent with
 * it: hand sizes, the voids shown in the tricks, the open signals (the card is held; its mark says
 * highest, only or lowest of its colour), the Schatten's open cards and the Boss's Dietrich 4.
 */
import type { CoupView } from '@spielcenter/coup';
import type { Rng } from '@spielcenter/proto';
import {
  type Card,
  DECK,
  DIETRICH,
  lootIndex,
  markCode,
  type Special,
  suitOfCard,
  toCard,
  valueOfCard,
  type World,
} from './sim.js';

export interface Knowledge {
  /** The seat whose view this is. */
  readonly me: number;
  readonly n: number;
  readonly players: number;
  readonly hand: Card[];
  /** Cards known to be in each seat's hand (signals, the Schatten's open cards, D4 with the Boss). */
  readonly known: Card[][];
  /** Cards each seat holds in all. */
  readonly counts: number[];
  /** Cards each seat cannot hold (voids and signal marks), by card number. */
  readonly forbid: Uint8Array[];
  /** Cards each seat cannot hold by its voids alone (the fallback when marks cannot all be met). */
  readonly voidForbid: Uint8Array[];
  /** The cards whose place is unknown to me. */
  readonly unknown: Card[];
}

function playedCards(v: CoupView): Card[] {
  const out: Card[] = [];
  for (const t of v.tricks) for (const p of t.cards) out.push(toCard(p.card));
  if (v.trick) for (const p of v.trick.cards) out.push(toCard(p.card));
  return out;
}

function drawn(v: CoupView): boolean {
  return v.caseFile.special === 'drawRight' && v.tricks.length >= 1;
}

/**
 * Voids per seat; after "drawRight" only the plays after the draw count. The Schatten has none: he
 * plays only his open cards, so not following says nothing about his covered ones.
 */
export function voidsOf(v: CoupView): number[][] {
  const out: number[][] = Array.from({ length: v.seats }, () => []);
  const tricks = [...v.tricks, ...(v.trick ? [v.trick] : [])];
  const from = drawn(v) ? 1 : 0;
  for (let t = from; t < tricks.length; t++) {
    const cards = tricks[t]!.cards;
    if (cards.length === 0) continue;
    const led = suitOfCard(toCard(cards[0]!.card));
    for (const p of cards.slice(1))
      if (p.seat !== v.shadow && suitOfCard(toCard(p.card)) !== led && !out[p.seat]!.includes(led))
        out[p.seat]!.push(led);
  }
  return out;
}

export function knowledge(v: CoupView, me: number): Knowledge {
  const n = v.seats;
  const hand = v.hand.map(toCard);
  const gone = new Set<Card>([...hand, ...playedCards(v)]);
  const known: Card[][] = Array.from({ length: n }, () => []);
  const forbid = Array.from({ length: n }, () => new Uint8Array(50));
  const voidForbid = Array.from({ length: n }, () => new Uint8Array(50));
  const voids = voidsOf(v);
  for (let s = 0; s < n; s++)
    for (const suit of voids[s]!)
      for (const c of DECK)
        if (suitOfCard(c) === suit) {
          forbid[s]![c] = 1;
          voidForbid[s]![c] = 1;
        }
  const afterDraw = drawn(v);
  for (const g of v.signals) {
    if (!g.active || g.seat === me) continue;
    const c = toCard(g.card);
    if (gone.has(c)) continue;
    known[g.seat]!.push(c);
    gone.add(c);
    if (g.mark === null || (afterDraw && g.trick === 0)) continue;
    for (const x of DECK) {
      if (suitOfCard(x) !== suitOfCard(c) || x === c) continue;
      if (g.mark === 'only' || (g.mark === 'top' && x > c) || (g.mark === 'bottom' && x < c))
        forbid[g.seat]![x] = 1;
    }
  }
  if (v.shadow !== null)
    for (const p of v.piles)
      if (p.open) {
        const c = toCard(p.open);
        known[v.shadow]!.push(c);
        gone.add(c);
      }
  // "Wer Dietrich 4 auf der Hand hat, ist … der Boss" (until someone draws it blind).
  if (!gone.has(44) && !afterDraw && v.boss !== me) {
    known[v.boss]!.push(44);
    gone.add(44);
  }
  // The Schatten never holds a Dietrich.
  if (v.shadow !== null)
    for (const c of [41, 42, 43, 44]) forbid[v.shadow]![c] = voidForbid[v.shadow]![c] = 1;
  const unknown = DECK.filter((c) => !gone.has(c));
  return { me, n, players: v.players, hand, known, counts: [...v.handCounts], forbid, voidForbid, unknown };
}

/** One deal of the unknown cards, or null when `forbid` cannot be met (after some tries). */
function dealOnce(k: Knowledge, forbid: readonly Uint8Array[], rng: Rng): Card[][] | null {
  const need = k.counts.map((c, s) => (s === k.me ? 0 : c - k.known[s]!.length));
  if (need.some((x) => x < 0)) return null;
  const hands = k.known.map((h) => h.slice());
  hands[k.me] = k.hand.slice();
  // most constrained cards first
  const eligible = (c: Card) => {
    let e = 0;
    for (let s = 0; s < k.n; s++) if (s !== k.me && need[s]! > 0 && !forbid[s]![c]) e++;
    return e;
  };
  const cards = rng.shuffle(k.unknown).sort((a, b) => eligible(a) - eligible(b));
  for (const c of cards) {
    let total = 0;
    for (let s = 0; s < k.n; s++) if (s !== k.me && need[s]! > 0 && !forbid[s]![c]) total += need[s]!;
    if (total === 0) return null;
    let r = rng.int(total);
    for (let s = 0; s < k.n; s++) {
      if (s === k.me || need[s]! <= 0 || forbid[s]![c]) continue;
      r -= need[s]!;
      if (r < 0) {
        hands[s]!.push(c);
        need[s]!--;
        break;
      }
    }
  }
  return hands;
}

/**
 * Hands for every seat consistent with what `k` knows: voids and signal marks are always met when
 * some deal meets them; `accept` (the Boss's hints) is tried a few times, then given up.
 */
export function sampleHands(k: Knowledge, rng: Rng, accept?: (hands: Card[][]) => boolean): Card[][] {
  let fallback: Card[][] | null = null;
  for (let i = 0; i < 40; i++) {
    const hands = dealOnce(k, k.forbid, rng);
    if (!hands) continue;
    if (!accept || accept(hands)) return hands;
    fallback ??= hands;
    if (i >= 20) break;
  }
  if (fallback) return fallback;
  for (let i = 0; i < 20; i++) {
    const hands = dealOnce(k, k.voidForbid, rng);
    if (hands) return hands;
  }
  return (
    dealOnce(
      k,
      k.forbid.map(() => new Uint8Array(50)),
      rng,
    ) ?? k.known.map((h, s) => (s === k.me ? k.hand.slice() : h.slice()))
  );
}

export interface LootSpec {
  readonly card: Card;
  readonly owner: number;
  readonly mark: number;
  readonly wonTrick: number;
}

export function lootSpecs(v: CoupView): LootSpec[] {
  return v.loot.map((l) => ({
    card: toCard(l.card),
    owner: l.owner ?? -1,
    mark: markCode(l.mark),
    wonTrick: l.wonTrick ?? -1,
  }));
}

/**
 * The Schatten's piles from the view with his cards of `hand`: each pile's open card where the view
 * shows one, his other cards (dealt or sampled) as the covered ones, in order.
 */
function pilesOf(v: CoupView, hand: readonly Card[]): { piles: Card[][]; pileOpen: boolean[] } {
  const open = new Set(v.piles.flatMap((p) => (p.open ? [toCard(p.open)] : [])));
  const covered = hand.filter((c) => !open.has(c));
  let next = 0;
  const piles = v.piles.map((p) => {
    const pile: Card[] = [];
    for (let i = 0; i < p.hidden && next < covered.length; i++) pile.push(covered[next++]!);
    if (p.open) pile.push(toCard(p.open));
    return pile;
  });
  // an open card alone on its pile is an open bottom card; a covered one alone is not
  const pileOpen = v.piles.map((p) => p.open !== null && p.hidden === 0);
  return { piles, pileOpen };
}

/** The world of the view's position with the given hands and loot (owners may be filled later). */
export function worldOf(v: CoupView, hands: Card[][], loot: readonly LootSpec[]): World {
  const tricks = v.tricks;
  const last = tricks[tricks.length - 1];
  const leader = v.trick ? v.trick.leader : last ? (last.winner ?? v.boss) : v.boss;
  let oneDone = false;
  let dietWon = 0;
  for (const t of tricks) {
    const win = t.cards.find((p) => p.seat === t.winner);
    if (!win) continue;
    const c = toCard(win.card);
    if (valueOfCard(c) === 1) oneDone = true;
    if (suitOfCard(c) === DIETRICH) dietWon |= 1 << (valueOfCard(c) - 1);
  }
  const lootCard = loot.map((l) => l.card);
  const shadow = v.shadow ?? -1;
  const { piles, pileOpen } = shadow >= 0 ? pilesOf(v, hands[shadow]!) : { piles: [], pileOpen: [] };
  return {
    n: v.seats,
    players: v.players,
    hands,
    shadow,
    piles,
    pileOpen,
    leader,
    trick: v.trick ? v.trick.cards.map((p) => toCard(p.card)) : [],
    lootCard,
    lootOwner: loot.map((l) => l.owner),
    lootMark: loot.map((l) => l.mark),
    lootWon: loot.map((l) => l.wonTrick),
    lootOf: lootIndex(lootCard),
    won: [...v.won],
    tricksDone: tricks.length,
    tricksTotal: v.tricksTotal,
    special: v.caseFile.special as Special,
    chosen: v.chosen ?? -1,
    oneDone,
    dietWon,
    result: 0,
  };
}
