/** Helpers for the rule tests: small literal shows with fixed skunks (hat 4 of every seat). */
import type { RuleErrorData, Seat } from '@spielcenter/proto';
import { expect } from 'vitest';
import type { HokusAction } from './actions.js';
import type { HokusDeck } from './config.js';
import { engine } from './engine.js';
import type { HatId } from './hats.js';
import type { HokusState, Magician } from './state.js';

export type Step = readonly [Seat, HokusAction];

/** A show where every skunk is hat 4 (A4, B4, …) and seat `start` begins. */
export function show(players = 3, deck: Partial<HokusDeck> = {}, maxRounds?: number): HokusState {
  const skunks = Array.from({ length: players }, () => 4);
  const config = { players, deck: { start: 0, skunks, ...deck }, ...(maxRounds ? { maxRounds } : {}) };
  return engine.setup(engine.parseConfig(config), 'test');
}

export function play(state: HokusState, ...steps: Step[]): HokusState {
  let s = state;
  for (const [seat, action] of steps) s = engine.apply(s, seat, action).state;
  return s;
}

export const place = (hat: HatId): HokusAction => ({ type: 'place', hat });
export const announce = (n: number): HokusAction => ({ type: 'announce', n });
export const pass: HokusAction = { type: 'pass' };
export const lift = (table: Seat): HokusAction => ({ type: 'lift', table });
export const draw = (index: number): HokusAction => ({ type: 'draw', index });
export const discard = (hat: HatId): HokusAction => ({ type: 'discard', hat });

/** Every seat places the given first hat (setup phase). */
export function placeFirst(state: HokusState, hats: readonly HatId[]): HokusState {
  return play(state, ...hats.map((h, seat): Step => [seat, place(h)]));
}

/** Expects `apply` to refuse with `code`, and `explain` to give the same error. */
export function expectRefused(state: HokusState, seat: Seat, action: unknown, code: string): RuleErrorData {
  const why = engine.explain(state, seat, action as HokusAction);
  expect(why?.code).toBe(code);
  expect(() => engine.apply(state, seat, action as HokusAction)).toThrow(expect.objectContaining({ code }));
  expect(why?.de.length).toBeGreaterThan(10);
  expect(why?.en.length).toBeGreaterThan(10);
  return why as RuleErrorData;
}

/** Test surgery: gives a seat exactly these hats in hand and the rest of its four as lost. */
export function withHats(state: HokusState, seat: Seat, hand: readonly HatId[]): HokusState {
  const magicians = state.magicians.slice();
  const m = magicians[seat] as Magician;
  const all = [...m.hand, ...m.stack, ...m.lost];
  magicians[seat] = { ...m, hand: [...hand], stack: [], lost: all.filter((h) => !hand.includes(h)).sort() };
  return { ...state, magicians };
}

/** Test surgery: the curtain has already fallen for `seat`. */
export function eliminated(state: HokusState, seat: Seat): HokusState {
  const s = withHats(state, seat, []);
  const magicians = s.magicians.slice();
  magicians[seat] = { ...(magicians[seat] as Magician), eliminatedRound: state.round };
  return { ...s, magicians, eliminations: [...s.eliminations, seat] };
}
