/**
 * The stack for the load tests, in this process: every game's rule service, the AI service, a
 * tables worker on a task queue of its own and the gateway on a free loopback port, against the
 * running NATS, Redis and Temporal (`npm test` makes sure they run).
 */
import { randomUUID } from 'node:crypto';
import { DecisionPool, startAiService } from '@spielcenter/ai';
import { engine as boss } from '@spielcenter/boss';
import { engine as coup } from '@spielcenter/coup';
import { engine as cruise } from '@spielcenter/cruise';
import { startGateway } from '@spielcenter/gateway';
import { engine as hokus } from '@spielcenter/hokus';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { engine as krakau } from '@spielcenter/krakau';
import { createTablesWorker } from '@spielcenter/tables';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { Redis } from 'ioredis';

export interface LoadStack {
  readonly gatewayUrl: string;
  stop(): Promise<void>;
}

export async function startLoadStack(): Promise<LoadStack> {
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {}
  const env = loadConfig();
  const log = createLogger('load-test', 'silent');
  const nc = await connectNats({ url: env.NATS_URL, name: 'load-test' });
  const redis = new Redis(env.REDIS_URL);
  const pool = new DecisionPool(1);
  const engines = { boss, coup, cruise, krakau, hokus };
  const services: JsonService[] = [
    ...(await Promise.all(
      Object.entries(engines).map(([game, engine]) => serveEngine(nc, game, engine, log)),
    )),
    await startAiService(nc, pool, log),
  ];
  const taskQueue = `tables-load-${randomUUID().slice(0, 8)}`;
  const native = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const worker = await createTablesWorker({ connection: native, nc, redis, taskQueue });
  const running = worker.run();
  const connection = Connection.lazy({ address: env.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection });
  const gateway = await startGateway(
    { nc, redis, temporal, log, secret: 'load-test-secret-0123456789', tablesTaskQueue: taskQueue },
    { port: 0, host: '127.0.0.1' },
  );
  return {
    gatewayUrl: gateway.url,
    async stop() {
      await gateway.stop();
      worker.shutdown();
      await running;
      await native.close();
      await connection.close();
      for (const s of services) await s.stop();
      await pool.close();
      redis.disconnect();
      await nc.drain();
    },
  };
}
