/**
 * The rollout policy: how every seat plays inside the simulations, by its bid. A seat that still
 * needs tricks leads its sure winners (CEO, the top remaining trump, the top remaining card of a
 * firm) and takes tricks as cheaply as possible, with a safe card when someone after it still
 * needs tricks (he will trump over); a seat that is full ducks: it leads low and throws its
 * highest card that does not win. No allocation: one scratch buffer.
 */
import { CEO, FULL_SUIT, INTERN, lowRank, rankOfCode, suitOfCode, topRank } from './codes.js';
import type { BossSim } from './sim.js';

const legal = new Int32Array(24);

/** What a card is worth keeping: interns nothing, trumps above other firms, CEOs most. */
function worth(sim: BossSim, code: number): number {
  if (code === CEO) return 60;
  if (code === INTERN) return 0;
  return rankOfCode(code) + (suitOfCode(code) === sim.trump ? 20 : 0);
}

/** The firm's cards still out in other hands or the rest, as seen by `seat`. */
const outside = (sim: BossSim, seat: number, suit: number): number =>
  FULL_SUIT & ~(sim.gone[suit] as number) & ~(sim.hands[seat * 4 + suit] as number);

function leadToWin(sim: BossSim, seat: number): number {
  if ((sim.ceos[seat] as number) > 0) return CEO;
  const t = sim.trump;
  if (t >= 0) {
    const m = sim.hands[seat * 4 + t] as number;
    if (m !== 0 && topRank(m) > topRank(outside(sim, seat, t))) return (t << 4) | topRank(m);
  }
  let best = -1;
  let bestOut = -1;
  let shortSuit = -1;
  let shortLen = 99;
  for (let s = 0; s < 4; s++) {
    const m = sim.hands[seat * 4 + s] as number;
    if (s === t || m === 0) continue;
    const out = outside(sim, seat, s);
    const outCount = popcount(out);
    if (topRank(m) > topRank(out) && outCount > bestOut) {
      best = (s << 4) | topRank(m);
      bestOut = outCount;
    }
    const len = popcount(m);
    if (len < shortLen) {
      shortLen = len;
      shortSuit = s;
    }
  }
  if (best >= 0) return best;
  if (shortSuit >= 0) return (shortSuit << 4) | lowRank(sim.hands[seat * 4 + shortSuit] as number);
  if ((sim.interns[seat] as number) > 0) return INTERN;
  return (t << 4) | lowRank(sim.hands[seat * 4 + t] as number);
}

function leadToLose(sim: BossSim, seat: number): number {
  if ((sim.interns[seat] as number) > 0) return INTERN;
  let best = -1;
  let bestRank = 99;
  for (let s = 0; s < 4; s++) {
    const m = sim.hands[seat * 4 + s] as number;
    if (s === sim.trump || m === 0) continue;
    if (lowRank(m) < bestRank) {
      bestRank = lowRank(m);
      best = (s << 4) | bestRank;
    }
  }
  if (best >= 0) return best;
  const t = sim.trump;
  if (t >= 0 && (sim.hands[seat * 4 + t] as number) !== 0)
    return (t << 4) | lowRank(sim.hands[seat * 4 + t] as number);
  return CEO;
}

function popcount(m: number): number {
  let x = m - ((m >> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  return (((x + (x >> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Does anyone after `seat` in this trick still need tricks? */
function laterNeeds(sim: BossSim, seat: number): boolean {
  for (let k = 1; k < sim.players - sim.trickLen; k++) {
    const o = (seat + k) % sim.players;
    if ((sim.bids[o] as number) > (sim.won[o] as number)) return true;
  }
  return false;
}

/** A winner no later card can beat except a CEO: a CEO, or the top remaining card of trump. */
function safe(sim: BossSim, seat: number, code: number): boolean {
  if (code === CEO) return true;
  const suit = suitOfCode(code);
  if (suit !== sim.trump && sim.trump >= 0) return false;
  return rankOfCode(code) > topRank(outside(sim, seat, suit));
}

function followToWin(sim: BossSim, seat: number, n: number): number {
  let cheapWin = -1;
  let cheapSafe = -1;
  let cheapAny = legal[0] as number;
  const pressed = sim.trickLen < sim.players - 1 && laterNeeds(sim, seat);
  for (let i = 0; i < n; i++) {
    const c = legal[i] as number;
    const w = worth(sim, c);
    if (w < worth(sim, cheapAny)) cheapAny = c;
    if (!sim.wouldWin(c)) continue;
    if (cheapWin < 0 || w < worth(sim, cheapWin)) cheapWin = c;
    if (pressed && safe(sim, seat, c) && (cheapSafe < 0 || w < worth(sim, cheapSafe))) cheapSafe = c;
  }
  if (cheapWin < 0) return cheapAny;
  return cheapSafe >= 0 ? cheapSafe : cheapWin;
}

function followToLose(sim: BossSim, n: number): number {
  let highLoser = -1;
  let low = legal[0] as number;
  let high = legal[0] as number;
  for (let i = 0; i < n; i++) {
    const c = legal[i] as number;
    const w = worth(sim, c);
    if (w < worth(sim, low)) low = c;
    if (w > worth(sim, high)) high = c;
    if (!sim.wouldWin(c) && (highLoser < 0 || w > worth(sim, highLoser))) highLoser = c;
  }
  if (highLoser >= 0) return highLoser;
  return sim.trickLen === sim.players - 1 ? high : low;
}

/** The card `seat` (who is to play) plays under the policy. */
export function policyCard(sim: BossSim, seat: number): number {
  const need = (sim.bids[seat] as number) - (sim.won[seat] as number);
  if (sim.trickLen === 0) return need > 0 ? leadToWin(sim, seat) : leadToLose(sim, seat);
  const n = sim.legalCodes(seat, legal);
  if (n === 1) return legal[0] as number;
  return need > 0 ? followToWin(sim, seat, n) : followToLose(sim, n);
}

/** Plays the round to its end under the policy. */
export function rollout(sim: BossSim): void {
  while (sim.tricksLeft > 0) sim.play(policyCard(sim, sim.next));
}

/** Plays under the policy until `exactTricks` are left at a trick's start (and no draws are due). */
export function rolloutUntil(sim: BossSim, exactTricks: number): void {
  while (sim.tricksLeft > 0 && (sim.tricksLeft > exactTricks || sim.trickLen > 0 || sim.drawsLeft > 0)) {
    sim.play(policyCard(sim, sim.next));
  }
}
