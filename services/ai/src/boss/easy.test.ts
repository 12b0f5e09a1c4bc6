import { type BossAction, type BossView, engine, isCeo } from '@spielcenter/boss';
import type { Rng } from '@spielcenter/proto';
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { randomLegal } from '../players/random.js';
import { bossEasy } from './easy.js';

type Chooser = (view: BossView, legal: BossAction[], seat: number, rng: Rng) => BossAction;
const budget = { ms: 50, deadline: Number.POSITIVE_INFINITY };
const easy: Chooser = (view, legal, seat, rng) => bossEasy({ view, legal, seat, rng, budget, advice: false });
const random: Chooser = (_v, legal, seat, rng) =>
  randomLegal({ view: null, legal, seat, rng, budget, advice: false }) as BossAction;

/** Plays a game where seat 0 uses `first` and the others `others`; returns seat 0's score. */
function play(
  seed: string,
  players: number,
  first: Chooser,
  others: Chooser,
  check?: (v: BossView, a: BossAction, legal: BossAction[]) => void,
) {
  const { state } = randomPlayout(engine, { players }, seed, {
    choose: (s, seat, legal, rng) => {
      const view = engine.view(s as never, seat) as BossView;
      const action = (seat === 0 ? first : others)(view, legal as BossAction[], seat, rng);
      check?.(view, action, legal as BossAction[]);
      return action;
    },
  });
  return engine.outcome(state as never)?.scores[0] ?? 0;
}

describe('Speedboss computer "leicht"', () => {
  it('only ever chooses legal actions, in complete games for 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4]) {
      play(`legal-${players}`, players, easy, easy, (_v, a, legal) => {
        expect(legal).toContainEqual(a);
      });
    }
  });

  it('never bids 0 with a CEO in hand unless 0 is the only bid left', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      play(`ceo-${g}`, 4, easy, easy, (view, a, legal) => {
        if (a.type !== 'bid' || !view.hand.some(isCeo)) return;
        checked++;
        const onlyZero = legal.every((l) => l.type === 'bid' && l.bid === 0);
        if (!onlyZero) expect(a.bid).toBeGreaterThan(0);
      });
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('scores clearly better than random play against random opponents', () => {
    let easyTotal = 0;
    let randomTotal = 0;
    for (let g = 0; g < 40; g++) {
      easyTotal += play(`cmp-${g}`, 4, easy, random);
      randomTotal += play(`cmp-${g}`, 4, random, random);
    }
    expect(easyTotal / 40).toBeGreaterThan(randomTotal / 40 + 50);
  });
});
