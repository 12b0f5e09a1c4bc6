/**
 * Benchmark: random complete shows per second for 4 and 6 magicians on one core.
 * Prints one JSON object. Run: npm run bench -w services/hokus
 */
import { Rng } from '@spielcenter/proto';
import { engine, type HokusState } from './index.js';

const SECONDS_PER_SIZE = Number(process.env.BENCH_SECONDS ?? 4);

function playShow(players: number, seed: string, rng: Rng): { steps: number; rounds: number } {
  let state: HokusState = engine.setup(engine.parseConfig({ players }), seed);
  let steps = 0;
  while (state.phase.kind !== 'over') {
    const seat = rng.pick(engine.toAct(state));
    state = engine.apply(state, seat, rng.pick(engine.legalActions(state, seat))).state;
    steps++;
  }
  return { steps, rounds: state.round };
}

function measure(players: number) {
  const rng = Rng.fromSeed(`bench-${players}`);
  for (let i = 0; i < 200; i++) playShow(players, `warm${i}`, rng); // JIT warm-up
  let shows = 0;
  let steps = 0;
  let rounds = 0;
  const start = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < SECONDS_PER_SIZE) {
    const r = playShow(players, `bench${shows}`, rng);
    shows++;
    steps += r.steps;
    rounds += r.rounds;
    if (shows % 50 === 0) elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    players,
    shows,
    seconds: Number(elapsed.toFixed(3)),
    cpuSeconds: Number(cpuSeconds.toFixed(3)),
    showsPerSecond: Math.round(shows / elapsed),
    /** The same per second of CPU time: stable when the machine is shared. */
    showsPerCpuSecond: Math.round(shows / cpuSeconds),
    actionsPerSecond: Math.round(steps / elapsed),
    actionsPerShow: Number((steps / shows).toFixed(1)),
    roundsPerShow: Number((rounds / shows).toFixed(2)),
  };
}

const cpu0 = process.cpuUsage();
const results = [measure(4), measure(6)];
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    game: 'hokus',
    benchmark: 'random complete shows (uniform random legal actions, full validation in apply)',
    singleCore: true,
    node: process.version,
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    results,
  }),
);
