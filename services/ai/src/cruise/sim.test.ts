// Differential test: the state Speedcruise's computers think with (sim.ts: built from one seat's view,
// the bag = the unseen tiles shuffled, no station ever reached) against the engine's real state.
// Random cruises (proto's random playouts) at 2..4 players, classic and cruise mode, with and without
// the Kaffeekränzchen variant; in every position: the same legal moves, and after each of them the
// same events, board, bar, hands, hand sizes, scores, pure tables, phase, turn and bag size. Where the
// real move reaches a station (cruise mode), the thought state by design does not: there the events
// up to the station agree, the passengers are counted alike and no station fires in thought (the
// player counts the known next event itself).
import { type CruiseAction, type CruiseState, type CruiseView, engine } from '@spielcenter/cruise';
import { canonicalJson, Rng } from '@spielcenter/proto';
import { propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { after, stateFromView } from './sim.js';

const key = (x: unknown) => canonicalJson(x);
const keys = (xs: readonly unknown[]) => xs.map(key).sort();

/** Where the thought state starts counting passengers (sim.ts: far below the next station). */
const NO_STATION = 1_000_000;

const STATION_EVENTS = new Set(['station', 'eventPoints', 'barRush', 'lastStation']);

interface Tally {
  positions: number;
  moves: number;
  stations: number;
  ends: number;
}

function compareAfter(
  real: CruiseState,
  realEvents: readonly { type: string }[],
  sim: CruiseState,
  simEvents: readonly { type: string }[],
  tally: Tally,
): void {
  const station = realEvents.findIndex((e) => STATION_EVENTS.has(e.type));
  expect(sim.cruise?.seated === undefined ? null : sim.cruise.seated + NO_STATION).toBe(
    real.cruise?.seated ?? null,
  );
  if (station >= 0) {
    tally.stations++;
    // the move itself agrees; the station is left to the player's own count
    expect(simEvents.some((e) => STATION_EVENTS.has(e.type))).toBe(false);
    expect(simEvents.slice(0, station).map(key)).toEqual(realEvents.slice(0, station).map(key));
    return;
  }
  expect(simEvents.map(key)).toEqual(realEvents.map(key));
  expect(sim.chairs).toEqual(real.chairs);
  expect(sim.bar).toEqual(real.bar);
  expect(sim.hands).toEqual(real.hands);
  expect(sim.handSize).toEqual(real.handSize);
  expect(sim.scores).toEqual(real.scores);
  expect(sim.pureTables).toEqual(real.pureTables);
  expect(sim.phase).toEqual(real.phase);
  expect(sim.turn).toBe(real.turn);
  expect(sim.passes).toBe(real.passes);
  expect(sim.bag).toHaveLength(real.bag.length);
  expect(sim.cruise?.station ?? null).toBe(real.cruise?.station ?? null);
  expect(sim.cruise?.effect ?? null).toBe(real.cruise?.effect ?? null);
  if (real.phase.kind === 'over') tally.ends++;
}

function checkPosition(s: CruiseState, seat: number, rng: Rng, tally: Tally): void {
  const view = engine.view(s, seat) as CruiseView;
  const sim = stateFromView(view, rng);
  // the bag in thought: the unseen tiles, as many as the real bag holds
  expect(sim.bag).toHaveLength(s.bag.length);
  expect(new Set(sim.bag)).toEqual(new Set(s.bag));
  const legal = engine.legalActions(s, seat) as CruiseAction[];
  expect(keys(engine.legalActions(sim, seat))).toEqual(keys(legal));
  tally.positions++;
  if (s.phase.kind !== 'move') return;
  // every move where there are few, otherwise a random dozen (a position has up to hundreds)
  const tried = legal.length <= 12 ? legal : rng.shuffle(legal).slice(0, 12);
  for (const action of tried) {
    const real = engine.apply(s, seat, action);
    const thought = engine.apply(sim, seat, action);
    expect(key(after(sim, seat, action))).toBe(key(thought.state));
    compareAfter(
      real.state,
      real.events as { type: string }[],
      thought.state,
      thought.events as { type: string }[],
      tally,
    );
    tally.moves++;
  }
}

describe('the Speedcruise thought state agrees with the engine', () => {
  for (const players of [2, 3, 4])
    for (const mode of ['classic', 'cruise'] as const)
      it(`${players} players, ${mode}: legal moves and every move's outcome from the view alone`, () => {
        const tally: Tally = { positions: 0, moves: 0, stations: 0, ends: 0 };
        const runs = propertyRuns(2);
        for (let r = 0; r < runs; r++)
          for (const singleGenderTables of [false, true]) {
            const seed = `cruise-diff-${players}-${mode}-${singleGenderTables}-${r}`;
            const rng = Rng.fromSeed(`thought:${seed}`);
            randomPlayout<CruiseState>(engine, { players, mode, singleGenderTables }, seed, {
              maxSteps: 2000,
              choose(state, seat, legal, pick) {
                checkPosition(state, seat, rng, tally);
                return pick.pick(legal);
              },
            });
          }
        expect(tally.positions).toBeGreaterThan(runs * 2 * 20);
        expect(tally.moves).toBeGreaterThan(tally.positions);
        if (mode === 'cruise') expect(tally.stations).toBeGreaterThan(0);
      });
});
