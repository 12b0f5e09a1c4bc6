/**
 * The capacity measurement (issue 28), not a test: one run prints, as JSON, side by side
 *
 * 1. `cpuPerStep`: the CPU time (utime + stime from /proc, children included) of every process of
 *    the stack — Temporal's server, the tables worker, the gateway, the rule services, the AI,
 *    NATS, Redis, the Postgres backends of the stack's database — over a fixed load (`--tables`
 *    computer-only fast-tempo Speedboss tables kept running, plus an observer who plays through
 *    the gateway) for `--seconds`, divided by the steps published in that time (the sum of the
 *    tables' versions in Redis), per process; the tables worker's and the gateway's CPU per
 *    thread; the Temporal SDK's counters of the tables worker per step.
 * 2. `held`: computer tables ramped up (0, 4, then ×2 per level) while the observer measures act → push;
 *    the largest count with p95 ≤ 250 ms (`held`) and the first above it (`passedAt`).
 * 3. `actions`: Temporal actions counted from the histories (every run of each table workflow):
 *    per human decision (the observer's whole game alone, one human and three computers) and per
 *    published step (the computer tables that finished in the fixed load), with the cost of one
 *    million games a day at a managed Temporal's per-action list price (`--usd-per-million`).
 * 4. `updateFloor`: a bare Update round trip on the same server (a trivial workflow on a task
 *    queue of the measurement's own), idle and under the fixed load, and act → push p50 / its p50.
 *
 * The stack: by default the launcher's (scripts/start.mjs with SPIELCENTER_PORTS=free: NATS,
 * Redis and a Temporal dev server of its own, a database of its own on the machine's Postgres),
 * started and stopped by this run; `--temporal postgres` gives the launcher a Temporal server on
 * Postgres instead of its dev server on SQLite (temporal-postgres.ts, started and stopped by this
 * run; its CPU and that of the Postgres backends of its two databases count as the stack's);
 * `--launcher <launcher.json>` measures a running launcher's
 * stack instead (e.g. .data/launcher.json of `npm start`). `--profile <dir>` records CPU profiles of the
 * tables worker (first half of the fixed load) and the gateway (second half) through their
 * inspectors into <dir> and summarizes them (profile.ts); use it for a separate run (profiling
 * costs CPU itself).
 *
 *   npm run measure -w deploy -- [--tables 8] [--seconds 60] [--max-tables 512] [--ramp-minutes 10] [--ramp-factor 2]
 *     [--no-ramp] [--acts 40] [--floor 100] [--temporal dev-sqlite|postgres] [--launcher <launcher.json>]
 *     [--profile <dir>] [--people 100,200,300,400,500,600 [--people-acts 1000] [--people-only]]
 *
 * 5. `people` (with --people): tables with people (people.ts), level by level, each judged on at
 *    least --people-acts acts: act → push p50/p95/p99, steps per second, the stack's CPU and the
 *    load generator's own (this process, apart); `held` = the largest level with p95 ≤ 250 ms and
 *    p99 ≤ 500 ms.
 *
 * Only loopback addresses are used.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPool } from '@spielcenter/kit';
import { Client, Connection } from '@temporalio/client';
import { Redis } from 'ioredis';
import { Launcher, type LauncherState } from '../chaos/stack.js';
import { cpuDelta, readCpu } from './cpu.js';
import { startUpdateFloor } from './floor.js';
import { type ActionCount, addCounts, countWorkflow, emptyCount, perUnit } from './histories.js';
import { nodeIo } from './node-io.js';
import { startTraceReceiver, type Span } from './otlp.js';
import { PeopleTables, type TracedAct } from './people.js';
import { profileProcess, summarizeProfile } from './profile.js';
import { playSession, summary } from './scenario.js';
import { ComputerTables } from './tables.js';
import {
  startTemporalPostgres,
  TEMPORAL_SERVER_VERSION,
  type TemporalPostgres,
} from './temporal-postgres.js';

export interface MeasureOptions {
  /** Computer tables of the fixed load. */
  readonly tables: number;
  readonly seconds: number;
  /** The ramp's cap (0: no ramp). */
  readonly maxTables: number;
  readonly rampMinutes: number;
  /** Each ramp level's tables: the last level's times this (0, 4, then ×factor). */
  readonly rampFactor: number;
  /** The observer's acts per ramp level. */
  readonly acts: number;
  /** Update round trips for the floor (idle; a third of them under load). */
  readonly floor: number;
  readonly usdPerMillion: number;
  readonly limitMs: number;
  readonly launcher?: string;
  /** The launcher's Temporal: its dev server (SQLite in memory) or a server on Postgres. */
  readonly temporal?: 'dev-sqlite' | 'postgres';
  readonly profileDir?: string;
  /** Tables with people, level by level (people.ts); empty: none. */
  readonly people?: readonly number[];
  /** Acts of all persons per level (at least). */
  readonly peopleActs?: number;
  /** Only the tables with people (no fixed load, no game alone, no Update floor, no ramp). */
  readonly peopleOnly?: boolean;
  /**
   * Traces on (OTLP to a receiver of this run) and every person's act sent with a trace of its
   * own: the tail of the tables with people is taken apart hop by hop (`tail`). Traces cost CPU:
   * a run of its own, like --profile.
   */
  readonly trace?: boolean;
  readonly log?: (line: string) => void;
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The sum of every table's published version (Redis `table:<id>` records). */
async function versionSum(redis: Redis): Promise<{ sum: number; tables: number }> {
  let cursor = '0';
  const keys: string[] = [];
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', 'table:*', 'COUNT', 1000);
    cursor = next;
    for (const k of batch) if (/^table:[^:]+$/.test(k)) keys.push(k);
  } while (cursor !== '0');
  const pipeline = redis.pipeline();
  for (const k of keys) pipeline.hget(k, 'version');
  const results = (await pipeline.exec()) ?? [];
  let sum = 0;
  for (const [, v] of results) sum += Number(v ?? 0) || 0;
  return { sum, tables: keys.length };
}

