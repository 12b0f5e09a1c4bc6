// What a seat infers from its view must be true of the hidden state: the unknown cards hold every
// other hand, a void is never wrong, and sampled deals fit the hand sizes and the voids.
import { type BossState, type BossView, engine } from '@spielcenter/boss';
import { Rng } from '@spielcenter/proto';
import { propertyRuns } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { CEO, codeOf, suitOfCode } from './codes.js';
import { knowledgeOf } from './knowledge.js';
import { Sampler } from './sample.js';
import { BossSim } from './sim.js';

/** Returns whether the first deal met the voids (a dead end is retried in play). */
function check(state: BossState, seat: number, rng: Rng): boolean {
  const view = engine.view(state, seat) as BossView;
  const know = knowledgeOf(view);
  const unknown = new Map<number, number>();
  for (const c of know.unknown) unknown.set(c, (unknown.get(c) ?? 0) + 1);
  for (let s = 0; s < view.players; s++) {
    if (s === seat) continue;
    const hand = state.hands[s] as string[];
    expect(know.holds[s]).toBe(hand.length);
    for (const card of hand) {
      const code = codeOf(card);
      expect(unknown.get(code) ?? 0).toBeGreaterThan(0);
      if (code < CEO) expect((know.voids[s] as number) & (1 << suitOfCode(code))).toBe(0);
    }
  }
  const sim = new BossSim();
  const sampler = new Sampler(know);
  if (!sampler.deal(sim, rng)) return false;
  for (let s = 0; s < view.players; s++) {
    expect(sim.counts[s]).toBe(state.hands[s]?.length);
    if (s === seat) continue;
    for (let suit = 0; suit < 4; suit++) {
      if ((know.voids[s] as number) & (1 << suit)) expect(sim.hands[s * 4 + suit]).toBe(0);
    }
  }
  expect(sim.pileLen).toBe(view.drawsLeft > 0 ? view.drawPile : 0);
  expect(sampler.weight(sim)).toBeGreaterThan(0);
  return true;
}

describe('knowledge from a view', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: unknown cards, hand sizes and voids match the hidden state; deals fit`, () => {
      let checks = 0;
      let deadEnds = 0;
      for (let g = 0; g < propertyRuns(2); g++) {
        const rng = Rng.fromSeed(`know-${players}-${g}`);
        let state = engine.setup(engine.parseConfig({ players }), `know-${players}-${g}`);
        while (state.phase.kind !== 'over') {
          const seat = engine.toAct(state)[0] as number;
          if (state.phase.kind === 'play' && rng.int(6) === 0) {
            if (!check(state, seat, rng)) deadEnds++;
            checks++;
          }
          state = engine.apply(state, seat, rng.pick(engine.legalActions(state, seat))).state;
        }
      }
      expect(checks).toBeGreaterThan(30);
      expect(deadEnds).toBeLessThan(checks * 0.02);
    });
  }
});
