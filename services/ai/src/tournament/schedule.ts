/**
 * Runs jobs on worker threads (one per core by default), deal by deal: every deal is played once
 * with all seats at level b (the baseline) and once per seat with level a in that seat. Bounded:
 * after `maxMinutes` no new deal starts; deals already started finish.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Level } from '@spielcenter/proto';
import type { TournamentArgs } from './args.js';
import type { JobResult } from './referee.js';
import type { WorkerJob, WorkerReply } from './worker.js';

function workerFile(): { file: string; execArgv: string[] } {
  const js = fileURLToPath(new URL('./worker.js', import.meta.url));
  if (existsSync(js)) return { file: js, execArgv: [] };
  return {
    file: fileURLToPath(new URL('./worker-dev.mjs', import.meta.url)),
    execArgv: ['--conditions=@spielcenter/source'],
  };
}

/** The seat assignments of one deal: the baseline first, then level a in seat 0, 1, … */
export function assignments(players: number, a: Level, b: Level): Level[][] {
  const base: Level[] = Array.from({ length: players }, () => b);
  return [base, ...base.map((_l, s) => base.map((l, i) => (i === s ? a : l)))];
}

export interface DealResult {
  readonly deal: number;
  /** Index 0: the baseline; 1 + s: level a in seat s. */
  readonly jobs: JobResult[];
}

export async function runDeals(
  args: TournamentArgs,
  players: number,
  onDeal: (r: DealResult) => void,
): Promise<{ played: number; stoppedEarly: boolean }> {
  const seats = assignments(players, args.a, args.b);
  const stopAt = Date.now() + args.maxMinutes * 60_000;
  const queue: WorkerJob[] = [];
  const pending = new Map<number, { deal: number; slot: number }>();
  const partial = new Map<number, (JobResult | undefined)[]>();
  let nextDeal = 0;
  let nextId = 1;
  let played = 0;
  let stoppedEarly = false;

  const enqueueDeal = (): boolean => {
    if (nextDeal >= args.deals) return false;
    if (Date.now() > stopAt) {
      stoppedEarly = true;
      return false;
    }
    const deal = nextDeal++;
    partial.set(deal, new Array(seats.length).fill(undefined));
    seats.forEach((levels, slot) => {
      const id = nextId++;
      pending.set(id, { deal, slot });
      queue.push({
        id,
        game: args.game,
        deal,
        seed: `${args.seed}:${deal}`,
        players,
        seats: levels,
        extra: args.extra,
        budgetMs: args.budgetMs,
      });
    });
    return true;
  };

  const { file, execArgv } = workerFile();
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    const feed = (w: Worker): void => {
      if (queue.length === 0) enqueueDeal();
      const job = queue.shift();
      if (!job) {
        void w.terminate();
        if (--running === 0) resolve();
        return;
      }
      w.postMessage(job);
    };
    for (let t = 0; t < args.threads; t++) {
      const w = new Worker(file, { execArgv });
      running++;
      w.on('error', reject);
      w.on('message', (reply: WorkerReply) => {
        if ('error' in reply) {
          reject(new Error(reply.error));
          return;
        }
        const where = pending.get(reply.id);
        pending.delete(reply.id);
        const slots = where && partial.get(where.deal);
        if (where && slots) {
          slots[where.slot] = reply.result;
          if (slots.every((r) => r !== undefined)) {
            partial.delete(where.deal);
            played++;
            onDeal({ deal: where.deal, jobs: slots as JobResult[] });
          }
        }
        feed(w);
      });
      feed(w);
    }
  });
  return { played, stoppedEarly };
}
