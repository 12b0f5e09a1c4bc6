/**
 * Bench rows for Speedhokus and Speedcruise (`npm run bench -w services/ai`): whole games with one
 * level in every seat, every decision with more than one legal action timed on one thread, wall
 * clock and CPU, per level and decision kind (the first legal action's type).
 */
import { engine as cruise } from '@spielcenter/cruise';
import { engine as hokus } from '@spielcenter/hokus';
import type { AnyEngine, GameId, Level } from '@spielcenter/proto';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import { type TimeSummary, timeSummary } from './stats.js';

type Rows = Record<string, { wallMs: TimeSummary; cpuMs: TimeSummary }>;

function benchGame(game: GameId, engine: AnyEngine, config: Record<string, unknown>, perLevel: number): Rows {
  const times: Record<string, { wall: number[]; cpu: number[] }> = {};
  for (const level of ['easy', 'normal', 'strong'] as Level[]) {
    let done = 0;
    for (let g = 0; done < perLevel; g++) {
      let s = engine.setup(engine.parseConfig(config), `bench-${game}-${g}`);
      for (let k = 0; engine.outcome(s) === null && done < perLevel; k++) {
        const seat = engine.toAct(s)[0] as number;
        const legal = engine.legalActions(s, seat);
        const d = makeDecision({ level, seat, view: engine.view(s, seat), legal, seed: `b${g}:${k}` });
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const { action } = decide(game, level, d);
        const wall = performance.now() - t0;
        const cpu = process.cpuUsage(c0);
        if (legal.length > 1) {
          done++;
          for (const key of [`${game}.${level}.${legal[0]?.type ?? '?'}`, `${game}.${level}.all`]) {
            const row = times[key] ?? { wall: [], cpu: [] };
            times[key] = row;
            row.wall.push(wall);
            row.cpu.push((cpu.user + cpu.system) / 1000);
          }
        }
        s = engine.apply(s, seat, action).state;
      }
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([key, r]) => [
      key,
      { wallMs: timeSummary(r.wall), cpuMs: timeSummary(r.cpu) },
    ]),
  );
}

/** Speedhokus at four magicians and Speedcruise at three players in cruise mode. */
export function hokusCruiseBench(perLevel: number): Rows {
  return {
    ...benchGame('hokus', hokus, { players: 4 }, perLevel),
    ...benchGame('cruise', cruise, { players: 3, mode: 'cruise' }, perLevel),
  };
}
