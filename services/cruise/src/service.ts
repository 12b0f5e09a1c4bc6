/** The cruise rule service: the generic rule service of the kit with this engine. */
import type { NatsConnection } from '@nats-io/transport-node';
import { type Logger, serveEngine } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

export const GAME = 'cruise';

export function serveCruise(nc: NatsConnection, log: Logger, game: string = GAME) {
  return serveEngine(nc, game, engine, log);
}
