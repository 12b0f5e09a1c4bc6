// A computer sees what a human in its seat could see, nothing more: the Decision it gets holds a
// detached, frozen copy of the view and the legal actions. The referee's state is built behind
// revocable proxies that are revoked before the computer runs; touching the state would throw.
import { engine as boss } from '@spielcenter/boss';
import { engine as coup } from '@spielcenter/coup';
import { engine as cruise } from '@spielcenter/cruise';
import { engine as hokus } from '@spielcenter/hokus';
import { engine as krakau } from '@spielcenter/krakau';
import { type Action, type AnyEngine, aiDecideRequest, type GameId, Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { asChoice, makeDecision } from './decision.js';
import { decide, LEVELS, PLAYERS } from './index.js';

/** Wraps every object reachable from `root` in a revocable proxy; `revoke` cuts them all. */
function revocableDeep<T extends object>(root: T): { proxy: T; revoke: () => void } {
  const revokers: (() => void)[] = [];
  const cache = new WeakMap<object, object>();
  const wrap = (o: unknown): unknown => {
    if (!o || typeof o !== 'object') return o;
    const known = cache.get(o);
    if (known) return known;
    const r = Proxy.revocable(o, { get: (t, k, recv) => wrap(Reflect.get(t, k, recv)) });
    revokers.push(r.revoke);
    cache.set(o, r.proxy);
    return r.proxy;
  };
  return {
    proxy: wrap(root) as T,
    revoke: () => {
      for (const f of revokers) f();
    },
  };
}

/** Every object reachable from `value` (own enumerable properties). */
function objectsIn(value: unknown, out = new Set<object>()): Set<object> {
  if (value && typeof value === 'object' && !out.has(value)) {
    out.add(value);
    for (const v of Object.values(value)) objectsIn(v, out);
  }
  return out;
}

const GAMES: readonly [GameId, AnyEngine, Record<string, unknown>][] = [
  ['boss', boss, { players: 4 }],
  ['krakau', krakau, { players: 3 }],
  ['hokus', hokus, { players: 4 }],
  ['cruise', cruise, { players: 3 }],
  ['coup', coup, { players: 4, coup: 3 }],
];

describe('computers get views only', () => {
  for (const [game, engine, config] of GAMES) {
    it(`${game}: every level decides with the state revoked, sharing no object with it`, () => {
      let state = engine.setup(engine.parseConfig(config), `isolation-${game}`);
      const rng = Rng.fromSeed(game);
      const levels = LEVELS.filter((l) => PLAYERS[game][l]);
      for (let step = 0; step < 40 && engine.outcome(state) === null; step++) {
        const seat = engine.toAct(state)[0] as number;
        const { proxy, revoke } = revocableDeep(state as object);
        const d = makeDecision({
          level: 'easy',
          seat,
          view: engine.view(proxy, seat),
          legal: engine.legalActions(proxy, seat),
          seed: `${game}:${step}`,
          budgetMs: 20,
        });
        revoke();
        const shared = [...objectsIn(d)].filter((o) => objectsIn(state).has(o));
        expect(shared).toEqual([]);
        expect(Object.keys(d).sort()).toEqual(['advice', 'budget', 'legal', 'rng', 'seat', 'view']);
        expect(Object.isFrozen(d) && Object.isFrozen(d.view) && Object.isFrozen(d.legal)).toBe(true);
        for (const level of levels) decide(game, level, d);
        state = engine.apply(state, seat, rng.pick(engine.legalActions(state, seat))).state;
      }
    });
  }

  it('a player that reaches for the state through its view fails on the revoked proxy', () => {
    const state = boss.setup(boss.parseConfig({ players: 3 }), 'reach');
    const { proxy, revoke } = revocableDeep(state as object);
    const leakyView = { history: (proxy as { history: unknown }).history };
    revoke();
    // Without the copy in makeDecision, this is what a player would hold: a live piece of the state.
    expect(() => JSON.stringify(leakyView)).toThrow(TypeError);
  });

  it('a frozen view cannot be changed by a player', () => {
    const state = boss.setup(boss.parseConfig({ players: 3 }), 'frozen');
    const d = makeDecision({
      level: 'easy',
      seat: 1,
      view: boss.view(state, 1),
      legal: boss.legalActions(state, 1),
      seed: 's',
    });
    expect(() => (d.view as { hand: string[] }).hand.push('C1')).toThrow(TypeError);
    expect(d.budget.ms).toBe(50);
  });

  it('an answer is an action or a Choice; advice keeps the reason', () => {
    const bid = { type: 'bid', bid: 1 } as Action;
    expect(asChoice(bid)).toEqual({ action: bid });
    const c = { action: bid, reason: 'weil' };
    expect(asChoice(c)).toBe(c);
  });
});

describe('the decide request schema', () => {
  const base = { game: 'boss', level: 'strong', seat: 0, view: {}, legal: [{ type: 'bid', bid: 0 }] };
  it('takes a time budget up to ten seconds and the advice flag', () => {
    expect(aiDecideRequest.safeParse({ ...base, budgetMs: 10_000, advice: true }).success).toBe(true);
    expect(aiDecideRequest.safeParse({ ...base, budgetMs: 10_001 }).success).toBe(false);
    expect(aiDecideRequest.safeParse({ ...base, budgetMs: 0 }).success).toBe(false);
    expect(aiDecideRequest.safeParse({ ...base, advice: 'yes' }).success).toBe(false);
  });
  it('keeps the fields the tables service sends working', () => {
    expect(aiDecideRequest.safeParse({ ...base, seed: 'x' }).success).toBe(true);
  });
});
