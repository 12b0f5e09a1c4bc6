/**
 * A small worker-thread pool: decisions are CPU work, so they run off the event loop, one queue,
 * N threads (default: one per core). A thread that dies is replaced; its request fails.
 */

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Choice } from './players/types.js';
import type { ThreadReply, ThreadRequest } from './thread.js';

type Job = { req: ThreadRequest; resolve: (c: Choice) => void; reject: (e: Error) => void };

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
  }

  private spawn(): void {
    const { file, execArgv } = threadFile();
    const w = new Worker(file, { execArgv });
    w.on('message', (reply: ThreadReply) => {
      const job = this.busy.get(w);
      this.busy.delete(w);
      if (job) {
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
      this.busy.set(w, job);
      w.postMessage(job.req);
    }
  }

  run(req: Omit<ThreadRequest, 'id'>): Promise<Choice> {
    if (this.closed) return Promise.reject(new Error('pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ req: { ...req, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  get pending(): number {
    return this.queue.length + this.busy.size;
  }

  /** Waits for running decisions, then stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending > 0) await new Promise((r) => setTimeout(r, 10));
    await Promise.all([...this.idle].map((w) => w.terminate()));
  }
}
