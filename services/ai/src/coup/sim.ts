/**
 * Speedcoup in thought: one complete deal (a "world": every hand known, sampled or real) played on
 * numbers, with the referee's checks after every trick (loot owner, order marks, the special order)
 * and the cooperative rule-of-thumb policy every computer assumes its partners follow. The engine's
 * copy-per-action is too slow for thousands of play-outs; this is the same rules on plain arrays.
 */
import type { Rng } from '@spielcenter/proto';

/** A card as a number: suit index (J G U P D = 0..4) × 10 + value. */
export type Card = number;
export const DIETRICH = 4;
const SUIT_LETTERS = ['J', 'G', 'U', 'P', 'D'] as const;

export const suitOfCard = (c: Card): number => (c / 10) | 0;
export const valueOfCard = (c: Card): number => c % 10;
export function toCard(id: string): Card {
  return SUIT_LETTERS.indexOf(id[0] as (typeof SUIT_LETTERS)[number]) * 10 + Number(id.slice(1));
}
export function toId(c: Card): string {
  return `${SUIT_LETTERS[suitOfCard(c)]}${valueOfCard(c)}`;
}

/** Every card of the deck as numbers. */
export const DECK: readonly Card[] = [0, 1, 2, 3]
  .flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => s * 10 + v))
  .concat([41, 42, 43, 44]);

/** Order marks as numbers: 1..5 numeric, OMEGA, ARROW + r (r = 1..4). */
export const OMEGA = 100;
export const ARROW = 200;
export function markCode(mark: string | null): number {
  if (mark === null) return 0;
  if (mark === 'Ω') return OMEGA;
  if (mark.startsWith('›')) return ARROW + mark.length;
  return Number(mark);
}

export type Special =
  | 'sick'
  | 'oneTrick'
  | 'winWithOne'
  | 'everyDietrich'
  | 'noNine'
  | 'balanced'
  | 'drawRight'
  | null;

export interface World {
  /** Seats at the table (players, or 3 with the Schatten). */
  n: number;
  /** Seats that draw at "drawRight" (the players). */
  players: number;
  /**
   * Every seat's cards; the Schatten's are all his piles' cards (covered ones too: the policy's
   * reckoning counts them as his), while he plays only what `piles` leaves open.
   */
  hands: Card[][];
  /** The Schatten's seat (two players), or -1. */
  shadow: number;
  /** The Schatten's piles, bottom card first; the top card is open, a bottom card once `pileOpen`. */
  piles: Card[][];
  /** A pile's bottom card is open (its top card left in an earlier trick). */
  pileOpen: boolean[];
  leader: number;
  /** Cards of the running trick in play order from the leader. */
  trick: Card[];
  lootCard: Card[];
  lootOwner: number[];
  lootMark: number[];
  /** Trick index that won the loot, -1 while open. */
  lootWon: number[];
  /** Loot index of a card, -1 if none (indexed by card number). */
  lootOf: Int8Array;
  won: number[];
  tricksDone: number;
  tricksTotal: number;
  special: Special;
  chosen: number;
  oneDone: boolean;
  /** Bits 0..3: Dietrich 1..4 has won a trick. */
  dietWon: number;
  /** 1 success, -1 failure, 0 running. */
  result: number;
}

export function cloneWorld(w: World): World {
  return {
    n: w.n,
    players: w.players,
    hands: w.hands.map((h) => h.slice()),
    shadow: w.shadow,
    piles: w.piles.map((p) => p.slice()),
    pileOpen: w.pileOpen.slice(),
    leader: w.leader,
    trick: w.trick.slice(),
    lootCard: w.lootCard,
    lootOwner: w.lootOwner.slice(),
    lootMark: w.lootMark.slice(),
    lootWon: w.lootWon.slice(),
    lootOf: w.lootOf,
    won: w.won.slice(),
    tricksDone: w.tricksDone,
    tricksTotal: w.tricksTotal,
    special: w.special,
    chosen: w.chosen,
    oneDone: w.oneDone,
    dietWon: w.dietWon,
    result: w.result,
  };
}

export function lootIndex(lootCard: readonly Card[]): Int8Array {
  const out = new Int8Array(50).fill(-1);
  lootCard.forEach((c, i) => {
    out[c] = i;
  });
  return out;
}

