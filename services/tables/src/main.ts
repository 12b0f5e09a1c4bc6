import { createPool, instrumentRedis, runService } from '@spielcenter/kit';
import { Ledger, migrateTaler } from '@spielcenter/ledger';
import { NativeConnection } from '@temporalio/worker';
import { Redis } from 'ioredis';
import { installTemporalMetrics, tableGauge, tracingWorkerOptions } from './telemetry.js';
import { createTablesWorker } from './worker.js';

/** A positive number of milliseconds from the environment, or undefined (the default). */
function ms(name: string): number | undefined {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

void runService('tables', async ({ env, nc, log, health, tracing }) => {
  const temporalMetricsPort = await installTemporalMetrics(Number(process.env.TEMPORAL_METRICS_PORT ?? 0));
  log.info({ temporalMetricsPort }, 'Temporal SDK metrics appended to /metrics');
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const redis = instrumentRedis(new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 }));
  tableGauge(redis);
  // The Taler ledger of staked tables (its schema brought up to date; the gateway does the same).
  const pool = createPool(env.DATABASE_URL, 4);
  await migrateTaler(pool);
  const worker = await createTablesWorker({
    connection,
    nc,
    redis,
    ledger: new Ledger(pool),
    namespace: env.TEMPORAL_NAMESPACE,
    ...(process.env.TABLES_TASK_QUEUE ? { taskQueue: process.env.TABLES_TASK_QUEUE } : {}),
    extra: tracingWorkerOptions(tracing),
    requestTimeoutMs: ms('TABLES_REQUEST_TIMEOUT_MS'),
    aiTimeoutMs: ms('TABLES_AI_TIMEOUT_MS'),
    recoveringAfterMs: ms('TABLES_RECOVERING_AFTER_MS'),
  });
  health.addCheck('temporal-worker', () => worker.getState() === 'RUNNING');
  health.addCheck('redis', () => redis.status === 'ready');
  health.addCheck('postgres', async () => (await pool.query('select 1')).rowCount === 1);
  const running = worker.run();
  running.catch((err) => {
    log.fatal({ err }, 'worker stopped');
    process.exit(1);
  });
  return {
    async stop() {
      worker.shutdown();
      await running.catch(() => {});
      await connection.close();
      redis.disconnect();
      await pool.end();
    },
  };
});
