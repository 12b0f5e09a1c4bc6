/**
 * Benchmark: random complete games (one deal to the end of its play) per second on one core, for
 * 2, 3 and 4 players, with the rules' default settings. Prints one JSON object.
 */
import { Rng } from '@spielcenter/proto';
import { randomChoice } from './random-player.js';
import type { KrakauAction } from './rules/actions.js';
import { engine } from './rules/engine.js';
import type { KrakauState } from './rules/state.js';

function run(players: number, ms: number) {
  const rng = Rng.fromSeed(`bench-${players}`);
  const config = engine.parseConfig({ players });
  let games = 0;
  let actions = 0;
  let matches = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() - start < ms) {
    let state: KrakauState = engine.setup(config, `bench-${players}-${matches}`);
    while (state.phase.kind !== 'over') {
      const seat = engine.toAct(state)[0] as number;
      const legal = engine.legalActions(state, seat);
      const action = randomChoice(state, seat, legal, rng) as KrakauAction;
      state = engine.apply(state, seat, action).state;
      actions++;
    }
    games += state.history.length;
    matches++;
  }
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu0);
  // CPU time of this (single-threaded) process, so a busy machine does not distort the rate.
  const seconds = (used.user + used.system) / 1e6;
  return {
    players,
    gamesPerSecond: Math.round(games / seconds),
    gamesPerWallSecond: Math.round(games / wall),
    actionsPerSecond: Math.round(actions / seconds),
    matchesPerSecond: Math.round((matches / seconds) * 10) / 10,
    gamesPerMatch: Math.round((games / matches) * 10) / 10,
  };
}

for (const p of [2, 3, 4]) run(p, 1000); // warm up the JIT
const results = [2, 3, 4].map((p) => run(p, 4000));
console.log(
  JSON.stringify({
    game: 'krakau',
    unit: 'random complete games (one deal to the end of its play) per CPU second, single core',
    node: process.version,
    gamesPerSecond: Math.round(results.reduce((s, r) => s + r.gamesPerSecond, 0) / results.length),
    byPlayers: results,
  }),
);
