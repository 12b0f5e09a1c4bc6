/**
 * Simple card-play rules, on the simulator, using only what the seat to move could know (its own
 * hand, the played cards, the trick, the trump): the play of "leicht" and the rollout policy of
 * the simulating levels.
 * - Lead: the declarer cashes sure winners while there is no trump, then melds his best marriage,
 *   then draws trumps with top trumps, then sure winners, else a cheap card. A defender melds, else
 *   leads a sure winner, else a cheap card.
 * - Follow: the partner (the other defender) wins safely → give him points; an opponent wins → win
 *   cheaply when it holds (or when it is worth it), else throw the cheapest card.
 */
import {
  ALL,
  higherInSuit,
  KING,
  lowBit,
  MARRIAGE,
  marriageSuits,
  POINTS,
  QUEEN,
  SUIT_MASK,
  suitIx,
} from './cards.js';
import { type KrakauSim, MELD } from './sim.js';

/** Cards of `hand` nobody else can beat in their suit (no higher card is still out). */
export function sureTops(hand: number, played: number): number {
  const out = ALL & ~played & ~hand;
  let tops = 0;
  for (let m = hand; m !== 0; m &= m - 1) {
    const c = lowBit(m);
    if ((higherInSuit(c) & out) === 0) tops |= 1 << c;
  }
  return tops;
}

/** What giving a card away costs: points, and more for a marriage half or a sure winner. */
function keepValue(c: number, tops: number, marriages: number): number {
  let v = (POINTS[c] as number) * 2 + (5 - (c % 6)) * 0.5;
  const r = c % 6;
  if ((r === KING || r === QUEEN) && marriages & (1 << suitIx(c))) v += 200;
  if (tops & (1 << c)) v += 40;
  return v;
}

/** The card of `mask` that is cheapest to lose. */
export function cheapest(mask: number, hand: number, played: number): number {
  const tops = sureTops(hand, played);
  const marriages = marriageSuits(hand);
  let best = -1;
  let bestV = Number.POSITIVE_INFINITY;
  for (let m = mask; m !== 0; m &= m - 1) {
    const c = lowBit(m);
    const v = keepValue(c, tops, marriages);
    if (v < bestV) {
      bestV = v;
      best = c;
    }
  }
  return best;
}

/** The card that wins with the least loss of strength: the weakest card of the chosen suit. */
function weakestOf(mask: number, preferSuitMask: number): number {
  const pick = mask & preferSuitMask ? mask & preferSuitMask : mask;
  let best = -1;
  let rank = -1;
  for (let m = pick; m !== 0; m &= m - 1) {
    const c = lowBit(m);
    if (c % 6 > rank) {
      rank = c % 6;
      best = c;
    }
  }
  return best;
}

function lead(sim: KrakauSim, seat: number, hand: number): number {
  const tops = sureTops(hand, sim.played);
  const trump = sim.trump;
  const trumpMask = trump >= 0 ? (SUIT_MASK[trump] as number) : 0;
  const marriages = marriageSuits(hand);
  const declarer = seat === sim.declarer;
  if (declarer && trump < 0 && tops !== 0) return lowBit(tops);
  if (marriages !== 0) {
    let bestS = -1;
    for (let s = 0; s < 4; s++)
      if (marriages & (1 << s) && (bestS < 0 || (MARRIAGE[s] as number) > (MARRIAGE[bestS] as number)))
        bestS = s;
    return (bestS * 6 + QUEEN) | MELD;
  }
  if (declarer && trump >= 0) {
    const out = ALL & ~sim.played & ~hand;
    if (out & trumpMask && tops & trumpMask) return lowBit(tops & trumpMask);
  }
  const sideTops = tops & ~trumpMask;
  if (sideTops !== 0) return lowBit(sideTops);
  if (tops !== 0) return lowBit(tops);
  return cheapest(hand, hand, sim.played);
}

function follow(sim: KrakauSim, seat: number, hand: number, legal: number): number {
  const wIx = sim.winnerIx();
  const wCard = sim.trickCards[wIx] as number;
  const wSeat = sim.trickSeats[wIx] as number;
  const last = sim.trickLen === sim.playing - 1;
  const declarer = sim.declarer;
  const partnerWins = seat !== declarer && wSeat !== declarer;
  const out = ALL & ~sim.played & ~hand;
  let beaters = 0;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = lowBit(m);
    if (sim.beats(c, wCard)) beaters |= 1 << c;
  }
  let trickPoints = 0;
  for (let i = 0; i < sim.trickLen; i++) trickPoints += POINTS[sim.trickCards[i] as number] as number;
  const led = SUIT_MASK[suitIx(sim.trickCards[0] as number)] as number;
  if (partnerWins) {
    const holds = last || (higherInSuit(wCard) & out) === 0;
    if (holds) {
      // Smear: the highest points that are not a sure winner of mine.
      const tops = sureTops(hand, sim.played);
      let best = -1;
      let bp = -1;
      for (let m = legal & ~tops; m !== 0; m &= m - 1) {
        const c = lowBit(m);
        if ((POINTS[c] as number) > bp) {
          bp = POINTS[c] as number;
          best = c;
        }
      }
      if (best >= 0 && beaters & (1 << best) && !last) return cheapest(legal, hand, sim.played);
      return best >= 0 ? best : cheapest(legal, hand, sim.played);
    }
    return cheapest(legal & ~beaters ? legal & ~beaters : legal, hand, sim.played);
  }
  if (beaters !== 0) {
    if (last) return weakestOf(beaters, led);
    const safe = beaters & sureTops(hand, sim.played);
    if (safe !== 0) return weakestOf(safe, led);
    if (trickPoints >= 10) return weakestOf(beaters, led);
  }
  return cheapest(legal, hand, sim.played);
}

/** The policy's move for the seat to move (a card index, | MELD to meld). */
export function policyMove(sim: KrakauSim): number {
  const seat = sim.toMove;
  const hand = sim.hands[seat] as number;
  if (sim.trickLen === 0) return lead(sim, seat, hand);
  return follow(sim, seat, hand, sim.legal(seat));
}

/** Plays the game to its end with the policy for every seat. */
export function rollout(sim: KrakauSim): void {
  while (!sim.done()) sim.play(policyMove(sim));
}
