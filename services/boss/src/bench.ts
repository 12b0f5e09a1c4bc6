/**
 * Benchmark: full random games through the public engine API (setup, toAct, legalActions, apply,
 * outcome), single thread. Prints one JSON object.
 */
import { Rng } from '@spielcenter/proto';
import { type BossAction, engine } from './index.js';

function playOne(players: number, seed: string, rng: Rng): number {
  let state = engine.setup(engine.parseConfig({ players }), seed);
  let actions = 0;
  while (engine.outcome(state) === null) {
    const seat = engine.toAct(state)[0] as number;
    const legal: BossAction[] = engine.legalActions(state, seat);
    state = engine.apply(state, seat, rng.pick(legal)).state;
    actions++;
  }
  return actions;
}

function bench(players: number, ms: number) {
  const rng = Rng.fromSeed(`bench-${players}`);
  for (let i = 0; i < 20; i++) playOne(players, `warm-${i}`, rng); // JIT warm-up
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let games = 0;
  let actions = 0;
  while (performance.now() - start < ms) {
    actions += playOne(players, `bench-${games}`, rng);
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    // Per CPU second: the figure that stays meaningful when other processes share the core.
    gamesPerCpuSecond: Number((games / cpuSeconds).toFixed(1)),
    games,
    seconds: Number(seconds.toFixed(2)),
    gamesPerSecond: Number((games / seconds).toFixed(1)),
    actionsPerSecond: Math.round(actions / seconds),
    actionsPerGame: Math.round(actions / games),
  };
}

const ms = Number(process.env.BENCH_MS ?? 4000);
const p4 = bench(4, ms);
const p3 = bench(3, ms);
const p2 = bench(2, ms);
console.log(
  JSON.stringify({
    game: 'boss',
    node: process.version,
    singleCore: true,
    gamesPerSecond4p: p4.gamesPerSecond,
    gamesPerSecond2p: p2.gamesPerSecond,
    gamesPerCpuSecond4p: p4.gamesPerCpuSecond,
    gamesPerCpuSecond2p: p2.gamesPerCpuSecond,
    players4: p4,
    players3: p3,
    players2: p2,
  }),
);
