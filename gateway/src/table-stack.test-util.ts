/**
 * A gateway with real tables behind it: the tables worker on a task queue of its own, the Speedboss
 * rule service and the AI service in-process, against the running NATS, Redis and Temporal.
 */
import { randomUUID } from 'node:crypto';
import { DecisionPool, startAiService } from '@spielcenter/ai';
import { engine as boss } from '@spielcenter/boss';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { createTablesWorker } from '@spielcenter/tables';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import type { NatsConnection } from './context.js';
import { startTestGateway, type TestGateway } from './gateway.test-util.js';

export interface TableStack {
  readonly t: TestGateway;
  readonly taskQueue: string;
  stop(): Promise<void>;
}

type GatewayOptions = NonNullable<Parameters<typeof startTestGateway>[0]>;

export async function startTableStack(
  options: { allowSeeds?: boolean; deps?: GatewayOptions['deps']; accounts?: GatewayOptions['accounts'] } = {},
): Promise<TableStack> {
  // The worker's own logs only when something is wrong (once per process; a second install throws).
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {}
  const taskQueue = `gateway-test-${randomUUID().slice(0, 8)}`;
  const env = loadConfig();
  const log = createLogger('gateway-table-test', 'silent');
  const nc: NatsConnection = await connectNats({ url: env.NATS_URL, name: 'gateway-table-test' });
  const pool = new DecisionPool(1);
  const services: JsonService[] = [
    await serveEngine(nc, 'boss', boss, log),
    await startAiService(nc, pool, log),
  ];
  const t = await startTestGateway({
    tablesTaskQueue: taskQueue,
    allowSeeds: options.allowSeeds ?? true,
    ...(options.deps ? { deps: options.deps } : {}),
    ...(options.accounts ? { accounts: options.accounts } : {}),
  });
  const native = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const worker = await createTablesWorker({
    connection: native,
    nc,
    redis: t.deps.redis,
    taskQueue,
    ...(t.deps.ledger ? { ledger: t.deps.ledger } : {}),
  });
  const running = worker.run();
  return {
    t,
    taskQueue,
    async stop() {
      worker.shutdown();
      await running;
      await native.close();
      await t.close();
      for (const s of services) await s.stop();
      await pool.close();
      await nc.drain();
    },
  };
}