/** The Temporal SDK's counters (and histogram counts) in a process's /metrics. */
async function sdkCounters(health: string | undefined): Promise<Record<string, number>> {
  if (!health) return {};
  const text = await fetch(`${health}/metrics`, { signal: AbortSignal.timeout(5000) })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const out: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const m = /^(temporal_[a-z_]+?(?:_total|_count))(?:\{([^}]*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const type = /workflow_type="([^"]*)"/.exec(m[2] ?? '')?.[1];
    const kind = /activity_type="([^"]*)"/.exec(m[2] ?? '')?.[1];
    const name = `${m[1]}${kind ? `{${kind}}` : type ? '' : ''}`;
    out[name] = (out[name] ?? 0) + Number(m[3]);
  }
  return out;
}

function counterDelta(a: Record<string, number>, b: Record<string, number>, per: number) {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(b)) {
    const d = v - (a[k] ?? 0);
    if (d > 0) out[k] = round(d / Math.max(1, per), 3);
  }
  return out;
}

interface Stack {
  readonly state: () => LauncherState;
  readonly gatewayUrl: string;
  readonly runDir: string | null;
  /** A Temporal server outside the launcher (on Postgres): measured as the process `temporal`. */
  readonly temporal: TemporalPostgres | null;
  stop(): Promise<void>;
}

