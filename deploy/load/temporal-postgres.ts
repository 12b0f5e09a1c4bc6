/**
 * A Temporal server on Postgres for the capacity measurement (issue 28: not only the CLI's dev
 * server on SQLite): the server binary of the Go module go.temporal.io/server at the dev server's
 * version (the CLI v1.5.1 embeds Temporal 1.29), built with `go install` into .tools/bin once (as
 * scripts/infra.mjs builds the CLI), two new databases on the machine's Postgres (history and
 * visibility, schema by Temporal's SQL tool, dropped at the stop), a config with free ports, the dev
 * server's settings where they matter (1 history shard; the three dynamic config values
 * scripts/infra.mjs gives the dev server; all four services in one process; no metrics), and the
 * namespace `default`.
 *
 *   node --import tsx load/temporal-postgres.ts   # starts one, prints its address, Ctrl-C stops it
 *
 * Only loopback addresses are used.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPool } from '@spielcenter/kit';
import { ROOT } from '../chaos/stack.js';

export const TEMPORAL_SERVER_VERSION = 'v1.29.1';
const TOOLS = join(ROOT, '.tools');
const SERVER_BIN = join(TOOLS, 'bin', 'server');
const SQL_BIN = join(TOOLS, 'bin', 'sql');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds Temporal's server and SQL tool once (go install, pinned) into .tools/bin. */
export function ensureServerBinaries(log: (line: string) => void = () => {}): {
  server: string;
  sql: string;
} {
  const marker = join(TOOLS, 'temporal-server.version');
  const done =
    existsSync(SERVER_BIN) &&
    existsSync(SQL_BIN) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8').trim() === TEMPORAL_SERVER_VERSION;
  if (!done) {
    mkdirSync(join(TOOLS, 'bin'), { recursive: true });
    mkdirSync(join(ROOT, '.logs'), { recursive: true });
    const logFile = join(ROOT, '.logs', 'temporal-server-build.log');
    log(
      `building Temporal's server and SQL tool ${TEMPORAL_SERVER_VERSION} with go install (once; log ${logFile})…`,
    );
    const r = spawnSync(
      'go',
      [
        'install',
        `go.temporal.io/server/cmd/server@${TEMPORAL_SERVER_VERSION}`,
        `go.temporal.io/server/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`,
      ],
      {
        env: { ...process.env, GOBIN: join(TOOLS, 'bin'), GOFLAGS: '-mod=mod' },
        stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
      },
    );
    if (r.status !== 0) throw new Error(`building Temporal's server failed; see ${logFile}`);
    writeFileSync(marker, `${TEMPORAL_SERVER_VERSION}\n`);
  }
  return { server: SERVER_BIN, sql: SQL_BIN };
}

/** The Temporal CLI of scripts/infra.mjs (built there once). */
async function temporalCli(): Promise<string> {
  const infra = (await import(pathToFileURL(join(ROOT, 'scripts/infra.mjs')).href)) as {
    ensureTemporalCli(): string;
  };
  return infra.ensureTemporalCli();
}

/** The module's schema directory (go install put the module into the module cache). */
function schemaDir(kind: 'temporal' | 'visibility'): string {
  const cache = execFileSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).trim();
  const dir = join(
    cache,
    `go.temporal.io/server@${TEMPORAL_SERVER_VERSION}`,
    'schema/postgresql/v12',
    kind,
    'versioned',
  );
  if (!existsSync(dir)) {
    // Not in the cache (e.g. cleaned after the build): fetch the module's source.
    execFileSync('go', ['mod', 'download', `go.temporal.io/server@${TEMPORAL_SERVER_VERSION}`], {
      stdio: 'ignore',
    });
  }
  return dir;
}

function listenable(port: number): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** A free port; `low`: below 32768 (the SQL schema keeps membership ports as smallint). */
async function freePort(low = false): Promise<number> {
  if (!low) return listenable(0);
  for (let i = 0; i < 100; i++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await listenable(port).catch(() => 0)) return port;
  }
  throw new Error('no free port below 32768');
}

