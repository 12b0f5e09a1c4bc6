/**
 * A quick estimate of the tricks a hand takes, card by card: CEOs nearly always, trumps by rank,
 * other firms' top cards sometimes. Used to explain opponents' bids (sampling weights) and as the
 * bids of the seats that bid after the computer inside its simulations.
 */
import { CEO, INTERN } from './codes.js';
import type { BossSim } from './sim.js';

const cache = new Map<number, Float64Array>();

/** Expected tricks per card code for a trump firm (−1: none) and a number of players. */
export function valueTable(trump: number, players: number): Float64Array {
  const key = (trump + 1) * 8 + players;
  const known = cache.get(key);
  if (known) return known;
  const t = new Float64Array(0x60);
  const crowd = players - 2; // 0, 1, 2: more players, more cards to beat
  const side = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.02, 0.06, 0.25, 0.45, 0.78];
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 1; rank <= 13; rank++) {
      const v =
        suit === trump
          ? 0.22 + 0.73 * ((rank - 1) / 12) ** 1.6
          : Math.max(0, (side[rank] as number) - 0.09 * crowd * (rank >= 12 ? 1.3 : 0.6)) *
            (trump < 0 ? 1.15 : 1);
      t[(suit << 4) | rank] = v;
    }
  }
  t[CEO] = 0.95;
  t[INTERN] = 0;
  cache.set(key, t);
  return t;
}

/** The estimate for the hand of `seat` in the simulator. */
export function estimateHand(sim: BossSim, seat: number, values: Float64Array): number {
  let e = (sim.ceos[seat] as number) * (values[CEO] as number);
  for (let suit = 0; suit < 4; suit++) {
    let m = sim.hands[seat * 4 + suit] as number;
    while (m !== 0) {
      const low = m & -m;
      e += values[(suit << 4) | (32 - Math.clz32(low))] as number;
      m ^= low;
    }
  }
  return e;
}

/** A bid from an estimate, keeping the dealer's rule (the bids must not add up). */
export function bidFromEstimate(est: number, tricks: number, forbidden: number): number {
  let bid = Math.min(tricks, Math.max(0, Math.round(est)));
  if (bid === forbidden) bid = (est > bid && bid < tricks) || bid === 0 ? bid + 1 : bid - 1;
  return bid;
}