async function openStack(o: MeasureOptions, env: Record<string, string> = {}): Promise<Stack> {
  if (o.launcher) {
    const file = resolve(o.launcher);
    const state = () => JSON.parse(readFileSync(file, 'utf8')) as LauncherState;
    return { state, gatewayUrl: state().urls.graphql, runDir: null, temporal: null, stop: async () => {} };
  }
  const temporal = o.temporal === 'postgres' ? await startTemporalPostgres({ log: o.log }) : null;
  const runDir = mkdtempSync(join(tmpdir(), 'capacity-'));
  o.log?.(`starting the launcher's stack (SPIELCENTER_PORTS=free) in ${runDir}…`);
  let launcher: Launcher;
  try {
    // scripts/infra.mjs: a run of its own uses SPIELCENTER_TEMPORAL_ADDRESS instead of its dev server.
    launcher = await Launcher.start(runDir, 600_000, {
      ...env,
      ...(temporal ? { SPIELCENTER_TEMPORAL_ADDRESS: temporal.address } : {}),
    });
  } catch (e) {
    await temporal?.stop();
    throw e;
  }
  if (temporal && launcher.state().env.TEMPORAL_ADDRESS !== temporal.address) {
    await launcher.stop();
    await temporal.stop();
    throw new Error(
      `the launcher did not use the Temporal server on Postgres (${launcher.state().env.TEMPORAL_ADDRESS})`,
    );
  }
  return {
    state: () => launcher.state(),
    gatewayUrl: launcher.state().urls.graphql,
    runDir,
    temporal,
    async stop() {
      await launcher.stop();
      await temporal?.stop();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** The stack's processes by name → pid (the launcher itself is not part of the stack). */
function stackPids(state: LauncherState, temporal: TemporalPostgres | null): Record<string, number> {
  return {
    ...Object.fromEntries(state.processes.map((p) => [p.name, p.pid])),
    ...(temporal ? { temporal: temporal.pid } : {}),
  };
}

/** Process names summed for the per-process breakdown ("rules" = every rule service). */
function grouped(perProcess: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, ms] of Object.entries(perProcess)) {
    const key = name.startsWith('rules-') ? 'rules' : name;
    out[key] = (out[key] ?? 0) + ms;
  }
  return out;
}

export async function measure(o: MeasureOptions) {
  const log = o.log ?? (() => {});
  const traces = o.trace ? await startTraceReceiver() : null;
  const stack = await openStack(
    o,
    traces ? { OTEL_EXPORTER_OTLP_ENDPOINT: traces.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' } : {},
  );
  const state = stack.state();
  const connection = await Connection.connect({ address: state.env.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection });
  const redis = new Redis(state.env.REDIS_URL);
  const pg = createPool(state.env.DATABASE_URL, 1);
  const floor = await startUpdateFloor(state.env.TEMPORAL_ADDRESS);
  let computers = new ComputerTables(temporal);
  const observe = (maxActs: number, timeoutMs: number) =>
    playSession(nodeIo, {
      gatewayUrl: stack.gatewayUrl,
      game: 'boss',
      computers: 3,
      maxActs,
      timeoutMs,
      name: 'Messung',
    });
  const pids = async (sql: string) => (await pg.query<{ pid: number }>(sql)).rows.map((r) => r.pid);
  // The Postgres backends of the stack's database, and of Temporal's two when it runs on Postgres.
  const pgBackends = async (): Promise<Record<string, number[]>> => ({
    postgres: await pids(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    ),
    ...(stack.temporal ? { 'temporal-postgres': await pids(stack.temporal.backendsQuery) } : {}),
  });
  // Temporal's databases' transactions and row writes (pg_stat_database: flushed by the backends
  // about once a second, so a window's count is approximate).
  const temporalDbStats = async () => {
    if (!stack.temporal) return null;
    const r = await pg.query<{ commits: string; writes: string }>(
      `select sum(xact_commit)::text as commits, sum(tup_inserted + tup_updated + tup_deleted)::text as writes
       from pg_stat_database where datname = any($1)`,
      [[...stack.temporal.databases]],
    );
    return { commits: Number(r.rows[0]?.commits ?? 0), writes: Number(r.rows[0]?.writes ?? 0) };
  };
  const tablesHealth = () => stack.state().processes.find((p) => p.name === 'tables')?.health;
  const result: Record<string, unknown> = {
    machine: { cores: cpus().length, loadavg1: round(loadavg()[0] ?? 0) },
    stack: o.launcher ? `launcher.json ${o.launcher}` : 'scripts/start.mjs, SPIELCENTER_PORTS=free',
    // (--launcher: whatever Temporal that launcher uses.)
    temporal: o.launcher ? 'launcher' : stack.temporal ? 'postgres' : 'dev-sqlite',
    ...(o.launcher
      ? {}
      : stack.temporal
        ? {
            temporalServer: {
              version: TEMPORAL_SERVER_VERSION,
              historyShards: stack.temporal.shards,
              databases: stack.temporal.databases,
              note: 'go.temporal.io/server cmd/server, all four services in one process, the machine Postgres (15); its Postgres backends are `temporal-postgres`',
            },
          }
        : {
            temporalServer: {
              version: 'temporal CLI v1.5.1 start-dev (server 1.29)',
              historyShards: 1,
              database: 'SQLite in memory',
            },
          }),
  };
  try {
    if (o.peopleOnly) {
      result.people = await peopleLevels(o, stack, redis, pgBackends, log, traces);
      return result;
    }
    // 4a. The Update floor, idle.
    log('update floor (idle)…');
    const floorIdle = await floor.measure(o.floor);

    // 3a. A whole game alone: act → push, and its workflow's actions per human decision.
    log('a whole game alone…');
    // (A profile run plays 20 acts only: its figures are the profile.)
    const alone = await observe(o.profileDir ? 20 : 10_000, 600_000);
    if (alone.errors.length > 0) throw new Error(alone.errors.join('; '));
    const aloneLatency = summary(alone.latencies);
    await sleep(500);
    const game = alone.tableId ? await countWorkflow(temporal, `table-${alone.tableId}`) : emptyCount();
    // The human's decisions are the accepted Updates (acts and "Weiter").
    const decisions = game.updates;

    // 1. The fixed load: CPU per published step.
    log(`fixed load: ${o.tables} computer tables for ${o.seconds} s…`);
    computers.setTarget(o.tables);
    await sleep(5000); // let the load settle
    const pidsOf = stackPids(stack.state(), stack.temporal);
    const threadsOf = ['tables', 'gateway'];
    const v0 = await versionSum(redis);
    const sdk0 = await sdkCounters(tablesHealth());
    const db0 = await temporalDbStats();
    const c0 = readCpu(pidsOf, await pgBackends(), threadsOf);
    const deadline = performance.now() + o.seconds * 1000;
    const latencies: number[] = [];
    let acts = 0;
    const observer = (async () => {
      while (performance.now() < deadline - 2000) {
        const r = await observe(10_000, deadline - performance.now());
        latencies.push(...r.latencies);
        acts += r.acts;
      }
    })();
    const profiles: Record<string, unknown> = {};
    if (o.profileDir) {
      // The tables worker for the first half of the window, the gateway for the second.
      mkdirSync(o.profileDir, { recursive: true });
      const half = Math.max(5000, (deadline - performance.now()) / 2 - 1500);
      for (const name of ['tables', 'gateway']) {
        const pid = pidsOf[name];
        if (!pid) continue;
        const files = await profileProcess(pid, half, o.profileDir, name).catch((e: unknown) => String(e));
        if (typeof files === 'string') profiles[name] = files;
        else
          for (const file of files)
            profiles[file.split('/').pop()?.replace('.cpuprofile', '') ?? name] = summarizeProfile(file);
      }
    } else await sleep(Math.max(0, (deadline - performance.now()) / 2));
    const floorLoaded = await floor.measure(Math.max(10, Math.round(o.floor / 3)), 50);
    await observer;
    const c1 = readCpu(pidsOf, await pgBackends(), threadsOf);
    const db1 = await temporalDbStats();
    const v1 = await versionSum(redis);
    const sdk1 = await sdkCounters(tablesHealth());
    const steps = v1.sum - v0.sum;
    const cpu = cpuDelta(c0, c1);
    const totalMs = Object.values(cpu.perProcess).reduce((a, b) => a + b, 0);
    const temporalMs = (cpu.perProcess.temporal ?? 0) + (cpu.perProcess['temporal-postgres'] ?? 0);
    const perProcess = Object.fromEntries(
      Object.entries(grouped(cpu.perProcess))
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, round(v / Math.max(1, steps), 3)]),
    );
    const threads = Object.fromEntries(
      Object.entries(cpu.threads).map(([name, m]) => [
        name,
        Object.fromEntries(
          Object.entries(m)
            .filter(([, v]) => v > 0)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => [k, round(v / Math.max(1, steps), 3)]),
        ),
      ]),
    );
    const loadLatency = summary(latencies);
    result.cpuPerStep = {
      tables: o.tables,
      seconds: round(cpu.ms / 1000, 1),
      steps,
      stepsPerSecond: round(steps / (cpu.ms / 1000), 1),
      stackCpuSeconds: round(totalMs / 1000, 1),
      stackCpuPercentOfOneCore: round((100 * totalMs) / cpu.ms, 0),
      msPerStep: round(totalMs / Math.max(1, steps), 2),
      loadavg1AtEnd: round(loadavg()[0] ?? 0),
      msPerStepByProcess: perProcess,
      // Temporal's server with its database's Postgres backends (SQLite runs inside the dev server).
      temporalWithDatabaseMsPerStep: round(temporalMs / Math.max(1, steps), 3),
      msPerStepByThread: threads,
      gatewayMsPerObserverAct: round((cpu.perProcess.gateway ?? 0) / Math.max(1, acts), 2),
      temporalSdkPerStep: counterDelta(sdk0, sdk1, steps),
      ...(db0 && db1
        ? {
            temporalDatabasePerStep: {
              commits: round((db1.commits - db0.commits) / Math.max(1, steps), 2),
              rowWrites: round((db1.writes - db0.writes) / Math.max(1, steps), 2),
            },
          }
        : {}),
      observer: { acts, actToPushMs: loadLatency },
    };
    if (o.profileDir) result.profile = profiles;

    // 3b. The computer tables that finished in the fixed load: actions per published step.
    // Every computer table of the fixed load (running ones too: a game outlasts the window).
    const finished = computers.allIds().slice(0, 20);
    let tablesCount: ActionCount = emptyCount();
    let tableSteps = 0;
    for (const id of finished) {
      tablesCount = addCounts(tablesCount, await countWorkflow(temporal, `table-${id}`));
      tableSteps += Number((await redis.hget(`table:${id}`, 'version')) ?? 0);
    }
    const actionsPerGame = game.billable;
    const perMillion = o.usdPerMillion;
    result.actions = {
      humanGame: {
        what: 'one quick Speedboss game alone: one human (the observer, first legal action) and three computers, fast tempo, no clock',
        humanDecisions: decisions,
        publishedSteps: Number((await redis.hget(`table:${alone.tableId}`, 'version')) ?? 0),
        count: game,
        perHumanDecision: perUnit(game, decisions),
      },
      computerTables: {
        tables: finished.length,
        finishedGames: finished.filter((id) => computers.finishedIds().includes(id)).length,
        publishedSteps: tableSteps,
        count: tablesCount,
        perPublishedStep: perUnit(tablesCount, tableSteps),
      },
      price: {
        usdPerMillionActions: perMillion,
        source: 'Temporal Cloud list price per million actions (assumed; not looked up live)',
      },
      millionGamesPerDay: {
        actionsPerGame,
        actionsPerDay: actionsPerGame * 1e6,
        usdPerDay: round((actionsPerGame * 1e6 * perMillion) / 1e6, 0),
        usdPer30Days: round((actionsPerGame * 1e6 * perMillion * 30) / 1e6, 0),
      },
    };

    // 4b. The ratio.
    result.updateFloor = {
      idleMs: floorIdle,
      underLoadMs: floorLoaded,
      actToPushP50OverFloorP50: {
        alone: round(aloneLatency.p50 / floorIdle.p50),
        underLoad: round(loadLatency.p50 / floorLoaded.p50),
      },
    };
    result.alone = { actToPushMs: aloneLatency, finished: alone.finished };

    // 2. The ramp.
    if (o.maxTables > 0 && !o.profileDir) {
      // The fixed load's tables end here: the ramp counts its own from 0.
      await computers.stop();
      computers = new ComputerTables(temporal);
      const levels: Record<string, unknown>[] = [];
      let held = 0;
      let passedAt: number | null = null;
      const rampEnd = performance.now() + o.rampMinutes * 60_000;
      for (let k = 0; k <= o.maxTables; k = k < 4 ? k + 4 : Math.ceil((k * o.rampFactor) / 2) * 2) {
        if (performance.now() > rampEnd) break;
        computers.setTarget(k);
        await computers.started();
        await sleep(3000);
        const pidsNow = stackPids(stack.state(), stack.temporal);
        const r0 = readCpu(pidsNow, await pgBackends());
        const w0 = await versionSum(redis);
        const level = await observe(o.acts, 300_000);
        const r1 = readCpu(pidsNow, await pgBackends());
        const w1 = await versionSum(redis);
        const d = cpuDelta(r0, r1);
        const used = Object.values(d.perProcess).reduce((a, b) => a + b, 0);
        const s = summary(level.latencies);
        levels.push({
          tables: k,
          ...s,
          observerActs: level.acts,
          observerErrors: level.errors.slice(0, 3),
          stepsPerSecond: round((w1.sum - w0.sum) / (d.ms / 1000), 1),
          stackCpuPercentOfOneCore: round((100 * used) / d.ms, 0),
          loadavg1: round(loadavg()[0] ?? 0),
        });
        log(
          `${k} computer tables: p50 ${s.p50} ms, p95 ${s.p95} ms, stack CPU ${round((100 * used) / d.ms, 0)} %`,
        );
        // An observer that could not play its acts (no game started, no pushes) is past the limit too.
        if (s.p95 > o.limitMs || level.errors.length > 0 || level.acts < o.acts / 2) {
          passedAt = k;
          break;
        }
        held = k;
      }
      result.held = { limitP95Ms: o.limitMs, held, passedAt, levels };
    }
    if (o.people?.length) {
      await computers.stop();
      result.people = await peopleLevels(o, stack, redis, pgBackends, log, traces);
    }
  } finally {
    await computers.stop();
    await floor.stop();
    await connection.close();
    redis.disconnect();
    await pg.end();
    await stack.stop();
    await traces?.close();
  }
  return result;
}