/** Does `c` take the trick from `best` (led suit `led`)? */
export function beats(c: Card, best: Card, led: number): boolean {
  const cs = suitOfCard(c);
  const bs = suitOfCard(best);
  if (cs === DIETRICH) return bs !== DIETRICH || c > best;
  return cs === bs && cs === led && c > best;
}

export function turnSeat(w: World): number {
  return (w.leader + w.trick.length) % w.n;
}

/** What `seat` could put down: its hand, or the Schatten's open cards (pile tops, open bottoms). */
function available(w: World, seat: number): Card[] {
  if (seat !== w.shadow) return w.hands[seat]!;
  const open: Card[] = [];
  w.piles.forEach((p, i) => {
    if (p.length === 2) open.push(p[1]!);
    else if (p.length === 1 && w.pileOpen[i]) open.push(p[0]!);
  });
  return open;
}

/** The cards `seat` may play now. */
export function legalCards(w: World, seat: number): Card[] {
  const hand = available(w, seat);
  if (w.trick.length === 0) return hand.slice();
  const led = suitOfCard(w.trick[0]!);
  const follow = hand.filter((c) => suitOfCard(c) === led);
  return follow.length > 0 ? follow : hand.slice();
}

/** Index (in play order) of the card that holds the trick so far. */
export function bestIndex(trick: readonly Card[]): number {
  const led = suitOfCard(trick[0]!);
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i]!, trick[best]!, led)) best = i;
  return best;
}

/** Would winning the loot `set` together in one trick now keep the order marks? */
export function orderOk(w: World, set: readonly number[]): boolean {
  if (set.length === 0) return true;
  let before = 0;
  for (const t of w.lootWon) if (t >= 0) before++;
  const now = set.length;
  for (let i = 0; i < w.lootCard.length; i++) {
    const m = w.lootMark[i]!;
    if (m === 0) continue;
    const inSet = set.includes(i);
    const open = w.lootWon[i]! < 0 && !inSet;
    if (m < OMEGA) {
      if (inSet && (m > before + now || m <= before)) return false;
      if (open && m <= before + now) return false;
    } else if (m === OMEGA) {
      if (inSet && before + now < w.lootCard.length) return false;
    } else if (inSet) {
      for (let j = 0; j < w.lootCard.length; j++) {
        const mj = w.lootMark[j]!;
        if (mj > ARROW && mj < m && w.lootWon[j]! < 0 && !set.includes(j)) return false;
      }
    }
  }
  return true;
}

function specialFails(
  w: World,
  winner: number,
  trick: readonly Card[],
  winCard: Card,
  final: boolean,
): boolean {
  switch (w.special) {
    case 'sick':
      return winner === w.chosen;
    case 'oneTrick':
      return w.won[w.chosen]! > 1 || (final && w.won[w.chosen] === 0);
    case 'winWithOne':
      if (w.oneDone) return false;
      if (final) return true;
      for (const h of w.hands) for (const c of h) if (valueOfCard(c) === 1) return false;
      return true;
    case 'everyDietrich': {
      for (const c of trick) if (suitOfCard(c) === DIETRICH && c !== winCard) return true;
      return final && w.dietWon !== 15;
    }
    case 'noNine':
      return valueOfCard(winCard) === 9;
    case 'balanced': {
      let max = 0;
      let min = 99;
      for (let i = 0; i < w.n; i++) {
        max = Math.max(max, w.won[i]!);
        min = Math.min(min, w.won[i]!);
      }
      return max - min >= 2;
    }
    default:
      return false;
  }
}

function specialDone(w: World, final: boolean): boolean {
  switch (w.special) {
    case 'winWithOne':
      return w.oneDone;
    case 'everyDietrich':
      return w.dietWon === 15;
    case 'drawRight':
    case null:
      return true;
    default:
      return final;
  }
}

