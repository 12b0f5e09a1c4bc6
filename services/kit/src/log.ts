/**
 * Structured logs (pino, JSON lines). Child loggers carry table and player ids; every line written
 * inside a traced request carries its `trace_id` and `span_id` (tracing.ts).
 */
import { pino } from 'pino';
import { traceFields } from './tracing.js';

export type Logger = pino.Logger;

export function createLogger(
  service: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  /** Where the lines go (default stdout). */
  destination?: pino.DestinationStream,
): Logger {
  const options = { name: service, level, base: { service }, mixin: traceFields };
  return destination ? pino(options, destination) : pino(options);
}