/**
 * Goal 3 of issue 37: tables with people (people.ts), level by level: each level's act → push p50,
 * p95 and p99 over all persons' acts (at least `peopleActs`), the steps the stack published per
 * second, the stack's CPU and, apart, the load generator's own (this process). `held`: the largest
 * level with p95 ≤ 250 ms and p99 ≤ 500 ms.
 */
async function peopleLevels(
  o: MeasureOptions,
  stack: Stack,
  redis: Redis,
  pgBackends: () => Promise<Record<string, number[]>>,
  log: (line: string) => void,
  traces: Awaited<ReturnType<typeof startTraceReceiver>> | null = null,
) {
  const people = new PeopleTables({ gatewayUrl: stack.gatewayUrl, trace: traces !== null });
  let tail: unknown = null;
  const acts = o.peopleActs ?? 1000;
  const limits = { p95Ms: 250, p99Ms: 500 };
  const levels: Record<string, unknown>[] = [];
  let held = 0;
  let passedAt: number | null = null;
  try {
    for (const k of o.people ?? []) {
      log(`tables with people: ${k}…`);
      await people.grow(k);
      await sleep(15_000); // the new tables' first decisions
      const pids = stackPids(stack.state(), stack.temporal);
      const r0 = readCpu(pids, await pgBackends());
      const g0 = process.cpuUsage();
      const w0 = await versionSum(redis);
      const from = performance.now();
      const window = await people.window(from, acts, 600_000);
      const r1 = readCpu(pids, await pgBackends());
      const g1 = process.cpuUsage(g0);
      const w1 = await versionSum(redis);
      const d = cpuDelta(r0, r1);
      const used = Object.values(d.perProcess).reduce((a, b) => a + b, 0);
      const s = summary(window.latencies);
      const level = {
        tables: k,
        acts: s.n,
        actToPushMs: { p50: s.p50, p95: s.p95, p99: s.p99 },
        seconds: round(d.ms / 1000, 1),
        stepsPerSecond: round((w1.sum - w0.sum) / (d.ms / 1000), 1),
        stackCpuPercentOfOneCore: round((100 * used) / d.ms, 0),
        stackMsPerStep: round(used / Math.max(1, w1.sum - w0.sum), 2),
        stackCpuByProcessPercentOfOneCore: Object.fromEntries(
          Object.entries(grouped(d.perProcess))
            .sort((a, b) => b[1] - a[1])
            .map(([name, ms]) => [name, round((100 * ms) / d.ms, 1)]),
        ),
        generatorCpuPercentOfOneCore: round((100 * (g1.user + g1.system)) / 1000 / d.ms, 0),
        loadavg1: round(loadavg()[0] ?? 0),
        errors: window.errors.slice(0, 3),
      };
      levels.push(level);
      if (traces) {
        await sleep(3000); // the processes' span batches (500 ms) reach the receiver
        tail = { tables: k, ...tailOf(people.traced(from), traces.spans) };
      }
      log(
        `${k} tables with people: p95 ${s.p95} ms, p99 ${s.p99} ms, stack CPU ${level.stackCpuPercentOfOneCore} %`,
      );
      if (s.p95 > limits.p95Ms || s.p99 > limits.p99Ms || window.errors.length > 0 || s.n < acts) {
        passedAt = k;
        break;
      }
      held = k;
    }
  } finally {
    await people.stop();
  }
  return {
    what: 'one simulated person per table: a quick Speedboss game at normal tempo, three easy computers, each decision answered 2–3 s (uniform) after the turn came; one process with a WebSocket per person',
    limits,
    actsPerLevel: acts,
    held,
    passedAt,
    levels,
    ...(tail ? { tail } : {}),
  };
}

