/** The tables worker: runs the table workflows with the activities bound to NATS and Redis. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Ledger } from '@spielcenter/ledger';
import { TABLES_TASK_QUEUE } from '@spielcenter/proto';
import {
  type BundleOptions,
  bundleWorkflowCode,
  type NativeConnection,
  Worker,
  type WorkerOptions,
} from '@temporalio/worker';
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

/**
 * The workflow cache: every table a node holds stays in it (an evicted table replays its whole
 * history on its next task, the dearest thing a worker does). A cached workflow costs some hundred
 * kilobytes of heap; the SDK's default (from the heap size) may be lower than the node's tables.
 */
const CACHED_TABLES = Number(process.env.TABLES_CACHED_WORKFLOWS) || 2 * TABLE_SLOTS;

function bundlerOptions(path: string): BundleOptions {
  const fromSource = path.endsWith('.ts');
  return {
    workflowsPath: path,
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
  };
}

/** The repository's root, seen from this file (services/tables/src or dist). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every TypeScript source the workflows could import (the workspace packages' src), hashed. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(p);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        hash.update(p).update(readFileSync(p));
      }
    }
  };
  walk(join(ROOT, 'proto', 'src'));
  for (const service of readdirSync(join(ROOT, 'services')).sort())
    walk(join(ROOT, 'services', service, 'src'));
  const sdk = join(ROOT, 'node_modules', '@temporalio', 'workflow', 'package.json');
  if (existsSync(sdk)) hash.update(readFileSync(sdk));
  return hash.digest('hex').slice(0, 24);
}

/**
 * The workflow bundle (webpack: some seconds of CPU), built once per process. From source (tests,
 * development) it is also kept on disk under node_modules/.cache, keyed by the hash of every
 * source it could contain, so that a test run's many workers and test files build it once.
 */
let bundle: Promise<{ code: string }> | undefined;
function tablesWorkflowBundle(): Promise<{ code: string }> {
  bundle ??= (async () => {
    const path = workflowsPath();
    if (!path.endsWith('.ts')) return { code: (await bundleWorkflowCode(bundlerOptions(path))).code };
    const dir = join(ROOT, 'node_modules', '.cache', 'spielcenter-workflows');
    const file = join(dir, `${sourcesHash()}.js`);
    if (existsSync(file)) return { code: readFileSync(file, 'utf8') };
    const { code } = await bundleWorkflowCode(bundlerOptions(path));
    try {
      mkdirSync(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, code);
      renameSync(tmp, file); // atomic: a parallel test file reads a whole bundle or none
    } catch {
      // A read-only checkout: the bundle stays in this process only.
    }
    return { code };
  })();
  bundle.catch(() => {
    bundle = undefined;
  });
  return bundle;
}

export async function createTablesWorker(o: TablesWorkerOptions): Promise<Worker> {
  const path = workflowsPath();
  // A plugin (the OpenTelemetry one) adds its own workflow modules to the bundle: it bundles itself.
  const plugins = o.extra?.plugins?.length ?? 0;
  const workflows: Partial<WorkerOptions> =
    plugins > 0
      ? { workflowsPath: path, bundlerOptions: { webpackConfigHook: bundlerOptions(path).webpackConfigHook } }
      : { workflowBundle: await tablesWorkflowBundle() };
  return Worker.create({
    connection: o.connection,
    namespace: o.namespace ?? 'default',
    taskQueue: o.taskQueue ?? TABLES_TASK_QUEUE,
    ...workflows,
    maxCachedWorkflows: CACHED_TABLES,
    // No watchdog around each call into the workflow sandbox: Node starts a thread for every vm
    // call with a timeout (about 0.2 ms each, several per activation: a person's decision waited
    // on it, issue 37). The SDK has no option for it: patches/@temporalio+worker+1.24.0.patch lets
    // this internal setting of 0 mean "no timeout". A workflow that loops forever is a bug the
    // workflow task timeout shows; the table's code never loops on its own.
    ...({ isolateExecutionTimeout: 0 } as Partial<WorkerOptions>),
    maxConcurrentWorkflowTaskExecutions: TABLE_SLOTS,
    maxConcurrentLocalActivityExecutions: TABLE_SLOTS,
    activities: { ...createActivities(o), ...createLedgerActivities(o.ledger ?? null) },
    ...o.extra,
  });
}
