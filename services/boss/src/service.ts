/** The Speedboss rule service: the engine on rules.boss.* (queue group rules-boss). */
import type { NatsConnection } from '@nats-io/transport-node';
import { type JsonService, type Logger, serveEngine } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

export function serveBoss(nc: NatsConnection, log: Logger): Promise<JsonService> {
  return serveEngine(nc, 'boss', engine, log);
}
