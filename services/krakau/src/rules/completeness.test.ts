// The generator-completeness property (issue 12): in random reachable states, for every seat,
// `legalActions` lists exactly the actions `apply` accepts and `explain` returns null exactly for
// those, over the whole action space (every type with every parameter, plus malformed actions).
import { type Action, Rng, type Seat } from '@spielcenter/proto';
import {
  type CompletenessCount,
  checkCompleteAt,
  newCompletenessCount,
  propertyRuns,
} from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { randomChoice } from '../random-player.js';
import type { KrakauAction } from './actions.js';
import { tens } from './bidding.js';
import { DECK } from './cards.js';
import type { KrakauConfigInput } from './config.js';
import { engine } from './engine.js';
import { isLocked } from './limits.js';
import type { KrakauState, PhaseKind } from './state.js';

// Matches per configuration (12 configurations: 2, 3, 4 players × 4 house-rule combinations), and
// the share of each phase's states that is checked (every seat, the whole action space: 339
// actions). About 5,000 states × seats, 1.7 million actions; some 15 CPU seconds.
const MATCHES = propertyRuns(2);
const SAMPLE: Readonly<Record<PhaseKind, number>> = {
  fourNines: 1,
  bidding: 0.1,
  chooseMusik: 0.5,
  give: 0.1,
  declare: 0.3,
  play: 0.025,
  over: 1,
};

const VALUES = [...tens(100, 400), 0, -10, 90, 95, 105, 125, 395, 410, 500, 1000];
const MALFORMED: readonly unknown[] = [
  null,
  'pass',
  [],
  {},
  { type: 7 },
  { type: 'fly' },
  { type: 'pass', extra: 1 },
  { type: 'keep', seat: 0 },
  { type: 'redeal', value: null },
  { type: 'bid' },
  { type: 'bid', value: '110' },
  { type: 'bid', value: 110.5 },
  { type: 'declare', value: null },
  { type: 'takeMusik' },
  { type: 'takeMusik', musik: '0' },
  { type: 'play' },
  { type: 'play', card: 'Zz' },
  { type: 'play', card: 'ah' },
  { type: 'play', card: 'Kh', meld: false },
  { type: 'play', card: 'Kh', meld: 'yes' },
  { type: 'play', card: 'Kh', meld: true, x: 1 },
  { type: 'give', card: 'Ah' },
  { type: 'give', card: 'Ah', to: '1' },
  { type: 'give', card: 'Ah', to: 1.5 },
  { type: 'discard', card: 11 },
  { type: 'takeBack' },
  { type: 'done', now: true },
  { type: 'bomba', seat: 1 },
];

/** The whole action space of any seat in any state (a superset of every legal set). */
function* actionSpace(): Generator<Action> {
  for (const type of ['redeal', 'keep', 'pass', 'done', 'bomba'] as const) yield { type };
  for (const value of VALUES)
    yield* [
      { type: 'bid', value },
      { type: 'declare', value },
    ] as KrakauAction[];
  for (const musik of [-1, 0, 1, 2]) yield { type: 'takeMusik', musik } as KrakauAction;
  for (const card of DECK) {
    yield* [
      { type: 'play', card },
      { type: 'play', card, meld: true },
      { type: 'discard', card },
      { type: 'takeBack', card },
    ] as KrakauAction[];
    for (let to = -1; to <= 4; to++) yield { type: 'give', card, to } as KrakauAction;
  }
  yield* MALFORMED as Action[];
}

function configs(): KrakauConfigInput[] {
  const out: KrakauConfigInput[] = [];
  for (const players of [2, 3, 4])
    for (let i = 0; i < 4; i++) {
      // Four nines in the first deal's first hand, so the question is asked at once.
      const nines = ['9h', '9d', '9c', '9s', ...DECK.filter((c) => c[0] !== '9')];
      out.push({
        players,
        target: i === 3 ? 1000 : 500,
        mustBeat: i !== 1,
        mustTrump: i !== 2,
        marriageLimit: i % 2 === 0,
        showMusik: i !== 3,
        bombas: i % 3,
        fourNines: i !== 2,
        barrel: i !== 1,
        lockAt: ([800, 900, null, 800] as const)[i] ?? null,
        ...(i === 0 ? { deck: [nines] } : {}),
      });
    }
  return out;
}

interface Tally extends CompletenessCount {
  byPhase: Record<string, number>;
  onBarrel: number;
  locked: number;
  matches: number;
}

function check(state: KrakauState, tally: Tally, where: string): void {
  try {
    for (let seat: Seat = 0; seat < state.config.players; seat++)
      checkCompleteAt(engine, state, seat, actionSpace, tally);
  } catch (e) {
    throw new Error(`${(e as Error).message} (match ${where}, phase ${state.phase.kind})`);
  }
  tally.byPhase[state.phase.kind] = (tally.byPhase[state.phase.kind] ?? 0) + 1;
  if (state.barrel.some((b) => b > 0)) tally.onBarrel++;
  if (state.scores.some((s) => isLocked(state.config, s))) tally.locked++;
}

/** One random match: the sensible random player, but any legal pick while giving; sampled by phase. */
function playMatch(input: KrakauConfigInput, seed: string, tally: Tally): void {
  const rng = Rng.fromSeed(`completeness:${seed}`);
  let state = engine.setup(engine.parseConfig(input), seed);
  for (let step = 0; step < 50_000 && state.phase.kind !== 'over'; step++) {
    if (rng.next() < SAMPLE[state.phase.kind]) check(state, tally, `${seed} step ${step}`);
    const seat = engine.toAct(state)[0] as Seat;
    const legal = engine.legalActions(state, seat);
    const any = state.phase.kind === 'give' && rng.next() < 0.5;
    state = engine.apply(
      state,
      seat,
      any ? rng.pick(legal) : (randomChoice(state, seat, legal, rng) as KrakauAction),
    ).state;
  }
  check(state, tally, `${seed} end`);
  tally.matches++;
}

describe('generator completeness', () => {
  it(
    'legalActions lists exactly what apply accepts, explain is null exactly for those (2–4 players, house rules)',
    () => {
      const tally: Tally = { ...newCompletenessCount(), byPhase: {}, onBarrel: 0, locked: 0, matches: 0 };
      // Most of the space is refused: stack traces of the refusals would cost half the run.
      const stackTraceLimit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        configs().forEach((input, c) => {
          for (let m = 0; m < MATCHES; m++) playMatch(input, `c${c}-m${m}`, tally);
        });
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
      console.log(JSON.stringify({ game: 'krakau', property: 'completeness', ...tally }));
      for (const kind of Object.keys(SAMPLE)) expect(tally.byPhase[kind] ?? 0).toBeGreaterThan(0);
      expect(tally.onBarrel).toBeGreaterThan(0);
      expect(tally.locked).toBeGreaterThan(0);
      expect(tally.legal).toBeGreaterThan(0);
    },
    120_000 * MATCHES,
  );
});