export interface TemporalPostgresOptions {
  /** The Postgres server (a superuser, trust auth): the machine's by default. */
  readonly postgresUrl?: string;
  readonly shards?: number;
  readonly log?: (line: string) => void;
}

export interface TemporalPostgres {
  readonly address: string;
  readonly pid: number;
  /** The history and the visibility database. */
  readonly databases: readonly [string, string];
  readonly shards: number;
  readonly logFile: string;
  /** The Postgres backends connected to the two databases (their CPU is the server's too). */
  backendsQuery: string;
  stop(): Promise<void>;
}

/**
 * Starts a Temporal server on two new databases of the Postgres server and waits until it serves
 * the namespace `default`. `stop()` stops it and drops the databases.
 */
export async function startTemporalPostgres(o: TemporalPostgresOptions = {}): Promise<TemporalPostgres> {
  const log = o.log ?? (() => {});
  const shards = o.shards ?? 1; // the dev server's (temporal CLI 1.5.1, devserver/server.go)
  const bins = ensureServerBinaries(log);
  const cli = await temporalCli();
  const pgUrl = new URL(o.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = createPool(pgUrl.toString(), 1);
  const psql = async (sql: string) => {
    await admin.query(sql);
  };
  const main = `temporal_cap_${process.pid}`;
  const vis = `${main}_vis`;
  const dir = mkdtempSync(join(tmpdir(), 'temporal-pg-'));
  const logFile = join(dir, 'server.log');
  let child: ChildProcess | null = null;
  const cleanup = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 20_000);
      await gone;
      clearTimeout(timer);
    }
    for (const db of [main, vis]) {
      try {
        await psql(`drop database if exists ${db} with (force)`);
      } catch (e) {
        log(`dropping ${db}: ${String(e)}`);
      }
    }
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Databases and schemas.
    const sqlArgs = (db: string) => [
      '--plugin',
      'postgres12',
      '--ep',
      pgUrl.hostname,
      '--port',
      pgUrl.port || '5432',
      '--user',
      decodeURIComponent(pgUrl.username || 'postgres'),
      ...(pgUrl.password ? ['--password', decodeURIComponent(pgUrl.password)] : []),
      '--db',
      db,
    ];
    for (const [db, kind] of [
      [main, 'temporal'],
      [vis, 'visibility'],
    ] as const) {
      await psql(`drop database if exists ${db} with (force)`);
      await psql(`create database ${db}`);
      const schema = schemaDir(kind);
      execFileSync(bins.sql, [...sqlArgs(db), 'setup-schema', '-v', '0.0'], { stdio: 'ignore' });
      execFileSync(bins.sql, [...sqlArgs(db), 'update-schema', '-d', schema], { stdio: 'ignore' });
    }
    log(`Temporal on Postgres: databases ${main} and ${vis} (schema ${TEMPORAL_SERVER_VERSION})`);

    // Config: free ports, the dev server's settings.
    const port = {
      frontend: await freePort(),
      frontendHttp: await freePort(),
      history: await freePort(),
      matching: await freePort(),
      worker: await freePort(),
      mFrontend: await freePort(true),
      mHistory: await freePort(true),
      mMatching: await freePort(true),
      mWorker: await freePort(true),
    };
    const address = `127.0.0.1:${port.frontend}`;
    const datastore = (db: string, conns: number) => `
      sql:
        pluginName: postgres12
        databaseName: ${db}
        connectAddr: "${pgUrl.hostname}:${pgUrl.port || '5432'}"
        connectProtocol: tcp
        user: ${decodeURIComponent(pgUrl.username || 'postgres')}
        password: "${decodeURIComponent(pgUrl.password)}"
        maxConns: ${conns}
        maxIdleConns: ${conns}
        maxConnLifetime: 1h`;
    const service = (grpc: number, membership: number, http?: number) => `
    rpc:
      grpcPort: ${grpc}
      membershipPort: ${membership}
      bindOnLocalHost: true${http ? `\n      httpPort: ${http}` : ''}`;
    mkdirSync(join(dir, 'config'), { recursive: true });
    writeFileSync(
      join(dir, 'config', 'capacity.yaml'),
      `# Written by deploy/load/temporal-postgres.ts (from config/development-postgres12.yaml of ${TEMPORAL_SERVER_VERSION})
log:
  stdout: true
  level: warn
persistence:
  defaultStore: postgres-default
  visibilityStore: postgres-visibility
  numHistoryShards: ${shards}
  datastores:
    postgres-default:${datastore(main, 20)}
    postgres-visibility:${datastore(vis, 2)}
global:
  membership:
    maxJoinDuration: 30s
    broadcastAddress: 127.0.0.1
services:
  frontend:${service(port.frontend, port.mFrontend, port.frontendHttp)}
  history:${service(port.history, port.mHistory)}
  matching:${service(port.matching, port.mMatching)}
  worker:${service(port.worker, port.mWorker)}
clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: active
  currentClusterName: active
  clusterInformation:
    active:
      enabled: true
      initialFailoverVersion: 1
      rpcName: frontend
      rpcAddress: ${address}
      httpAddress: 127.0.0.1:${port.frontendHttp}
dcRedirectionPolicy:
  policy: noop
publicClient:
  hostPort: ${address}
dynamicConfigClient:
  filepath: ${join(dir, 'config', 'dynamic.yaml')}
  pollInterval: 10s
`,
    );
    // The values scripts/infra.mjs gives the dev server.
    writeFileSync(
      join(dir, 'config', 'dynamic.yaml'),
      `frontend.enableUpdateWorkflowExecution:
  - value: true
frontend.enableExecuteMultiOperation:
  - value: true
history.timerProcessorMaxTimeShift:
  - value: 10ms
`,
    );

    const out = openSync(logFile, 'a');
    child = spawn(
      bins.server,
      ['--root', dir, '--config', 'config', '--env', 'capacity', '--allow-no-auth', 'start'],
      {
        stdio: ['ignore', out, out],
      },
    );
    const started = child;
    const healthy = () => {
      const r = spawnSync(cli, ['operator', 'cluster', 'health', '--address', address], {
        encoding: 'utf8',
        timeout: 5000,
      });
      return r.status === 0 && /SERVING/.test(r.stdout);
    };
    const until = async (what: string, check: () => boolean, timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (started.exitCode !== null)
          throw new Error(`Temporal's server exited (${started.exitCode}); see ${logFile}`);
        if (Date.now() > deadline)
          throw new Error(`${what} within ${timeoutMs / 1000} s: no; see ${logFile}`);
        await sleep(500);
      }
    };
    await until('cluster health SERVING', healthy);
    const run = (args: string[]) =>
      spawnSync(cli, [...args, '--address', address], { encoding: 'utf8', timeout: 15_000 });
    const created = run(['operator', 'namespace', 'create', '--namespace', 'default', '--retention', '24h']);
    if (created.status !== 0 && !/already/i.test(created.stderr)) {
      throw new Error(`registering the namespace default: ${created.stderr.trim()}`);
    }
    // The frontend's namespace cache knows it once a visibility query in it answers.
    await until(
      'namespace default usable',
      () => run(['workflow', 'count', '--namespace', 'default']).status === 0,
    );
    log(
      `Temporal on Postgres: server ${TEMPORAL_SERVER_VERSION} at ${address} (pid ${started.pid}, ${shards} shard(s), log ${logFile})`,
    );
    return {
      address,
      pid: started.pid ?? 0,
      databases: [main, vis],
      shards,
      logFile,
      backendsQuery: `select pid from pg_stat_activity where datname in ('${main}', '${vis}')`,
      stop: cleanup,
    };
  } catch (e) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    await cleanup();
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${tail}`);
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  startTemporalPostgres({ log })
    .then((t) => {
      process.stdout.write(`${t.address}\n`);
      const stop = () => void t.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
