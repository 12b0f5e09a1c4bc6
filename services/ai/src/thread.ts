/** A worker thread of the AI pool: receives decision requests, answers with the chosen action. */
import { parentPort } from 'node:worker_threads';
import type { GameId } from '@spielcenter/proto';
import { type DecisionInput, makeDecision } from './players/decision.js';
import { decide } from './players/index.js';
import type { Choice } from './players/types.js';

export interface ThreadRequest extends DecisionInput {
  readonly id: number;
  readonly game: GameId;
}

export type ThreadReply =
  | { readonly id: number; readonly choice: Choice }
  | { readonly id: number; readonly error: string };

parentPort?.on('message', (req: ThreadRequest) => {
  try {
    const choice = decide(req.game, req.level, makeDecision(req));
    parentPort?.postMessage({ id: req.id, choice } satisfies ThreadReply);
  } catch (e) {
    parentPort?.postMessage({
      id: req.id,
      error: e instanceof Error ? e.message : String(e),
    } satisfies ThreadReply);
  }
});
