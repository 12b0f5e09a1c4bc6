/** A worker thread of the AI pool: receives decision requests, answers with the chosen action. */
import { parentPort } from 'node:worker_threads';
import { type GameId, type Level, Rng } from '@spielcenter/proto';
import { decide } from './players/index.js';

export interface ThreadRequest {
  readonly id: number;
  readonly game: GameId;
  readonly level: Level;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly { type: string }[];
  readonly seed: string;
}

export type ThreadReply =
  | { readonly id: number; readonly action: { type: string } }
  | { readonly id: number; readonly error: string };

parentPort?.on('message', (req: ThreadRequest) => {
  try {
    const action = decide(req.game, req.level, {
      view: req.view,
      legal: req.legal,
      seat: req.seat,
      rng: Rng.fromSeed(req.seed),
    });
    parentPort?.postMessage({ id: req.id, action } satisfies ThreadReply);
  } catch (e) {
    parentPort?.postMessage({
      id: req.id,
      error: e instanceof Error ? e.message : String(e),
    } satisfies ThreadReply);
  }
});
