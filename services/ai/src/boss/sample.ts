/**
 * Determinisation: deals the unknown cards into the other hands (and the pile at two players)
 * consistently with the hand sizes and the voids seen, with weights from the bids already made:
 * a sampled hand that explains its owner's bid well counts more ("wer viel ansagt, hat wohl
 * starke Karten").
 */
import type { Rng } from '@spielcenter/proto';
import { CEO, suitOfCode } from './codes.js';
import { estimateHand, valueTable } from './estimate.js';
import type { Knowledge } from './knowledge.js';
import type { BossSim } from './sim.js';

export class Sampler {
  private readonly order: Int32Array;
  /** The unknown cards, most constrained first (fewest seats that may hold them), in groups. */
  private readonly sorted: Int32Array;
  private readonly groupEnds: number[] = [];
  private readonly cap = new Int32Array(4);
  private readonly values: Float64Array;
  private readonly sigma: number;

  constructor(private readonly know: Knowledge) {
    this.order = new Int32Array(know.unknown.length);
    const room = (code: number): number => {
      let k = know.rest > 0 ? 1 : 0;
      for (let s = 0; s < know.players; s++) {
        const barred = code < CEO && ((know.voids[s] as number) & (1 << suitOfCode(code))) !== 0;
        if ((know.holds[s] as number) > 0 && !barred) k++;
      }
      return k;
    };
    const codes = Array.from(know.unknown).sort((a, b) => room(a) - room(b));
    this.sorted = Int32Array.from(codes);
    codes.forEach((c, i) => {
      if (i + 1 === codes.length || room(codes[i + 1] as number) !== room(c)) this.groupEnds.push(i + 1);
    });
    this.values = valueTable(know.base.trump, know.players);
    this.sigma = 0.9 + 0.08 * know.round;
  }

  /** Deals into `sim` (restored from the base first). False when the voids could not be met. */
  deal(sim: BossSim, rng: Rng, useVoids = true): boolean {
    const { know, order, cap } = this;
    sim.copyFrom(know.base);
    order.set(this.sorted);
    let from = 0;
    for (const end of this.groupEnds) {
      for (let i = end - 1; i > from; i--) {
        const j = from + rng.int(i - from + 1);
        const t = order[i] as number;
        order[i] = order[j] as number;
        order[j] = t;
      }
      from = end;
    }
    cap.set(know.holds);
    let rest = know.rest;
    sim.pileLen = 0;
    sim.pilePos = 0;
    for (let i = 0; i < order.length; i++) {
      const code = order[i] as number;
      const suitBit = code < CEO ? 1 << suitOfCode(code) : 0;
      let total = rest;
      for (let s = 0; s < know.players; s++) {
        if ((cap[s] as number) > 0 && !(useVoids && ((know.voids[s] as number) & suitBit) !== 0))
          total += cap[s] as number;
      }
      if (total === 0) return false;
      let r = rng.int(total);
      let to = -1;
      for (let s = 0; s < know.players && to < 0; s++) {
        if ((cap[s] as number) === 0 || (useVoids && ((know.voids[s] as number) & suitBit) !== 0)) continue;
        if (r < (cap[s] as number)) to = s;
        else r -= cap[s] as number;
      }
      if (to >= 0) {
        sim.addCard(to, code);
        cap[to]--;
      } else {
        rest--;
        if (sim.drawsLeft > 0) sim.pile[sim.pileLen++] = code;
      }
    }
    return true;
  }

  /** Deals, retrying a few times with voids before giving them up. */
  dealSome(sim: BossSim, rng: Rng): void {
    for (let t = 0; t < 20; t++) if (this.deal(sim, rng)) return;
    this.deal(sim, rng, false);
  }

  /** How well the dealt hands explain the bids already made (1 = perfectly). */
  weight(sim: BossSim): number {
    const { know } = this;
    let log = 0;
    for (let s = 0; s < know.players; s++) {
      const bid = know.bids[s] as number;
      if (s === know.seat || bid < 0) continue;
      let est = estimateHand(sim, s, this.values);
      for (const code of know.playedBy[s] as number[]) est += this.values[code] as number;
      const d = (bid - est) / this.sigma;
      log -= 0.5 * d * d;
    }
    return Math.exp(log);
  }
}
