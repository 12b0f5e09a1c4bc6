import { runService } from '@spielcenter/kit';
import { NativeConnection } from '@temporalio/worker';
import { Redis } from 'ioredis';
import { createTablesWorker } from './worker.js';

void runService('tables', async ({ env, nc, log, health }) => {
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const redis = new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const worker = await createTablesWorker({
    connection,
    nc,
    redis,
    namespace: env.TEMPORAL_NAMESPACE,
    ...(process.env.TABLES_TASK_QUEUE ? { taskQueue: process.env.TABLES_TASK_QUEUE } : {}),
  });
  health.addCheck('temporal-worker', () => worker.getState() === 'RUNNING');
  health.addCheck('redis', () => redis.status === 'ready');
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
    },
  };
});
