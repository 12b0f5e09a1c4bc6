// The engine contract: config validation, `deck`, determinism, replay, errors in German and English.
import { isRuleError } from '@spielcenter/proto';
import { isPlainJson, randomPlayout, replay } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from './cards.js';
import { engine } from './engine.js';
import { finishRound, thrown } from './fixtures.test-util.js';
import type { BossState } from './state.js';

describe('parseConfig', () => {
  it('accepts 2 to 4 players and fills the defaults', () => {
    expect(engine.parseConfig({ players: 3 })).toEqual({ players: 3, firstDealer: 0 });
    expect(engine.parseConfig({ players: 2, firstDealer: 1, deck: [['r7', 'C1']] })).toEqual({
      players: 2,
      firstDealer: 1,
      deck: [['r7', 'C1']],
    });
  });

  it.each([
    [{ players: 1 }],
    [{ players: 5 }],
    [{ players: 3.5 }],
    [{}],
    [null],
    [{ players: 3, firstDealer: 3 }],
    [{ players: 3, deck: [['r7', 'r7']] }],
    [{ players: 3, deck: [['r14']] }],
    [{ players: 4, deck: Array(16).fill([]) }],
    [{ players: 3, extra: true }],
  ])('refuses %j with COMMON_BAD_CONFIG', (input) => {
    const err = thrown(() => engine.parseConfig(input));
    expect(isRuleError(err)).toBe(true);
    expect(err).toMatchObject({ code: 'COMMON_BAD_CONFIG' });
    expect((err as { de: string }).de).toMatch(/^Die Tisch-Einstellungen sind ungültig/);
  });
});

describe('setup and deck', () => {
  it('the same seed deals the same cards; another seed other cards', () => {
    const config = engine.parseConfig({ players: 4 });
    expect(engine.setup(config, 'a')).toEqual(engine.setup(config, 'a'));
    const many = ['a', 'b', 'c', 'd'].map((seed) => JSON.stringify(engine.setup(config, seed).hands));
    expect(new Set(many).size).toBeGreaterThan(1);
  });

  it('config.deck fixes the shuffle of a round for everyone, whatever the seed', () => {
    const order = [...ALL_CARDS].reverse();
    const config = engine.parseConfig({ players: 3, deck: [order, order.slice(0, 7)] });
    const a = engine.setup(config, 'one');
    const b = engine.setup(config, 'two');
    expect(a.hands).toEqual([['P4'], ['P3'], ['P2']]);
    expect(a.trumpCard).toBe('P1');
    expect(a.trump).toBeNull();
    expect(b.hands).toEqual(a.hands);
    expect(b.stock).toEqual(a.stock);
    // Round 2 from a 7-card prefix: the rest follows seeded, the prefix is dealt as given.
    const round2 = finishRound(a);
    expect(round2.round).toBe(2);
    expect(round2.hands).toEqual([
      ['P4', 'P3'],
      ['P2', 'P1'],
      ['C4', 'C3'],
    ]);
    expect(round2.trumpCard).toBe('C2');
    expect(round2.phase.kind).toBe('chooseTrump');
  });

  it('states are plain JSON and survive a round trip unchanged', () => {
    const { state } = randomPlayout<BossState>(engine, { players: 4 }, 'json');
    expect(isPlainJson(state)).toBe(true);
    expect(isPlainJson(engine.setup(engine.parseConfig({ players: 2 }), 'j'))).toBe(true);
  });
});

describe('replay', () => {
  it.each([2, 3, 4])('setup + recorded actions reproduce the same final state (%i players)', (players) => {
    const config = { players, firstDealer: players - 1 };
    const { state, log } = randomPlayout<BossState>(engine, config, `replay-${players}`);
    const again = replay<BossState>(engine, config, `replay-${players}`, JSON.parse(JSON.stringify(log)));
    expect(again).toEqual(state);
    expect(engine.outcome(again)).toEqual(engine.outcome(state));
  });
});

describe('errors', () => {
  it('an illegal action throws a RuleError with code, German and English text; explain says the same', () => {
    const s = engine.setup(engine.parseConfig({ players: 3 }), 'err');
    const seat = engine.toAct(s)[0]!;
    const action = { type: 'bid', bid: 9 } as const;
    const err = thrown(() => engine.apply(s, seat, action));
    expect(isRuleError(err)).toBe(true);
    expect(err).toMatchObject({
      code: 'BOSS_BID_RANGE',
      de: 'Die Prognose muss eine ganze Zahl von 0 bis 1 sein.',
      en: 'The bid must be a whole number from 0 to 1.',
    });
    expect(engine.explain(s, seat, action)).toEqual((err as { toJSON(): unknown }).toJSON());
    for (const legal of engine.legalActions(s, seat)) expect(engine.explain(s, seat, legal)).toBeNull();
  });

  it('malformed actions are refused, never crash', () => {
    const s = engine.setup(engine.parseConfig({ players: 2 }), 'bad');
    const seat = engine.toAct(s)[0]!;
    for (const bad of [
      null,
      7,
      'bid',
      {},
      { type: 5 },
      { type: 'bid' },
      { type: 'bid', bid: null },
      { type: 'play' },
    ]) {
      const err = thrown(() => engine.apply(s, seat, bad as never));
      expect(isRuleError(err)).toBe(true);
    }
  });
});
