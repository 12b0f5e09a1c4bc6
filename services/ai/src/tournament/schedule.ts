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

/** The jobs of the deals in play: hands out the next job, collects results into whole deals. */
class DealBook {
  private readonly seats: Level[][];
  private readonly stopAt: number;
  private readonly queue: WorkerJob[] = [];
  private readonly where = new Map<number, { deal: number; slot: number }>();
  private readonly partial = new Map<number, (JobResult | undefined)[]>();
  private nextDeal = 0;
  private nextId = 1;
  played = 0;
  stoppedEarly = false;

  constructor(
    private readonly args: TournamentArgs,
    private readonly players: number,
  ) {
    this.seats = assignments(players, args.a, args.b);
    this.stopAt = Date.now() + args.maxMinutes * 60_000;
  }

  /** The next job, opening a new deal when needed; undefined when no deal may start. */
  next(): WorkerJob | undefined {
    if (this.queue.length === 0) this.open();
    return this.queue.shift();
  }

  private open(): void {
    if (this.nextDeal >= this.args.deals) return;
    if (Date.now() > this.stopAt) {
      this.stoppedEarly = true;
      return;
    }
    const deal = this.nextDeal++;
    this.partial.set(deal, new Array(this.seats.length).fill(undefined));
    this.seats.forEach((levels, slot) => {
      const id = this.nextId++;
      this.where.set(id, { deal, slot });
      const { game, seed, extra, budgetMs } = this.args;
      this.queue.push({
        id,
        game,
        deal,
        seed: `${seed}:${deal}`,
        players: this.players,
        seats: levels,
        extra,
        budgetMs,
      });
    });
  }

  /** Files a job's result; returns the deal once all its jobs are in. */
  file(id: number, result: JobResult): DealResult | null {
    const at = this.where.get(id);
    this.where.delete(id);
    const slots = at && this.partial.get(at.deal);
    if (!at || !slots) return null;
    slots[at.slot] = result;
    if (slots.some((r) => r === undefined)) return null;
    this.partial.delete(at.deal);
    this.played++;
    return { deal: at.deal, jobs: slots as JobResult[] };
  }
}

export async function runDeals(
  args: TournamentArgs,
  players: number,
  onDeal: (r: DealResult) => void,
): Promise<{ played: number; stoppedEarly: boolean }> {
  const book = new DealBook(args, players);
  const { file, execArgv } = workerFile();
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    const feed = (w: Worker): void => {
      const job = book.next();
      if (job) {
        w.postMessage(job);
        return;
      }
      void w.terminate();
      if (--running === 0) resolve();
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
        const done = book.file(reply.id, reply.result);
        if (done) onDeal(done);
        feed(w);
      });
      feed(w);
    }
  });
  return { played: book.played, stoppedEarly: book.stoppedEarly };
}