/** The hops of an act, in order, from its trace (epoch ms; null where the trace lacks one). */
const HOPS = [
  'gateway received',
  'Update handled',
  'activity started',
  'rule service answered',
  'published',
  'gateway got the push',
  'client received',
] as const;

function hopTimes(act: TracedAct, spans: readonly Span[]): (number | null)[] {
  const first = (pred: (s: Span) => boolean) => spans.filter(pred).sort((a, b) => a.start - b.start)[0];
  const gateway = first((s) => s.service === 'gateway' && s.name === 'graphql mutation.act');
  const handled = first((s) => s.service === 'tables' && s.name === 'HandleUpdate:act');
  const activity = first((s) => s.service === 'tables' && s.name === 'RunActivity:stepTable');
  const rule = first((s) => s.service === 'tables' && /^nats rules\.[^.]+\.step$/.test(s.name));
  const published = first((s) => s.service === 'tables' && s.name.startsWith('publish '));
  const push = gateway?.events.find((e) => e.name === 'applied push')?.at ?? null;
  return [
    gateway?.start ?? null,
    handled?.start ?? null,
    activity?.start ?? null,
    rule?.end ?? null,
    published?.end ?? null,
    push,
    act.sentAt + act.ms,
  ];
}

/**
 * The slowest 1 % of the acts (at least 5) against the middle ones (p40–p60): the mean time of each
 * hop from the one before it (the first from the client's send), and the slow acts one by one.
 */
