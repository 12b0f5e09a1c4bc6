// Speedboss "normal" and "stark": legal in every situation (2, 3 and 4 players, the two-player
// draw rounds, a CEO turned up), sensible bids on clear hands, the advisor's reason and values.
import { type BossAction, type BossState, type BossView, engine, isCeo } from '@spielcenter/boss';
import { type Level, Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import { bossEasy } from './easy.js';
import { NORMAL, STRONG } from './levels.js';
import { makeBossPlayer } from './player.js';

const easyBudget = { ms: 50, deadline: Number.POSITIVE_INFINITY };

/** Plays up to round `round` with "leicht" everywhere. */
function reach(players: number, round: number, seed: string, deck?: string[][]): BossState {
  let s = engine.setup(engine.parseConfig({ players, ...(deck ? { deck } : {}) }), seed);
  for (let k = 0; s.round < round && s.phase.kind !== 'over'; k++) {
    const seat = engine.toAct(s)[0] as number;
    const view = engine.view(s, seat) as BossView;
    const legal = engine.legalActions(s, seat) as BossAction[];
    s = engine.apply(
      s,
      seat,
      bossEasy({ view, legal, seat, rng: Rng.fromSeed(`${k}`), budget: easyBudget, advice: false }),
    ).state;
  }
  return s;
}

// The legality sweep uses the levels' own code with few deals, to stay fast on a busy machine.
const quick = {
  normal: makeBossPlayer({ ...NORMAL, bidSamples: 12, playSamples: 8, trumpSamples: 4, minSamples: 4 }),
  strong: makeBossPlayer({ ...STRONG, bidSamples: 12, playSamples: 8, trumpSamples: 4, minSamples: 4 }),
};

function choose(s: BossState, seat: number, level: Level, seed: string, advice = false, fast = false) {
  const legal = engine.legalActions(s, seat);
  const d = makeDecision({ level, seat, view: engine.view(s, seat), legal, seed, budgetMs: 300, advice });
  const q = fast && level !== 'easy' ? quick[level as 'normal' | 'strong'] : undefined;
  const choice = q ? q(d as never) : decide('boss', level, d);
  return { legal, choice, action: choice.action as BossAction };
}

/** Plays the current round to its end with the given levels; checks every action is legal. */
function playRound(s: BossState, levels: Level[], seed: string): BossState {
  const round = s.round;
  let state = s;
  for (let k = 0; state.round === round && state.phase.kind !== 'over'; k++) {
    const seat = engine.toAct(state)[0] as number;
    const { legal, action } = choose(state, seat, levels[seat] as Level, `${seed}:${k}`, false, true);
    expect(legal).toContainEqual(action);
    state = engine.apply(state, seat, action).state;
  }
  return state;
}

describe('Speedboss "normal" and "stark"', () => {
  it('choose only legal actions at 2, 3 and 4 players, in draw rounds and after a turned-up CEO', () => {
    const cases: [number, number][] = [
      [4, 1],
      [4, 9],
      [3, 14],
      [2, 22],
      [2, 30],
    ];
    for (const [players, round] of cases) {
      const s = reach(players, round, `legal-${players}-${round}`);
      const levels: Level[] = ['strong', 'normal', 'easy', 'normal'].slice(0, players) as Level[];
      const after = playRound(s, levels, `r-${players}-${round}`);
      expect(after.round === round + 1 || after.phase.kind === 'over').toBe(true);
    }
    // A CEO turned up in round 2 at three players: the dealer chooses the trump firm.
    const deck = [[], ['b1', 'b2', 'r1', 'r2', 'g1', 'g2', 'C1']];
    const s = reach(3, 2, 'ceo-up', deck);
    expect(s.phase.kind).toBe('chooseTrump');
    for (const level of ['normal', 'strong'] as const) {
      const { legal, choice } = choose(s, s.dealer, level, 'trump', false, true);
      expect(legal).toContainEqual(choice.action);
    }
  });

  it('bid the sure tricks of a clear hand: two CEOs make 2, two interns make 0', () => {
    // Round 2 at three players: seat 0 holds two CEOs, seat 1 (the dealer, last to bid) two interns.
    const deck = [[], ['C1', 'C2', 'P1', 'P2', 'b3', 'r4', 'g5']];
    const s = reach(3, 2, 'clear', deck);
    let state = s;
    while (state.phase.kind === 'bid') {
      const seat = engine.toAct(state)[0] as number;
      const { action, legal } = choose(state, seat, 'normal', `clear-${seat}`);
      const zeroAllowed = legal.some((a) => (a as { bid: number }).bid === 0);
      const bid = (action as { bid: number }).bid;
      const hand = state.hands[seat] as string[];
      if (hand.every(isCeo)) expect(bid).toBe(2);
      if (hand.every((c) => c.startsWith('P'))) expect(bid).toBe(zeroAllowed ? 0 : 1);
      state = engine.apply(state, seat, action).state;
    }
  });

  it('the advisor gives a German reason and the values of the candidates, the choice among the best', () => {
    const s = reach(4, 7, 'advice');
    let state = s;
    let advised = 0;
    for (let k = 0; state.round === 7 && k < 14; k++) {
      const seat = engine.toAct(state)[0] as number;
      const { legal, choice, action } = choose(state, seat, 'strong', `adv-${k}`, true);
      if (legal.length > 1) {
        expect(choice.reason).toMatch(/Schnitt .* Punkte/);
        const values = choice.values ?? [];
        expect(values.length).toBeGreaterThan(0);
        const mine = values.find((v) => JSON.stringify(v.action) === JSON.stringify(choice.action));
        expect(mine).toBeDefined();
        // stark bids tightly: a lower bid may be chosen within 2 points of the best.
        expect(mine?.value).toBeGreaterThanOrEqual(Math.max(...values.map((v) => v.value)) - 2.05);
        advised++;
      }
      state = engine.apply(state, seat, action).state;
    }
    expect(advised).toBeGreaterThan(5);
  });
});
