/**
 * A small worker-thread pool: decisions are CPU work, so they run off the event loop, one queue,
 * N threads (default: one per core). A thread that dies is replaced; its request fails.
 * Metrics: each decision's wait in the queue and its time on a thread (by game and level), and the
 * pool's threads, busy threads and queue length at scrape time (the AI's autoscaling signal).
 */

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Gauge, Histogram, LATENCY_BUCKETS } from '@spielcenter/kit';
import type { Choice } from './players/types.js';
import type { ThreadReply, ThreadRequest } from './thread.js';

type Job = {
  req: ThreadRequest;
  resolve: (c: Choice) => void;
  reject: (e: Error) => void;
  /** performance.now() when queued, then when a thread took it. */
  queued: number;
  started?: number;
};

const labelsOf = (req: ThreadRequest) => ({ game: req.game, level: String(req.level) });
const queueWait = new Histogram({
  name: 'spielcenter_ai_queue_wait_seconds',
  help: 'Time a decision waited for a free thread of the pool, by game and level',
  labelNames: ['game', 'level'] as const,
  buckets: LATENCY_BUCKETS,
});
const decisionTime = new Histogram({
  name: 'spielcenter_ai_decision_seconds',
  help: 'Time a computer took to decide on its thread, by game and level',
  labelNames: ['game', 'level'] as const,
  buckets: LATENCY_BUCKETS,
});
const pools = new Set<DecisionPool>();
const sum = (f: (p: DecisionPool) => number) => [...pools].reduce((n, p) => n + f(p), 0);
new Gauge({
  name: 'spielcenter_ai_pool_threads',
  help: 'Threads of the decision pool',
  collect() {
    this.set(sum((p) => p.size));
  },
});
new Gauge({
  name: 'spielcenter_ai_pool_busy_threads',
  help: 'Threads of the decision pool deciding now',
  collect() {
    this.set(sum((p) => p.busyCount));
  },
});
new Gauge({
  name: 'spielcenter_ai_pool_queue_length',
  help: 'Decisions waiting for a free thread',
  collect() {
    this.set(sum((p) => p.queued));
  },
});
new Gauge({
  name: 'spielcenter_ai_pool_saturation',
  help: 'Demand on the pool: (busy threads + queued decisions) / threads; above 1 decisions wait',
  collect() {
    const size = sum((p) => p.size);
    this.set(size > 0 ? sum((p) => p.pending) / size : 0);
  },
});

function threadFile(): { file: string; execArgv: string[] } {
  const js = fileURLToPath(new URL('./thread.js', import.meta.url));
  if (existsSync(js)) return { file: js, execArgv: [] };
  // From source (tests, development): the thread loads TypeScript through tsx.
  return {
    file: fileURLToPath(new URL('./thread-dev.mjs', import.meta.url)),
    execArgv: ['--conditions=@spielcenter/source'],
  };
}

export class DecisionPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = availableParallelism()) {
    for (let i = 0; i < size; i++) this.spawn();
    pools.add(this);
  }

  private spawn(): void {
    const { file, execArgv } = threadFile();
    const w = new Worker(file, { execArgv });
    w.on('message', (reply: ThreadReply) => {
      const job = this.busy.get(w);
      this.busy.delete(w);
      if (job) {
        decisionTime.observe(labelsOf(job.req), (performance.now() - (job.started ?? job.queued)) / 1000);
        if ('choice' in reply) job.resolve(reply.choice);
        else job.reject(new Error(reply.error));
      }
      this.idle.push(w);
      this.pump();
    });
    w.on('error', (err) => {
      const job = this.busy.get(w);
      this.busy.delete(w);
      job?.reject(err);
      if (!this.closed) this.spawn();
    });
    this.idle.push(w);
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop() as Worker;
      const job = this.queue.shift() as Job;
      job.started = performance.now();
      queueWait.observe(labelsOf(job.req), (job.started - job.queued) / 1000);
      this.busy.set(w, job);
      w.postMessage(job.req);
    }
  }

  run(req: Omit<ThreadRequest, 'id'>): Promise<Choice> {
    if (this.closed) return Promise.reject(new Error('pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ req: { ...req, id: this.nextId++ }, resolve, reject, queued: performance.now() });
      this.pump();
    });
  }

  get pending(): number {
    return this.queue.length + this.busy.size;
  }

  get busyCount(): number {
    return this.busy.size;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Waits for running decisions, then stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending > 0) await new Promise((r) => setTimeout(r, 10));
    await Promise.all([...this.idle].map((w) => w.terminate()));
    pools.delete(this);
  }
}
