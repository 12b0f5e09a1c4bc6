// The generator-completeness property: in random reachable states, for every seat, legalActions lists
// exactly the actions apply accepts, and explain is null exactly for those. The action space below is
// the whole space of well-formed actions a seat can name in a show (every hat id of every seat, every
// announcement from 0 to the maximum + 2, every table and draw position, in range and just outside),
// plus malformed ones (unknown fields on every legal action, wrong types, unknown types).
import type { Action, Seat } from '@spielcenter/proto';
import {
  type ActionSpace,
  completenessPlayout,
  newCompletenessCount,
  propertyRuns,
} from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import type { HokusAction } from './actions.js';
import { engine } from './engine.js';
import { hatsOf } from './hats.js';
import { hatsOnTables } from './seats.js';
import type { HokusState } from './state.js';

/** Every hat id of a six-seat show, and two that name no hat. */
const HAT_IDS = [0, 1, 2, 3, 4, 5].flatMap(hatsOf).concat(['Z9', 'A0', '']);

const MALFORMED: readonly unknown[] = [
  null,
  [],
  'pass',
  { type: 'fly' },
  { type: 'place' },
  { type: 'place', hat: 3 },
  { type: 'announce', n: 1.5 },
  { type: 'announce', n: '1' },
  { type: 'lift' },
  { type: 'lift', table: '0' },
  { type: 'draw', index: null },
  { type: 'discard', hat: 'A1A1A1A1A' },
];

function* wellFormed(state: HokusState): Generator<HokusAction> {
  const players = state.magicians.length;
  for (const hat of HAT_IDS) {
    yield { type: 'place', hat };
    yield { type: 'discard', hat };
  }
  for (let n = 0; n <= hatsOnTables(state) + 2; n++) yield { type: 'announce', n };
  yield { type: 'announce', n: -1 };
  yield { type: 'pass' };
  for (let table = -1; table <= players; table++) yield { type: 'lift', table };
  for (let index = -1; index <= 5; index++) yield { type: 'draw', index };
}

const space: ActionSpace<HokusState> = function* (state: HokusState, seat: Seat) {
  yield* wellFormed(state);
  yield* MALFORMED as unknown as Action[];
  for (const a of engine.legalActions(state, seat)) yield { ...a, extra: 1 } as unknown as Action;
};

/** Shows per size; every state of the first show is checked, then one in `CHECK_EVERY`. */
const SHOWS = propertyRuns(10);
const CHECK_EVERY = 3;

/**
 * The seats to check in a state: every seat that must decide (all of them in the simultaneous
 * Aufstellen), and one seat that need not, taking turns (also those out of the show).
 */
function seatsToCheck(): (state: HokusState) => Seat[] {
  let turn = 0;
  return (state) => {
    const acting = engine.toAct(state);
    const others = state.magicians.map((_, s) => s).filter((s) => !acting.includes(s));
    const other = others[turn++ % Math.max(others.length, 1)];
    return other === undefined ? acting : [...acting, other];
  };
}

describe('generator completeness', () => {
  it.each([3, 4, 5, 6])(
    '%i magicians: legalActions = what apply accepts = where explain is null',
    { timeout: 300_000 },
    (players) => {
      const count = newCompletenessCount();
      for (let i = 0; i < SHOWS; i++) {
        const seed = `complete-${players}-${i}`;
        const every = i === 0 ? 1 : CHECK_EVERY;
        completenessPlayout(
          { engine, config: { players }, seed, space, every, seats: seatsToCheck() },
          count,
        );
      }
      console.log(
        JSON.stringify({ game: 'hokus', property: 'completeness', players, shows: SHOWS, ...count }),
      );
      expect(count.legal).toBeGreaterThan(0);
      expect(count.actions).toBeGreaterThan(count.legal);
    },
  );
});
