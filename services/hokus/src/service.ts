/** The Speedhokus rule service: the engine on `rules.hokus.*` (queue group rules-hokus). */
import type { NatsConnection } from '@nats-io/transport-node';
import { type JsonService, type Logger, serveEngine } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

export const GAME = 'hokus';

/** Serves the engine on `rules.<game>.*`; tests pass a private game id. */
export function serveHokus(nc: NatsConnection, log: Logger, game: string = GAME): Promise<JsonService> {
  return serveEngine(nc, game, engine, log);
}
