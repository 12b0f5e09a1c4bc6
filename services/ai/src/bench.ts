/**
 * Decision speed of the simulating Speedboss computers on one thread: positions from games the
 * levels play among themselves at four players; per level and decision kind the wall-clock and
 * CPU time percentiles (ms) and the samples reached. Prints JSON. `--decisions N` per level.
 */
import { type BossAction, type BossView, engine } from '@spielcenter/boss';
import { type Level, Rng } from '@spielcenter/proto';
import { searchStats } from './boss/search.js';
import { krakauBench } from './krakau/bench.js';
import { makeDecision } from './players/decision.js';
import { decide } from './players/index.js';
import { hokusCruiseBench } from './tournament/hokus-bench.js';
import { timeSummary } from './tournament/stats.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const perLevel = arg('decisions', 150);
const players = arg('players', 4);

type Row = { wall: number[]; cpu: number[]; samples: number[] };
const rows: Record<string, Row> = {};

function measure(level: Level, view: BossView, legal: BossAction[], seed: string): BossAction {
  const d = makeDecision({ level, seat: view.seat ?? 0, view, legal, seed });
  searchStats.samples = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const { action } = decide('boss', level, d);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const kind = legal.length === 1 ? 'forced' : (legal[0]?.type ?? '?');
  for (const key of [`${level}.${kind}`, `${level}.all`]) {
    const row = rows[key] ?? { wall: [], cpu: [], samples: [] };
    rows[key] = row;
    row.wall.push(wall);
    row.cpu.push((cpu.user + cpu.system) / 1000);
    row.samples.push(searchStats.samples);
  }
  return action as BossAction;
}

/** Plays one round (drawn like the tournament's) with `level` in every seat, measuring each decision. */
function benchRound(level: Level, g: number, budget: number): number {
  const rng = Rng.fromSeed(`bench-${g}`);
  let s = engine.setup(engine.parseConfig({ players }), `bench-${g}`);
  const round = 1 + rng.int(60 / players);
  while (s.round < round) {
    const seat = engine.toAct(s)[0] as number;
    s = engine.apply(s, seat, rng.pick(engine.legalActions(s, seat))).state;
  }
  let k = 0;
  for (; s.round === round && s.phase.kind !== 'over' && k < budget; k++) {
    const seat = engine.toAct(s)[0] as number;
    const legal = engine.legalActions(s, seat) as BossAction[];
    const action = measure(level, engine.view(s, seat) as BossView, legal, `b${g}:${k}`);
    s = engine.apply(s, seat, action).state;
  }
  return k;
}

function summary(r: Row) {
  const samples = [...r.samples].sort((a, b) => a - b);
  return {
    wallMs: timeSummary(r.wall),
    cpuMs: timeSummary(r.cpu),
    samples: {
      p5: samples[Math.floor(samples.length * 0.05)],
      median: samples[Math.floor(samples.length / 2)],
    },
  };
}

for (const level of ['normal', 'strong'] as const) {
  for (let g = 0, done = 0; done < perLevel; g++) done += benchRound(level, g, perLevel - done);
}
if (!process.argv.includes('--no-krakau')) krakauBench(rows, perLevel);
const out = Object.fromEntries(Object.entries(rows).map(([key, r]) => [key, summary(r)]));
Object.assign(out, hokusCruiseBench(perLevel));
process.stdout.write(`${JSON.stringify({ players, perLevel, node: process.version, rows: out }, null, 2)}\n`);
