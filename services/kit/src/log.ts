/** Structured logs (pino, JSON lines). Child loggers carry table and player ids. */
import { pino } from 'pino';

export type Logger = pino.Logger;

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service } });
}
