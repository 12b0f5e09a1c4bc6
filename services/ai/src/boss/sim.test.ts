// Differential test: the fast simulator against the pure engine on random rounds at 2, 3 and 4
// players (two players: rounds 21..30 with draws and the trump card taken into a hand); the
// rollout policy's card is legal in every position met.
import { type BossAction, type BossState, engine, winningIndex } from '@spielcenter/boss';
import { Rng } from '@spielcenter/proto';
import { propertyRuns } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { codeOf } from './codes.js';
import { policyCard } from './policy.js';
import { loadPosition } from './position.js';
import { BossSim } from './sim.js';
import { ledIndex, positionOf } from './state-position.test-util.js';

const scratch = new Int32Array(24);

function simLegal(sim: BossSim, seat: number): number[] {
  const n = sim.legalCodes(seat, scratch);
  return Array.from(scratch.subarray(0, n)).sort((a, b) => a - b);
}

function engineLegal(state: BossState, seat: number): number[] {
  const codes = engine.legalActions(state, seat).map((a) => codeOf((a as { card: string }).card));
  return [...new Set(codes)].sort((a, b) => a - b);
}

function handCodes(cards: readonly string[]): number[] {
  return cards.map(codeOf).sort((a, b) => a - b);
}

function simHand(sim: BossSim, seat: number, size: number): number[] {
  const all: number[] = [];
  for (let code = 0; code < 0x60; code++) {
    if (code === 0x40 || code === 0x50) {
      const k = code === 0x40 ? sim.ceos[seat] : sim.interns[seat];
      for (let i = 0; i < (k as number); i++) all.push(code);
    } else if ((code & 15) >= 1 && (code & 15) <= 13 && code < 0x40 && sim.has(seat, code)) all.push(code);
  }
  expect(all).toHaveLength(size);
  return all;
}

function compare(sim: BossSim, state: BossState): void {
  const n = state.config.players;
  expect(Array.from(sim.won.subarray(0, n))).toEqual(state.tricksWon);
  expect(sim.trickLen).toBe(state.trick.length);
  expect(sim.next).toBe((state.phase as { next: number }).next);
  expect(sim.trump).toBe(state.trump === null ? -1 : ['blue', 'red', 'green', 'yellow'].indexOf(state.trump));
  if (state.trick.length > 0) {
    expect(Math.max(sim.led, -1)).toBe(ledIndex(state));
    expect(sim.winIdx).toBe(
      winningIndex(
        state.trick.map((p) => p.card),
        state.trump,
      ),
    );
  }
  for (let seat = 0; seat < n; seat++) {
    const hand = state.hands[seat] as string[];
    expect(simHand(sim, seat, hand.length)).toEqual(handCodes(hand));
  }
}

/** Plays one random game; every round is entered at a random point and played in lockstep. */
function lockstepGame(players: number, seed: string): number {
  const rng = Rng.fromSeed(seed);
  let state = engine.setup(engine.parseConfig({ players }), seed);
  let steps = 0;
  while (state.phase.kind !== 'over') {
    const round = state.round;
    const skip = rng.int(round * players);
    for (let k = 0; state.phase.kind !== 'play' || (k < skip && state.tricks.length < round - 1); k++) {
      const seat = engine.toAct(state)[0] as number;
      state = engine.apply(state, seat, rng.pick(engine.legalActions(state, seat))).state;
    }
    const sim = loadPosition(new BossSim(), positionOf(state));
    while (state.round === round && state.phase.kind === 'play') {
      compare(sim, state);
      const seat = state.phase.next;
      expect(simLegal(sim, seat)).toEqual(engineLegal(state, seat));
      expect(engineLegal(state, seat)).toContain(policyCard(sim, seat));
      const action = rng.pick(engine.legalActions(state, seat)) as Extract<BossAction, { type: 'play' }>;
      const { state: after, events } = engine.apply(state, seat, action);
      sim.play(codeOf(action.card));
      const scored = events.find((e) => e.type === 'roundScored') as { points: number[] } | undefined;
      if (scored) for (let s = 0; s < players; s++) expect(sim.points(s)).toBe(scored.points[s]);
      state = after;
      steps++;
    }
    expect(sim.tricksLeft).toBe(0);
  }
  return steps;
}

describe('the Speedboss simulator agrees with the engine', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: legal cards, tricks, winners, hands and points in every round of random games`, () => {
      let steps = 0;
      const games = propertyRuns(3);
      for (let g = 0; g < games; g++) steps += lockstepGame(players, `diff-${players}-${g}`);
      expect(steps).toBeGreaterThan(games * 100);
    });
  }
});
