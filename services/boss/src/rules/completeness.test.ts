// Generator completeness (issue 12): in random reachable states, for every seat, legalActions lists
// exactly the actions apply accepts, and explain is null exactly for those. The action space is the
// whole one: every card, every bid 0..tricks + 1 and some outside, every firm, plus malformed actions.
import { type Action, Rng, type Seat } from '@spielcenter/proto';
import {
  type ActionSpace,
  type CompletenessCount,
  checkCompleteAt,
  newCompletenessCount,
  propertyRuns,
} from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, SUITS } from './cards.js';
import { engine } from './engine.js';
import type { BossState } from './state.js';

/** Values of the wrong type or outside the game, tried in every field. */
const ODD_VALUES: readonly unknown[] = [null, 7, '', 'r14', 'z9', 'pink', true, [], {}];

/** Actions no phase may take: unknown types, extra or missing fields, not an object at all. */
const MALFORMED: readonly unknown[] = [
  null,
  7,
  'bid',
  [],
  {},
  { type: 'fold' },
  { type: 5 },
  { type: 'bid' },
  { type: 'play' },
  { type: 'chooseTrump' },
  { type: 'bid', bid: 0, seat: 0 },
  { type: 'bid', bid: 1, card: 'b1' },
  { type: 'play', card: 'b1', bid: 0 },
  { type: 'chooseTrump', suit: 'blue', extra: true },
  { type: 'bid', card: 'b1' },
  { type: 'play', suit: 'red' },
];

const space: ActionSpace<BossState> = function* (state) {
  for (const card of ALL_CARDS) {
    yield { type: 'play', card };
    yield { type: 'play', card, extra: 1 } as Action;
  }
  for (let bid = -2; bid <= state.round + 2; bid++) {
    yield { type: 'bid', bid };
    yield { type: 'bid', bid, note: 'x' } as Action;
  }
  yield* [
    { type: 'bid', bid: 0.5 },
    { type: 'bid', bid: 99 },
    { type: 'bid', bid: '1' },
  ] as unknown as Action[];
  for (const suit of SUITS) {
    yield { type: 'chooseTrump', suit };
    yield { type: 'chooseTrump', suit, seat: 0 } as Action;
  }
  for (const value of ODD_VALUES) {
    yield { type: 'play', card: value } as Action;
    yield { type: 'bid', bid: value } as Action;
    yield { type: 'chooseTrump', suit: value } as Action;
  }
  yield* MALFORMED as Action[];
};

/**
 * One random game, checked at every state outside the play phase (trump choices, bids, the end) and
 * at every `every`-th play state, for every seat (also those not to act).
 */
function checkGame(
  players: number,
  seed: string,
  every: number,
  count: CompletenessCount,
  kinds: Set<string>,
) {
  const rng = Rng.fromSeed(`completeness:${seed}`);
  let state = engine.setup(engine.parseConfig({ players, firstDealer: rng.int(players) }), seed);
  for (let step = 0; ; step++) {
    if (state.phase.kind !== 'play' || step % every === 0) {
      for (let seat = 0; seat < players; seat++) checkCompleteAt(engine, state, seat, space, count);
      kinds.add(state.phase.kind);
    }
    if (engine.outcome(state)) return;
    const seat = engine.toAct(state)[0] as Seat;
    state = engine.apply(state, seat, rng.pick(engine.legalActions(state, seat))).state;
  }
}

describe('generator completeness', () => {
  it.each([
    [2, 2, 40],
    [3, 2, 25],
    [4, 2, 20],
  ])(
    '%i players, %i games: legalActions = what apply accepts = where explain is null',
    (players, games, every) => {
      const count = newCompletenessCount();
      const kinds = new Set<string>();
      for (let g = 0; g < propertyRuns(games); g++)
        checkGame(players, `c${players}-${g}`, every, count, kinds);
      console.log(
        JSON.stringify({ game: 'boss', completeness: { players, games: propertyRuns(games), ...count } }),
      );
      expect([...kinds].sort()).toEqual(['bid', 'chooseTrump', 'over', 'play']);
      expect(count.legal).toBeGreaterThan(0);
      expect(count.actions).toBeGreaterThan(count.legal);
    },
  );
});
