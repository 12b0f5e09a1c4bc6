/**
 * A gateway with real tables behind it: the tables worker on a task queue of its own, the Speedboss
 * rule service, the AI service and the player's record in-process, against the running NATS, Redis,
 * Temporal and Postgres.
 */
import { randomUUID } from 'node:crypto';
import { DecisionPool, startAiService } from '@spielcenter/ai';
import { engine as boss } from '@spielcenter/boss';
import {
  connectNats,
  createLogger,
  createPool,
  type JsonService,
  loadConfig,
  serveEngine,
} from '@spielcenter/kit';
import { migrateRecord, RecordConsumer, serveRecord } from '@spielcenter/record';
import { createTablesWorker } from '@spielcenter/tables';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { Redis } from 'ioredis';
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

type GatewayOptions = NonNullable<Parameters<typeof startTestGateway>[0]>;

export async function startTableStack(
  options: {
    allowSeeds?: boolean;
    deps?: GatewayOptions['deps'];
    accounts?: GatewayOptions['accounts'];
  } = {},
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
  // The player's record (as the ranking process runs it): Speedcoup's starts are decided there.
  const db = createPool(env.DATABASE_URL, 2);
  await migrateRecord(db);
  const recordRedis = new Redis(env.REDIS_URL);
  const records = new RecordConsumer(recordRedis, db, log, { consumer: `test-${taskQueue}`, blockMs: 200 });
  await records.start();
  const record = await serveRecord(nc, log, { pool: db, consumer: records });
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
      await record.stop();
      await records.stop();
      recordRedis.disconnect();
      await db.end();
      await pool.close();
      await nc.drain();
    },
  };
}
