/** The tables worker: runs the table workflows with the activities bound to NATS and Redis. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Ledger } from '@spielcenter/ledger';
import { TABLES_TASK_QUEUE } from '@spielcenter/proto';
import { type NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import type { Redis } from 'ioredis';
import { type ActivityDeps, createActivities } from './activities.js';
import { createLedgerActivities } from './ledger-activities.js';

/** The workflow module: the TypeScript source in tests and development, the built file otherwise. */
export function workflowsPath(): string {
  const ts = fileURLToPath(new URL('./workflows.ts', import.meta.url));
  return existsSync(ts) ? ts : fileURLToPath(new URL('./workflows.js', import.meta.url));
}

export interface TablesWorkerOptions extends Omit<ActivityDeps, 'nc' | 'redis'> {
  readonly connection: NativeConnection;
  readonly nc: NatsConnection;
  readonly redis: Redis;
  /** The Taler ledger (staked tables); without it a staked table cannot book. */
  readonly ledger?: Ledger;
  readonly namespace?: string;
  readonly taskQueue?: string;
  readonly extra?: Partial<WorkerOptions>;
}

/**
 * Workflow tasks and local activities at once. A chain of computers' moves keeps its workflow task
 * open for up to its 5 s budget while its local activity plays: with the SDK's defaults (40 tasks,
 * 100 local activities) a node's tables could queue behind a few dozen chains, a person's Update
 * among them. A slot is a permit, not a thread: one per table a node holds.
 */
const TABLE_SLOTS = 1000;

export async function createTablesWorker(o: TablesWorkerOptions): Promise<Worker> {
  const path = workflowsPath();
  const fromSource = path.endsWith('.ts');
  return Worker.create({
    connection: o.connection,
    namespace: o.namespace ?? 'default',
    taskQueue: o.taskQueue ?? TABLES_TASK_QUEUE,
    workflowsPath: path,
    maxConcurrentWorkflowTaskExecutions: TABLE_SLOTS,
    maxConcurrentLocalActivityExecutions: TABLE_SLOTS,
    activities: { ...createActivities(o), ...createLedgerActivities(o.ledger ?? null) },
    bundlerOptions: {
      // From source (tests, development), workspace packages resolve to their TypeScript sources.
      webpackConfigHook: (config) => {
        if (!fromSource) return config;
        config.resolve = {
          ...config.resolve,
          conditionNames: ['@spielcenter/source', 'import', 'module', 'default'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        };
        return config;
      },
    },
    ...o.extra,
  });
}
