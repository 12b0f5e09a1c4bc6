/**
 * Plays one deal with one assignment of levels to seats, in-process. The referee holds the state;
 * every computer gets the same frozen Decision (view and legal actions only) as over NATS.
 */
import { canonicalJson, type Level } from '@spielcenter/proto';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import type { GameAdapter } from './adapter.js';

export interface Job {
  readonly deal: number;
  readonly seed: string;
  readonly players: number;
  /** The level of every seat. */
  readonly seats: readonly Level[];
  readonly extra: Record<string, unknown>;
  /** Overrides the per-level default budget. */
  readonly budgetMs?: number;
}

export interface JobResult {
  readonly points: number[];
  readonly seatStats: Record<string, number>[];
  /** Decision times in ms by level, then by decision kind (the action type). */
  readonly times: Record<string, Record<string, number[]>>;
}

function record(times: JobResult['times'], level: string, kind: string, ms: number): void {
  const byKind = times[level] ?? {};
  times[level] = byKind;
  const list = byKind[kind] ?? [];
  byKind[kind] = list;
  list.push(ms);
}

export function playJob(adapter: GameAdapter, job: Job): JobResult {
  const { engine } = adapter;
  const start = adapter.start(job.deal, job.players, job.seed, job.extra);
  let state = start;
  const times: JobResult['times'] = {};
  const maxSteps = adapter.maxDecisions;
  for (let k = 0; !adapter.over(start, state); k++) {
    if (k >= maxSteps) throw new Error(`deal ${job.deal} did not end within ${maxSteps} decisions`);
    const seat = engine.toAct(state)[0] as number;
    const legal = engine.legalActions(state, seat);
    const level = job.seats[seat] as Level;
    const view = engine.view(state, seat);
    const t0 = performance.now();
    const d = makeDecision({
      level,
      seat,
      view,
      legal,
      seed: `${job.seed}:${k}`,
      budgetMs: job.budgetMs,
    });
    const { action } = decide(adapter.game, level, d);
    record(times, level, legal[0]?.type ?? '?', performance.now() - t0);
    if (!legal.some((l: unknown) => canonicalJson(l) === canonicalJson(action))) {
      throw new Error(`level ${level} chose an illegal action ${canonicalJson(action)} (deal ${job.deal})`);
    }
    state = engine.apply(state, seat, action).state;
  }
  const seatStats = job.seats.map((_l, s) => adapter.seatStats?.(start, state, s) ?? {});
  return { points: adapter.points(start, state), seatStats, times };
}
