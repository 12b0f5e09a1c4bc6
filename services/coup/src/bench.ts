// Random complete attempts per second (single core), for 3 and 5 players over all 50 coups.
// Prints one JSON object. Run: npm run bench -w services/coup
import { Rng } from '@spielcenter/proto';
import { engine } from './index.js';
import type { CoupState } from './rules/state.js';

function attempt(players: number, coup: number, seed: string, rng: Rng): { steps: number; success: boolean } {
  let s: CoupState = engine.setup(engine.parseConfig({ players, coup }), seed);
  let steps = 0;
  while (!engine.outcome(s)) {
    const seat = rng.pick(engine.toAct(s));
    s = engine.apply(s, seat, rng.pick(engine.legalActions(s, seat))).state;
    steps++;
  }
  return { steps, success: s.result?.success === true };
}

function measure(players: number, ms: number) {
  const rng = Rng.fromSeed(`bench-${players}`);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let games = 0;
  let steps = 0;
  let wins = 0;
  while (performance.now() - t0 < ms) {
    const r = attempt(players, 1 + (games % 50), `b${players}-${games}`, rng);
    games++;
    steps += r.steps;
    if (r.success) wins++;
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0).user / 1e6;
  return {
    attempts: games,
    attemptsPerSecond: Math.round(games / wall),
    attemptsPerCpuSecond: Math.round(games / cpu),
    actionsPerSecond: Math.round(steps / wall),
    avgActionsPerAttempt: Number((steps / games).toFixed(1)),
    successRate: Number((wins / games).toFixed(4)),
  };
}

measure(3, 500); // warm-up
const result = {
  game: 'coup',
  kind: 'random complete attempts, all 50 coups in turn, single core',
  players3: measure(3, 4000),
  players5: measure(5, 4000),
  node: process.version,
};
console.log(JSON.stringify(result));
