// The exact endgame search against a plain max^n over every legal card (no equivalence), on random
// end positions dealt from the engine.
import { type BossState, engine } from '@spielcenter/boss';
import { Rng } from '@spielcenter/proto';
import { propertyRuns } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { exactValues } from './endgame.js';
import { loadPosition } from './position.js';
import { BossSim } from './sim.js';
import { positionOf } from './state-position.test-util.js';

/** Plain max^n with tie averaging, all legal cards; returns points per seat. */
function plain(sim: BossSim): number[] {
  if (sim.tricksLeft === 0) return Array.from({ length: sim.players }, (_v, s) => sim.points(s));
  const buf = new Int32Array(24);
  const n = sim.legalCodes(sim.next, buf);
  const seat = sim.next;
  let best: number[] = [];
  let bestOwn = Number.NEGATIVE_INFINITY;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const child = new BossSim();
    child.copyFrom(sim);
    child.play(buf[i] as number);
    const r = plain(child);
    if ((r[seat] as number) > bestOwn + 1e-9) {
      best = r;
      bestOwn = r[seat] as number;
      ties = 1;
    } else if ((r[seat] as number) > bestOwn - 1e-9) {
      best = best.map((x, s) => x + (r[s] as number));
      ties++;
    }
  }
  return best.map((x) => x / ties);
}

/** A random play position with `left` tricks to go (three or four players, no draws). */
function endPosition(players: number, seed: string, left: number): BossState | null {
  const rng = Rng.fromSeed(seed);
  let s = engine.setup(engine.parseConfig({ players }), seed);
  const round = left + rng.int(60 / players - left);
  for (let guard = 0; guard < 5000 && s.phase.kind !== 'over'; guard++) {
    if (s.round === round && s.phase.kind === 'play' && s.round - s.tricks.length <= left && rng.int(3) === 0)
      return s;
    if (s.round > round) return null;
    const seat = engine.toAct(s)[0] as number;
    s = engine.apply(s, seat, rng.pick(engine.legalActions(s, seat))).state;
  }
  return null;
}

describe('exact endgame search', () => {
  for (const [players, left] of [
    [3, 3],
    [4, 2],
  ] as const) {
    it(`${players} players, ≤ ${left} tricks: equal to plain max^n on every candidate`, () => {
      let checked = 0;
      for (let i = 0; i < propertyRuns(60); i++) {
        const state = endPosition(players, `end-${players}-${i}`, left);
        if (!state) continue;
        const sim = loadPosition(new BossSim(), positionOf(state));
        const buf = new Int32Array(24);
        const n = sim.legalCodes(sim.next, buf);
        const candidates = Array.from(buf.subarray(0, n));
        const out = new Float64Array(n);
        expect(exactValues(sim, candidates, out, left)).toBe(true);
        candidates.forEach((c, j) => {
          const child = new BossSim();
          child.copyFrom(sim);
          child.play(c);
          expect(out[j]).toBeCloseTo(plain(child)[sim.next] as number, 6);
        });
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});