function tailOf(acts: readonly TracedAct[], spans: (traceId: string) => readonly Span[]) {
  const sorted = [...acts].sort((a, b) => a.ms - b.ms);
  const slow = sorted.slice(Math.min(sorted.length - 5, Math.floor(sorted.length * 0.99)));
  const middle = sorted.slice(Math.floor(sorted.length * 0.4), Math.ceil(sorted.length * 0.6));
  const hops = (act: TracedAct) => {
    const times = hopTimes(act, spans(act.traceId));
    let before = act.sentAt;
    return HOPS.map((_, i) => {
      const t = times[i];
      if (t === null || t === undefined) return null;
      const d = round(t - before, 1);
      before = t;
      return d;
    });
  };
  const mean = (group: readonly TracedAct[]) =>
    Object.fromEntries(
      HOPS.map((name, i) => {
        const values = group.map((a) => hops(a)[i]).filter((v): v is number => v !== null);
        return [name, values.length ? round(values.reduce((x, y) => x + y, 0) / values.length, 1) : null];
      }),
    );
  return {
    acts: sorted.length,
    hops: 'each hop is the time since the one before it (the first since the client sent the act), ms',
    slowest: { n: slow.length, fromMs: slow[0]?.ms ?? null, meanHopMs: mean(slow) },
    middle: { n: middle.length, meanHopMs: mean(middle) },
    slowActs: slow.slice(-10).map((a) => ({
      ms: round(a.ms, 0),
      hopsMs: Object.fromEntries(HOPS.map((name, i) => [name, hops(a)[i]])),
      spans: spans(a.traceId)
        .map((s) => ({
          at: round(s.start - a.sentAt, 1),
          ms: round(s.end - s.start, 1),
          span: `${s.service}: ${s.name}`,
        }))
        .sort((x, y) => x.at - y.at),
    })),
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const launcher = arg('launcher', '');
  const profileDir = arg('profile', '');
  const temporal = arg('temporal', 'dev-sqlite');
  if (temporal !== 'dev-sqlite' && temporal !== 'postgres') throw new Error('--temporal dev-sqlite|postgres');
  measure({
    tables: Number(arg('tables', '8')),
    seconds: Number(arg('seconds', '60')),
    maxTables: process.argv.includes('--no-ramp') ? 0 : Number(arg('max-tables', '512')),
    rampMinutes: Number(arg('ramp-minutes', '10')),
    rampFactor: Number(arg('ramp-factor', '2')),
    acts: Number(arg('acts', '40')),
    floor: Number(arg('floor', '100')),
    usdPerMillion: Number(arg('usd-per-million', '25')),
    limitMs: 250,
    ...(launcher ? { launcher } : {}),
    ...(profileDir ? { profileDir } : {}),
    people: arg('people', '').split(',').filter(Boolean).map(Number),
    peopleActs: Number(arg('people-acts', '1000')),
    peopleOnly: process.argv.includes('--people-only'),
    trace: process.argv.includes('--trace'),
    temporal,
    log: (line) => process.stderr.write(`${line}\n`),
  })
    .then((result) => {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      process.exit(0);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
