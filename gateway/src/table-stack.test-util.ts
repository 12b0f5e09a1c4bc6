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
  /** Stops the Speedboss rule service (its requests find no responders) and starts it again. */
  stopRules(): Promise<void>;
  startRules(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTableStack(
  options: { allowSeeds?: boolean; deps?: NonNullable<Parameters<typeof startTestGateway>[0]>['deps'] } = {},
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
  let rules: JsonService | null = await serveEngine(nc, 'boss', boss, log);
  const ai = await startAiService(nc, pool, log);
  const t = await startTestGateway({
    tablesTaskQueue: taskQueue,
    allowSeeds: options.allowSeeds ?? true,
    ...(options.deps ? { deps: options.deps } : {}),
  });
  const native = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const worker = await createTablesWorker({ connection: native, nc, redis: t.deps.redis, taskQueue });
  const running = worker.run();
  return {
    t,
    taskQueue,
    async stopRules() {
      await rules?.stop();
      rules = null;
    },
    async startRules() {
      rules = await serveEngine(nc, 'boss', boss, log);
    },
    async stop() {
      worker.shutdown();
      await running;
      await native.close();
      await t.close();
      await rules?.stop();
      await ai.stop();
      await pool.close();
      await nc.drain();
    },
  };
}
