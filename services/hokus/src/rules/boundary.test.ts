// fast-check: any action, legal or not, in any reachable state — explain and apply agree with the legal set.
import { RuleError } from '@spielcenter/proto';
import { propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HokusAction } from './actions.js';
import { engine } from './engine.js';
import type { HokusState } from './state.js';

/** A state somewhere inside a random show: the playout's log replayed up to `cut`. */
function stateAt(players: number, seed: string, cut: number): HokusState {
  const { log } = randomPlayout<HokusState>(engine, { players }, seed);
  let state = engine.setup(engine.parseConfig({ players }), seed);
  for (const { seat, action } of log.slice(0, Math.floor(cut * log.length))) {
    state = engine.apply(state, seat, action as HokusAction).state;
  }
  return state;
}

const anyAction = fc.oneof(
  fc.record({
    type: fc.constant('place'),
    hat: fc.constantFrom('A1', 'A4', 'B2', 'C3', 'D4', 'F1', 'Z9', ''),
  }),
  fc.record({ type: fc.constant('announce'), n: fc.integer({ min: -2, max: 26 }) }),
  fc.record({ type: fc.constant('pass') }),
  fc.record({ type: fc.constant('lift'), table: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ type: fc.constant('draw'), index: fc.integer({ min: -1, max: 5 }) }),
  fc.record({ type: fc.constant('discard'), hat: fc.constantFrom('A1', 'A2', 'B3', 'C4', 'E1') }),
  fc.record({ type: fc.constantFrom('bluff', 'place'), n: fc.string() }),
);

describe('the security boundary', () => {
  it('an action is accepted exactly when it is in the legal set; a refusal is a RuleError with both texts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.string({ maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(anyAction, { minLength: 1, maxLength: 8 }),
        (players, seed, cut, seatPick, actions) => {
          const state = stateAt(players, seed, cut);
          const seat = seatPick % players;
          const legal = JSON.stringify(engine.legalActions(state, seat));
          for (const action of [...actions, ...engine.legalActions(state, seat)]) {
            const isLegal = legal.includes(JSON.stringify(action));
            const why = engine.explain(state, seat, action as HokusAction);
            expect(why === null).toBe(isLegal);
            if (isLegal) continue;
            let thrown: unknown = null;
            try {
              engine.apply(state, seat, action as HokusAction);
            } catch (e) {
              thrown = e;
            }
            expect(thrown).toBeInstanceOf(RuleError);
            expect(thrown).toMatchObject({ code: why?.code, de: why?.de, en: why?.en });
          }
        },
      ),
      { numRuns: propertyRuns(150) },
    );
  });
});
