/**
 * Benchmark (single core): random complete cruises per second (random legal actions from the full
 * legal list, as the shared harness plays), and legal-move generation per second in mid-game
 * positions. Prints one JSON object. Rates are per second of this process's CPU time (one core),
 * so a busy machine does not distort them; the wall-clock rates are printed beside them.
 */
import { Rng } from '@spielcenter/proto';
import { engine } from './rules/engine.js';
import type { CruiseState } from './rules/state.js';

function randomCruise(
  seed: string,
  players: number,
  mode: 'cruise' | 'classic',
): { state: CruiseState; steps: number; mid: CruiseState[] } {
  const rng = Rng.fromSeed(`bench:${seed}`);
  let state = engine.setup(engine.parseConfig({ players, mode }), seed);
  const mid: CruiseState[] = [];
  let steps = 0;
  while (state.phase.kind !== 'over') {
    const legal = engine.legalActions(state, state.turn);
    state = engine.apply(state, state.turn, rng.pick(legal)).state;
    steps++;
    if (state.phase.kind === 'move' && steps % 20 === 10) mid.push(state);
  }
  return { state, steps, mid };
}

/** CPU seconds used by this process so far. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function bench(): Record<string, unknown> {
  const mid: CruiseState[] = [];
  let games = 0;
  let steps = 0;
  const t0 = performance.now();
  const c0 = cpu();
  while (cpu() - c0 < 2) {
    const r = randomCruise(`g${games}`, 2 + (games % 3), games % 2 ? 'classic' : 'cruise');
    games++;
    steps += r.steps;
    if (mid.length < 400) mid.push(...r.mid);
  }
  const seconds = cpu() - c0;
  const wallSeconds = (performance.now() - t0) / 1000;
  let calls = 0;
  let actions = 0;
  const t1 = performance.now();
  const c1 = cpu();
  while (cpu() - c1 < 1.5) {
    const s = mid[calls % mid.length] as CruiseState;
    actions += engine.legalActions(s, s.turn).length;
    calls++;
  }
  const legalSeconds = cpu() - c1;
  const legalWallSeconds = (performance.now() - t1) / 1000;
  return {
    game: 'cruise',
    cruisesPerSecond: Math.round(games / seconds),
    actionsPerSecond: Math.round(steps / seconds),
    stepsPerCruise: Math.round(steps / games),
    legalGenerationsPerSecond: Math.round(calls / legalSeconds),
    wallCruisesPerSecond: Math.round(games / wallSeconds),
    wallLegalGenerationsPerSecond: Math.round(calls / legalWallSeconds),
    meanLegalActionsMidGame: Math.round(actions / calls),
    midGamePositions: mid.length,
    node: process.version,
  };
}

console.log(JSON.stringify(bench()));
