/** A tournament worker thread: plays the jobs it is sent and answers with their results. */
import { parentPort } from 'node:worker_threads';
import type { GameId } from '@spielcenter/proto';
import { ADAPTERS } from './adapters.js';
import { type Job, type JobResult, playJob } from './referee.js';

export interface WorkerJob extends Job {
  readonly id: number;
  readonly game: GameId;
}

export type WorkerReply =
  | { readonly id: number; readonly result: JobResult }
  | { readonly id: number; readonly error: string };

parentPort?.on('message', (job: WorkerJob) => {
  try {
    const result = playJob(ADAPTERS[job.game], job);
    parentPort?.postMessage({ id: job.id, result } satisfies WorkerReply);
  } catch (e) {
    const error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    parentPort?.postMessage({ id: job.id, error } satisfies WorkerReply);
  }
});
