/** The gateway process: `node dist/main.js` (the launcher sets GATEWAY_PORT and HEALTH_PORT). */
import { runService } from '@spielcenter/kit';
import { Client, Connection } from '@temporalio/client';
import { Redis } from 'ioredis';
import { DEV_SECRET, loadGatewayConfig } from './config.js';
import { startGateway } from './server.js';

void runService('gateway', async ({ log, nc, health }) => {
  const config = loadGatewayConfig();
  if (config.GATEWAY_SECRET === DEV_SECRET) {
    const production = process.env.NODE_ENV === 'production';
    log[production ? 'error' : 'info']('GATEWAY_SECRET is not set: guest tokens use the development secret');
  }
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
  redis.on('error', (err) => log.warn({ err }, 'redis error'));
  const connection = Connection.lazy({ address: config.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  health.addCheck('redis', () => redis.status === 'ready');
  health.addCheck('temporal', async () => {
    await connection.withDeadline(Date.now() + 2000, () => connection.healthService.check({}));
    return true;
  });
  const gateway = await startGateway(
    {
      nc,
      redis,
      temporal,
      log,
      secret: config.GATEWAY_SECRET,
      allowSeeds: config.GATEWAY_ALLOW_SEEDS,
      ...(process.env.TABLES_TASK_QUEUE ? { tablesTaskQueue: process.env.TABLES_TASK_QUEUE } : {}),
    },
    { port: config.GATEWAY_PORT, host: config.GATEWAY_HOST, webOrigin: config.WEB_ORIGIN, health },
  );
  log.info({ url: gateway.url }, 'GraphQL gateway ready');
  return {
    stop: async () => {
      await gateway.stop();
      await redis.quit();
      await connection.close();
    },
  };
});