/** The referee after a complete trick (w.trick holds all cards). */
function endTrick(w: World, rng: Rng): void {
  const trick = w.trick;
  const bi = bestIndex(trick);
  const winner = (w.leader + bi) % w.n;
  const winCard = trick[bi]!;
  const t = w.tricksDone;
  w.won[winner]!++;
  if (valueOfCard(winCard) === 1) w.oneDone = true;
  if (suitOfCard(winCard) === DIETRICH) w.dietWon |= 1 << (valueOfCard(winCard) - 1);
  const set: number[] = [];
  let fail = false;
  for (const c of trick) {
    const li = w.lootOf[c]!;
    if (li < 0) continue;
    if (w.lootOwner[li] !== winner) fail = true;
    set.push(li);
  }
  if (!fail && !orderOk(w, set)) fail = true;
  for (const li of set) w.lootWon[li] = t;
  w.tricksDone = t + 1;
  w.trick = [];
  w.leader = winner;
  for (let i = 0; i < w.piles.length; i++) if (w.piles[i]!.length === 1) w.pileOpen[i] = true;
  const final = w.tricksDone === w.tricksTotal;
  if (fail || specialFails(w, winner, trick, winCard, final)) {
    w.result = -1;
    return;
  }
  if (w.lootWon.every((x) => x >= 0) && specialDone(w, final)) {
    w.result = 1;
    return;
  }
  if (final) {
    w.result = -1;
    return;
  }
  if (t === 0 && w.special === 'drawRight') drawRight(w, rng);
}

function drawRight(w: World, rng: Rng): void {
  const n = w.players;
  const picks = Array.from({ length: n }, (_, seat) => {
    const from = (seat + n - 1) % n;
    const hand = w.hands[from]!;
    return { seat, from, card: hand.length > 0 ? hand[rng.int(hand.length)]! : -1 };
  });
  for (const { from, card } of picks) if (card >= 0) w.hands[from] = w.hands[from]!.filter((c) => c !== card);
  for (const { seat, card } of picks) if (card >= 0) w.hands[seat]!.push(card);
}

/** Plays `card` for the seat to act (no legality check: callers pass a legal card). */
export function play(w: World, card: Card, rng: Rng): void {
  const seat = turnSeat(w);
  const hand = w.hands[seat]!;
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
  if (seat === w.shadow)
    for (const p of w.piles)
      if (p[p.length - 1] === card) {
        p.pop();
        break;
      }
  w.trick.push(card);
  if (w.trick.length === w.n) endTrick(w, rng);
}

/** A value in [0, 1]: success 1, else a little for the loot already home (breaks ties). */
export function score(w: World): number {
  if (w.result === 1) return 1;
  let home = 0;
  for (const t of w.lootWon) if (t >= 0) home++;
  return w.lootCard.length > 0 ? (0.1 * home) / w.lootCard.length : 0;
}

/** Plays the world to its end with the policy for everyone. */
export function rollout(w: World, rng: Rng): number {
  while (w.result === 0 && w.tricksDone < w.tricksTotal) play(w, policyCard(w, rng), rng);
  return score(w);
}

// ---------- the rule-of-thumb policy on a known world ----------

function canBeat(hand: readonly Card[], best: Card, led: number): boolean {
  const follow = hand.some((c) => suitOfCard(c) === led);
  for (const c of hand) if ((!follow || suitOfCard(c) === led) && beats(c, best, led)) return true;
  return false;
}

/** A later seat that must follow and holds only cards above `best`. */
function forcedOver(hand: readonly Card[], best: Card, led: number): boolean {
  let any = false;
  for (const c of hand) {
    if (suitOfCard(c) !== led) continue;
    any = true;
    if (!beats(c, best, led)) return false;
  }
  return any;
}

/** Could loot `li` be won alone in a trick now without breaking the order? */
export function allowedNow(w: World, li: number): boolean {
  return orderOk(w, [li]);
}

/** The highest card of `suit` held by anyone but `except`, or 0. */
function topOthers(w: World, suit: number, except: number, except2 = -1): Card {
  let top = 0;
  for (let s = 0; s < w.n; s++) {
    if (s === except || s === except2) continue;
    for (const c of w.hands[s]!) if (suitOfCard(c) === suit && c > top) top = c;
  }
  return top;
}

function holderOf(w: World, card: Card): number {
  for (let s = 0; s < w.n; s++) if (w.hands[s]!.includes(card)) return s;
  return -1;
}

function cost(c: Card): number {
  return suitOfCard(c) === DIETRICH ? 20 + valueOfCard(c) : valueOfCard(c);
}

