/**
 * Runs a service process: config, logger, metrics and traces, NATS, the health endpoint (with
 * /metrics), and a graceful shutdown on
 * SIGTERM/SIGINT (readiness goes red, the service stops taking work and finishes what is in flight,
 * NATS drains, then the process exits; a hard timeout bounds it all).
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { type BaseEnv, loadConfig } from './config.js';
import { Health } from './health.js';
import { createLogger, type Logger } from './log.js';
import { startProcessMetrics } from './metrics.js';
import { connectNats } from './nats.js';
import { startTracing, type Tracing } from './tracing.js';

export interface ServiceContext {
  readonly env: BaseEnv;
  readonly log: Logger;
  readonly nc: NatsConnection;
  readonly health: Health;
  /** Null when traces are off (no OTEL_EXPORTER_OTLP_ENDPOINT). */
  readonly tracing: Tracing | null;
}

/** What a started service returns: how to stop it (finish in-flight work). */
export interface Running {
  stop(): Promise<void>;
}

export async function runService(
  name: string,
  start: (ctx: ServiceContext) => Promise<Running>,
): Promise<void> {
  const env = loadConfig();
  startProcessMetrics(name);
  const tracing = startTracing(name);
  const log = createLogger(name, env.LOG_LEVEL);
  if (tracing) log.info('traces exported over OTLP');
  const health = new Health();
  let nc: NatsConnection;
  try {
    nc = await connectNats({ url: env.NATS_URL, name, log });
  } catch (err) {
    log.fatal({ err, url: env.NATS_URL }, 'cannot reach NATS');
    process.exit(1);
  }
  health.addCheck('nats', () => !nc.isClosed());
  const running = await start({ env, log, nc, health, tracing });
  const port = await health.listen(env.HEALTH_PORT);
  log.info({ healthPort: port }, `${name} ready`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    health.markShuttingDown();
    const timer = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await running.stop();
      await nc.drain();
      await health.close();
      await tracing?.shutdown().catch(() => {});
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
