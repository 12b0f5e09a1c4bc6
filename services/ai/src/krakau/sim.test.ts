// The fast simulator against the engine: on random games (all follow-rule house settings) the
// legal cards, the marriages offered, the trick winners' points, the trump and the marriage points
// agree at every step of the card play; and the exact solver is never beaten by the policy.
import { engine, type KrakauAction, type KrakauState } from '@spielcenter/krakau';
import { Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { cardIndex, maskOf, pointsOf, suitOfName } from './cards.js';
import { policyMove, rollout } from './policy.js';
import { Solver } from './search.js';
import { KrakauSim, MELD } from './sim.js';

function simOf(s: KrakauState): KrakauSim {
  const r = s.round;
  const sim = new KrakauSim();
  sim.setSeats(r.active);
  sim.mustBeat = s.config.mustBeat;
  sim.mustTrump = s.config.mustTrump;
  r.hands.forEach((h, seat) => {
    sim.hands[seat] = maskOf(h);
  });
  sim.played = maskOf(r.played);
  sim.trump = suitOfName(r.trump);
  sim.declarer = r.declarer as number;
  sim.toMove = s.phase.kind === 'play' ? s.phase.seat : 0;
  r.trick.forEach((p, i) => {
    sim.trickCards[i] = cardIndex(p.card);
    sim.trickSeats[i] = p.seat;
  });
  sim.trickLen = r.trick.length;
  r.taken.forEach((t, seat) => {
    sim.taken[seat] = t;
  });
  return sim;
}

/** A random game up to the card play (random bids, gifts, the bid declared). */
function toPlay(seed: string, config: Record<string, unknown>): KrakauState {
  const rng = Rng.fromSeed(seed);
  let s = engine.setup(engine.parseConfig(config), seed);
  while (s.phase.kind !== 'play') {
    const seat = engine.toAct(s)[0] as number;
    const legal = engine.legalActions(s, seat) as KrakauAction[];
    const done = legal.find((a) => a.type === 'done');
    const picks = legal.filter((a) => a.type === 'give' || a.type === 'discard');
    const a = done ?? (picks.length ? rng.pick(picks) : (legal.find((x) => x.type === 'pass') ?? legal[0]));
    s = engine.apply(s, seat, a as KrakauAction).state;
  }
  return s;
}

describe('the Speedkrakau simulator', () => {
  it('agrees with the engine on legal cards, marriages, tricks and trump', () => {
    const rng = Rng.fromSeed('diff');
    for (let g = 0; g < 60; g++) {
      const config = { players: [2, 3, 4][g % 3], mustBeat: g % 4 !== 1, mustTrump: g % 5 !== 2 };
      let s = toPlay(`diff-${g}`, config);
      const sim = simOf(s);
      while (s.phase.kind === 'play') {
        const seat = s.phase.seat;
        const legal = engine.legalActions(s, seat) as Extract<KrakauAction, { type: 'play' }>[];
        const want = legal.map((a) => cardIndex(a.card) | (a.meld ? MELD : 0)).sort((a, b) => a - b);
        const got: number[] = [];
        for (let m = sim.legal(seat); m !== 0; m &= m - 1) {
          const c = 31 - Math.clz32(m & -m);
          got.push(c);
          if (sim.canMeld(seat, c)) got.push(c | MELD);
        }
        expect(sim.toMove).toBe(seat);
        expect(got.sort((a, b) => a - b)).toEqual(want);
        const a = rng.pick(legal);
        sim.play(cardIndex(a.card) | (a.meld ? MELD : 0));
        const before = s;
        s = engine.apply(s, seat, a).state;
        const round = s.phase.kind === 'play' && s.history.length === before.history.length ? s.round : null;
        if (round) {
          expect([...sim.taken].slice(0, round.taken.length)).toEqual(round.taken);
          expect(sim.trump).toBe(suitOfName(round.trump));
        } else {
          // The game is scored: the declarer's tricks and marriages are what the engine counted.
          const result = s.history.at(-1);
          const d = result?.declarer as number;
          const discards = before.round.gifts.filter((x) => x.to < 0).map((x) => x.card);
          expect(sim.done()).toBe(true);
          expect(sim.total(d) + pointsOf(maskOf(discards))).toBe(
            (result?.cardPoints[d] ?? 0) + (result?.marriagePoints[d] ?? 0),
          );
        }
      }
    }
  });

  it('the exact solver equals a plain minimax over the last three tricks', () => {
    const solver = new Solver();
    /** The declarer's best final total, every move tried, no pruning, no table. */
    const minimax = (sim: KrakauSim): number => {
      if (sim.done()) return sim.total(sim.declarer);
      const max = sim.toMove === sim.declarer;
      let best = max ? -1 : 9999;
      for (let m = sim.legal(sim.toMove); m !== 0; m &= m - 1) {
        const c = 31 - Math.clz32(m & -m);
        for (const move of sim.canMeld(sim.toMove, c) ? [c | MELD, c] : [c]) {
          const child = new KrakauSim();
          child.copyFrom(sim);
          child.play(move);
          const v = minimax(child);
          best = max ? Math.max(best, v) : Math.min(best, v);
        }
      }
      return best;
    };
    for (let g = 0; g < 40; g++) {
      const s = toPlay(`solve-${g}`, { players: 3 });
      const sim = simOf(s);
      while (sim.tricksLeft() > 3 || sim.trickLen > 0) sim.play(policyMove(sim));
      expect(solver.solve(sim)).toBe(minimax(sim));
      const copy = new KrakauSim();
      copy.copyFrom(sim);
      rollout(copy);
      expect(copy.done()).toBe(true);
    }
  });
  it('the solver gives every candidate of one deal the same value with its table kept as fresh', () => {
    const shared = new Solver();
    const fresh = new Solver();
    for (let g = 0; g < 12; g++) {
      const s = toPlay(`share-${g}`, { players: 3 });
      const sim = simOf(s);
      // Five tricks left, one card of the trick already played: the candidates of the next seat.
      while (sim.tricksLeft() > 5 || sim.trickLen !== 1) sim.play(policyMove(sim));
      let i = 0;
      for (let m = sim.legal(sim.toMove); m !== 0; m &= m - 1, i++) {
        const c = 31 - Math.clz32(m & -m);
        const child = new KrakauSim();
        child.copyFrom(sim);
        child.play(sim.canMeld(sim.toMove, c) ? c | MELD : c);
        expect(shared.solve(child, i > 0)).toBe(fresh.solve(child));
      }
    }
  });
});