function leadCard(w: World, seat: number, legal: readonly Card[], rng: Rng): Card {
  const hand = available(w, seat);
  let bestCard = legal[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  const consider = (c: Card, s: number) => {
    // the Schatten's plans may name a covered card of his
    if (seat === w.shadow && !legal.includes(c)) return;
    const v = s + rng.next() * 0.01;
    if (v > bestScore) {
      bestScore = v;
      bestCard = c;
    }
  };
  for (let li = 0; li < w.lootCard.length; li++) {
    if (w.lootWon[li]! >= 0 || !allowedNow(w, li)) continue;
    const lc = w.lootCard[li]!;
    const suit = suitOfCard(lc);
    const owner = w.lootOwner[li]!;
    const holder = holderOf(w, lc);
    if (holder < 0) continue;
    const topOf = (h: readonly Card[]) => h.reduce((m, c) => (suitOfCard(c) === suit && c > m ? c : m), 0);
    if (owner === seat) {
      const myTop = topOf(hand);
      const others = topOthers(w, suit, seat);
      if (holder === seat && lc > others) consider(lc, 100);
      else if (holder !== seat && myTop > others) consider(myTop, 95 - cost(myTop) * 0.1);
      else if (holder === seat) {
        // pull the higher cards of the loot's colour out first
        const rest = hand.filter((c) => suitOfCard(c) === suit && c !== lc);
        if (rest.length > 0) consider(Math.max(...rest), 30);
      }
    } else if (holder === seat) {
      const ownerTop = topOf(w.hands[owner]!);
      if (ownerTop > lc && ownerTop > topOthers(w, suit, owner, seat)) consider(lc, 90);
      else if (ownerTop === 0 && w.hands[owner]!.some((c) => suitOfCard(c) === DIETRICH)) consider(lc, 40);
    } else {
      const ownerTop = topOf(w.hands[owner]!);
      const myLow = hand.reduce((m, c) => (suitOfCard(c) === suit && (m === 0 || c < m) ? c : m), 0);
      if (myLow > 0 && myLow < ownerTop && ownerTop > topOthers(w, suit, owner, seat))
        consider(myLow, 60 - valueOfCard(myLow));
    }
  }
  if (bestScore > Number.NEGATIVE_INFINITY) return bestCard;
  // No plan: a low card that starts no trouble.
  for (const c of legal) {
    const suit = suitOfCard(c);
    let s = -cost(c);
    if (suit === DIETRICH) s -= 30;
    const li = w.lootOf[c]!;
    if (li >= 0 && w.lootWon[li]! < 0) s -= 50;
    for (let lj = 0; lj < w.lootCard.length; lj++)
      if (w.lootWon[lj]! < 0 && suitOfCard(w.lootCard[lj]!) === suit && w.lootCard[lj] !== c) s -= 5;
    if (w.special === 'noNine' && valueOfCard(c) === 9) s -= 40;
    if (w.special === 'sick' && seat === w.chosen) s += valueOfCard(c) < 4 ? 5 : -10;
    consider(c, s);
  }
  return bestCard;
}

/** Shedding a card above a loot of its colour that someone else must win with (unblocking). */
function shedBonus(w: World, seat: number, c: Card): number {
  const suit = suitOfCard(c);
  if (suit === DIETRICH) return 0;
  let bonus = 0;
  for (let li = 0; li < w.lootCard.length; li++) {
    const lc = w.lootCard[li]!;
    if (w.lootWon[li]! >= 0 || suitOfCard(lc) !== suit || w.lootOwner[li] === seat || c < lc) continue;
    bonus = Math.max(bonus, 3 + valueOfCard(c) * 0.6);
  }
  return bonus;
}

/** The owner's best card of the led suit beats `best` and every other seat's (but `except`'s). */
function topAbove(
  hand: readonly Card[],
  best: Card,
  led: number,
  w: World,
  owner: number,
  except: number,
): boolean {
  const top = hand.reduce((m, c) => (suitOfCard(c) === led && c > m ? c : m), 0);
  if (top === 0)
    return (
      hand.some((c) => suitOfCard(c) === DIETRICH) &&
      beats(hand.find((c) => suitOfCard(c) === DIETRICH)!, best, led)
    );
  return beats(top, best, led) && top > topOthers(w, led, owner, except);
}

function followScore(w: World, seat: number, c: Card): number {
  const trick = w.trick;
  const led = suitOfCard(trick[0]!);
  const bi = bestIndex(trick);
  const best = trick[bi]!;
  const curW = (w.leader + bi) % w.n;
  const over = beats(c, best, led);
  const newBest = over ? c : best;
  const newW = over ? seat : curW;
  const pos = trick.length;
  const last = pos === w.n - 1;
  const later: number[] = [];
  for (let k = pos + 1; k < w.n; k++) later.push((w.leader + k) % w.n);
  const set: number[] = [];
  for (const x of trick) if (w.lootOf[x]! >= 0) set.push(w.lootOf[x]!);
  if (w.lootOf[c]! >= 0) set.push(w.lootOf[c]!);
  let s = -cost(c) * 0.5 + shedBonus(w, seat, c);
  const forced = later.some((q) => forcedOver(available(w, q), newBest, led));
  if (set.length > 0) {
    const owner = w.lootOwner[set[0]!]!;
    if (set.some((li) => w.lootOwner[li] !== owner)) return -1000;
    if (!orderOk(w, set)) return -900;
    if (last) s += newW === owner ? 100 : -1000;
    else if (newW === owner) s += forced ? -200 : 50;
    else if (later.includes(owner) && canBeat(available(w, owner), newBest, led)) s += 5;
    else s -= 600;
    if (w.lootOf[c]! >= 0) {
      if (newW === owner && !forced) s += 30;
      else if (
        newW !== owner &&
        later.includes(owner) &&
        topAbove(available(w, owner), newBest, led, w, owner, seat)
      )
        s += 40;
    }
  } else if (!last && newW === seat) {
    // a later seat may put loot of mine into this trick
    for (const q of later) {
      const h = available(w, q);
      const followsLed = h.some((x) => suitOfCard(x) === led);
      for (const x of h) {
        const li = w.lootOf[x]!;
        if (li < 0 || w.lootWon[li]! >= 0 || w.lootOwner[li] !== seat || !allowedNow(w, li)) continue;
        if (suitOfCard(x) === led ? !beats(x, newBest, led) : !followsLed) s += forced ? 0 : 30;
      }
    }
  }
  switch (w.special) {
    case 'sick':
      if (newW === w.chosen && (last || !later.some((q) => canBeat(available(w, q), newBest, led)))) s -= 800;
      break;
    case 'oneTrick':
      if (newW === w.chosen && w.won[w.chosen]! >= 1 && (last || !later.length)) s -= 800;
      if (newW === w.chosen && w.won[w.chosen] === 0 && set.length === 0) s += 20;
      break;
    case 'noNine':
      if (
        valueOfCard(newBest) === 9 &&
        (last || forced || !later.some((q) => canBeat(available(w, q), newBest, led)))
      )
        s -= 800;
      break;
    case 'everyDietrich':
      if (suitOfCard(c) === DIETRICH && !over) s -= 800;
      if (suitOfCard(c) === DIETRICH && over && !last && later.some((q) => canBeat(available(w, q), c, led)))
        s -= 100;
      if (suitOfCard(best) === DIETRICH && over) s -= 800;
      break;
    case 'winWithOne':
      if (last && valueOfCard(newBest) === 1 && !w.oneDone) s += 300;
      break;
    case 'balanced':
      if (last) {
        const won = w.won.slice();
        won[newW]!++;
        if (Math.max(...won) - Math.min(...won) >= 2) s -= 800;
      }
      break;
    default:
      break;
  }
  return s;
}

/** The card the rule-of-thumb policy plays for the seat to act (it sees the whole world). */
export function policyCard(w: World, rng: Rng): Card {
  const seat = turnSeat(w);
  const legal = legalCards(w, seat);
  if (legal.length === 1) return legal[0]!;
  if (w.trick.length === 0) return leadCard(w, seat, legal, rng);
  let bestCard = legal[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of legal) {
    const v = followScore(w, seat, c) + rng.next() * 0.01;
    if (v > bestScore) {
      bestScore = v;
      bestCard = c;
    }
  }
  return bestCard;
}
