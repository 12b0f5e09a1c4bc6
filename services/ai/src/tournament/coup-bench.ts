/**
 * Decision times of the Speedcoup computers at the tables' budgets (leicht 50 ms, normal 300 ms,
 * stark 1 s, Meister 1.5 s of which it uses about a second), on one thread: positions from crews of
 * four of the level, coups 1..50 in turn. Only decisions with a choice are counted. Prints JSON:
 *   nice -n 10 npm run bench:coup -w services/ai -- --decisions 200
 */

import { loadavg } from 'node:os';
import { type CoupAction, type CoupState, type CoupView, engine } from '@spielcenter/coup';
import type { Level } from '@spielcenter/proto';
import { coupSearchStats } from '../coup/player.js';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import { percentiles } from './coup-rates.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const perLevel = Number(arg('decisions', '150'));
const levels = arg('levels', 'easy,normal,strong,master').split(',') as Level[];

const out: Record<string, unknown> = {};
for (const level of levels) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const deals: number[] = [];
  for (let g = 0; wall.length < perLevel; g++) {
    const coup = 1 + (g % 50);
    let s = engine.setup(
      engine.parseConfig({ players: 4, coup, humans: [] }),
      `bench:${coup}:${g}`,
    ) as CoupState;
    for (let k = 0; !s.result && wall.length < perLevel; k++) {
      const seat = engine.toAct(s)[0] as number;
      const legal = engine.legalActions(s, seat);
      const d = makeDecision({
        level,
        seat,
        view: engine.view(s, seat) as CoupView,
        legal,
        seed: `b${g}:${k}`,
      });
      coupSearchStats.deals = 0;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const { action } = decide('coup', level, d);
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      if (legal.length > 1) {
        wall.push(ms);
        cpu.push((c.user + c.system) / 1000);
        deals.push(coupSearchStats.deals);
      }
      s = engine.apply(s, seat, action as CoupAction).state as CoupState;
    }
  }
  const sortedDeals = [...deals].sort((a, b) => a - b);
  out[level] = {
    wallMs: percentiles(wall),
    cpuMs: percentiles(cpu),
    deals: {
      p5: sortedDeals[Math.floor(deals.length * 0.05)],
      median: sortedDeals[Math.floor(deals.length / 2)],
    },
  };
}
process.stdout.write(
  `${JSON.stringify({ perLevel, loadavg: loadavg(), node: process.version, levels: out }, null, 2)}\n`,
);
