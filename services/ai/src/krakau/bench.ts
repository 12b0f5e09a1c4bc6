/**
 * Speedkrakau rows of `npm run bench`: decisions of "normal" and "stark" (one level in every seat)
 * in short matches, per decision kind the wall-clock and CPU times and the samples reached, under
 * the table's default budgets (300 ms, 1 s).
 */
import { engine, type KrakauAction, type KrakauView } from '@spielcenter/krakau';
import type { Level } from '@spielcenter/proto';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import { krakauStats } from './player.js';

type Row = { wall: number[]; cpu: number[]; samples: number[] };

export function krakauBench(rows: Record<string, Row>, perLevel: number): void {
  for (const level of ['normal', 'strong'] as Level[]) {
    let done = 0;
    for (let g = 0; done < perLevel; g++) {
      let s = engine.setup(engine.parseConfig({ players: 3, target: 500 }), `kbench-${g}`);
      for (let k = 0; done < perLevel && engine.outcome(s) === null; k++) {
        const seat = engine.toAct(s)[0] as number;
        const legal = engine.legalActions(s, seat);
        const view = engine.view(s, seat) as KrakauView;
        const d = makeDecision({ level, seat, view, legal, seed: `kb${g}:${k}` });
        krakauStats.samples = 0;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const { action } = decide('krakau', level, d);
        const wall = performance.now() - t0;
        const cpu = process.cpuUsage(c0);
        const kind = legal.length === 1 ? 'forced' : (legal[0]?.type ?? '?');
        for (const key of [`krakau.${level}.${kind}`, `krakau.${level}.all`]) {
          const row = rows[key] ?? { wall: [], cpu: [], samples: [] };
          rows[key] = row;
          row.wall.push(wall);
          row.cpu.push((cpu.user + cpu.system) / 1000);
          row.samples.push(krakauStats.samples);
        }
        s = engine.apply(s, seat, action as KrakauAction).state;
        done++;
      }
    }
  }
}
