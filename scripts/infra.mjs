// The real parts every run and every test needs: NATS (JetStream), Redis, Postgres, Temporal.
// Each one: use the server that is already running; otherwise start one (and remember that we
// did, so we stop it again). Plain Node, no dependencies: this runs before `npm ci`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const DATA = join(ROOT, '.data');
export const LOGS = join(ROOT, '.logs');
export const TOOLS = join(ROOT, '.tools');
export const TEMPORAL_CLI_VERSION = 'v1.5.1'; // Temporal server 1.29; later tags cannot be `go install`ed
export const TEMPORAL_BIN = join(TOOLS, 'bin', 'temporal');

export const PORTS = { nats: 4222, redis: 6379, postgres: 5432, temporal: 7233, temporalUi: 8233 };
export const DATABASE = 'spielcenter';

const started = []; // child processes we own, stopped in reverse order

export function log(msg) {
  process.stdout.write(`[spielcenter] ${msg}\n`);
}

export class PartError extends Error {}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((res) => {
    const socket = connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      res(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until `check()` is true; fails with a message naming the part and its log file. */
export async function waitFor(part, check, { timeoutMs = 60_000, logFile, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new PartError(`${part} exited with code ${child.exitCode} before it was ready; see ${logFile}`);
    }
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new PartError(
    `${part} was not ready within ${Math.round(timeoutMs / 1000)} s; see ${logFile ?? 'its output'}`,
  );
}

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

let aptUpdated = false;
/** Installs Debian packages when a command is missing (the machines run as root). */
export function ensureApt(command, pkg) {
  if (which(command) || existsSync(command)) return;
  if (process.getuid?.() !== 0)
    throw new PartError(`${command} is missing; install the Debian package ${pkg}`);
  log(`installing ${pkg} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env,
  });
}

function own(name, cmd, args, options = {}) {
  mkdirSync(LOGS, { recursive: true });
  const logFile = join(LOGS, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', out, out], detached: true, ...options });
  child.partName = name;
  child.logFile = logFile;
  started.push(child);
  return child;
}

export function ownedChildren() {
  return started;
}

/** Stops everything we started, newest first (SIGTERM, then SIGKILL after a grace period). */
export async function stopOwned() {
  for (const child of [...started].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const gone = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 10_000);
    await gone;
    clearTimeout(timer);
  }
  started.length = 0;
}

export async function ensureNats() {
  if (await portOpen(PORTS.nats)) return log(`NATS: using the server on 127.0.0.1:${PORTS.nats}`);
  ensureApt('nats-server', 'nats-server');
  mkdirSync(join(DATA, 'nats'), { recursive: true });
  const child = own('nats', 'nats-server', [
    '-js',
    '-a',
    '127.0.0.1',
    '-p',
    String(PORTS.nats),
    '-sd',
    join(DATA, 'nats'),
  ]);
  await waitFor('NATS', () => portOpen(PORTS.nats), { timeoutMs: 20_000, logFile: child.logFile, child });
  log(`NATS: started on 127.0.0.1:${PORTS.nats} (JetStream, data in .data/nats)`);
}

export async function ensureRedis() {
  if (await portOpen(PORTS.redis)) return log(`Redis: using the server on 127.0.0.1:${PORTS.redis}`);
  ensureApt('redis-server', 'redis-server');
  mkdirSync(join(DATA, 'redis'), { recursive: true });
  const child = own('redis', 'redis-server', [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    join(DATA, 'redis'),
  ]);
  await waitFor('Redis', () => portOpen(PORTS.redis), { timeoutMs: 20_000, logFile: child.logFile, child });
  log(`Redis: started on 127.0.0.1:${PORTS.redis}`);
}

function pgBin(name) {
  const onPath = which(name);
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort().reverse()) {
      const p = join(base, v, 'bin', name);
      if (existsSync(p)) return p;
    }
  }
  return null;
}

function psql(sql) {
  return execFileSync(
    pgBin('psql') ?? 'psql',
    ['-h', '127.0.0.1', '-p', String(PORTS.postgres), '-U', 'postgres', '-d', 'postgres', '-tAc', sql],
    {
      encoding: 'utf8',
    },
  ).trim();
}

export async function ensurePostgres() {
  if (await portOpen(PORTS.postgres)) {
    log(`Postgres: using the server on 127.0.0.1:${PORTS.postgres}`);
  } else {
    if (!pgBin('initdb')) ensureApt('/usr/lib/postgresql', 'postgresql');
    const dir = join(DATA, 'pg');
    const asRoot = process.getuid?.() === 0;
    // Postgres refuses to run as root: there, the cluster belongs to the postgres user.
    const runAs = (bin, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      mkdirSync(dir, { recursive: true });
      if (asRoot) chownPostgres(dir);
      const [cmd, args] = runAs(pgBin('initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
      execFileSync(cmd, args, { stdio: 'ignore' });
    }
    const sock = join(DATA, 'pg-socket');
    mkdirSync(sock, { recursive: true });
    if (asRoot) chownPostgres(sock);
    const [cmd, args] = runAs(pgBin('postgres'), [
      '-D',
      dir,
      '-p',
      String(PORTS.postgres),
      '-k',
      sock,
      '-c',
      'listen_addresses=127.0.0.1',
    ]);
    const child = own('postgres', cmd, args);
    await waitFor('Postgres', () => portOpen(PORTS.postgres), {
      timeoutMs: 30_000,
      logFile: child.logFile,
      child,
    });
    log(`Postgres: started on 127.0.0.1:${PORTS.postgres} (cluster in .data/pg)`);
  }
  await waitFor(
    'Postgres (accepting queries)',
    () => {
      try {
        psql('select 1');
        return true;
      } catch {
        return false;
      }
    },
    { timeoutMs: 20_000, logFile: join(LOGS, 'postgres.log') },
  );
  if (psql(`select 1 from pg_database where datname='${DATABASE}'`) !== '1') {
    psql(`create database ${DATABASE}`);
    log(`Postgres: created database ${DATABASE}`);
  }
}

function chownPostgres(path) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(path, uid, gid);
}

/** Builds the Temporal CLI once (go install, pinned) into .tools/bin. */
export function ensureTemporalCli() {
  const marker = join(TOOLS, 'temporal.version');
  if (
    existsSync(TEMPORAL_BIN) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8').trim() === TEMPORAL_CLI_VERSION
  ) {
    return TEMPORAL_BIN;
  }
  if (!which('go'))
    throw new PartError('Go is missing: it is needed once to build the Temporal CLI (go install)');
  mkdirSync(join(TOOLS, 'bin'), { recursive: true });
  mkdirSync(LOGS, { recursive: true });
  const logFile = join(LOGS, 'temporal-build.log');
  log(
    `Temporal: building the CLI ${TEMPORAL_CLI_VERSION} with go install (once; several minutes on a new machine; log ${logFile})…`,
  );
  const r = spawnSync('go', ['install', `github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`], {
    env: { ...process.env, GOBIN: join(TOOLS, 'bin'), GOFLAGS: '-mod=mod' },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  if (r.status !== 0) throw new PartError(`building the Temporal CLI failed; see ${logFile}`);
  writeFileSync(marker, `${TEMPORAL_CLI_VERSION}\n`);
  return TEMPORAL_BIN;
}

function temporalHealthy(bin) {
  const r = spawnSync(bin, ['operator', 'cluster', 'health', '--address', `127.0.0.1:${PORTS.temporal}`], {
    encoding: 'utf8',
    timeout: 5000,
  });
  return r.status === 0 && /SERVING/.test(r.stdout);
}

export async function ensureTemporal() {
  const bin = ensureTemporalCli();
  if (await portOpen(PORTS.temporal)) {
    log(`Temporal: using the server on 127.0.0.1:${PORTS.temporal}`);
  } else {
    mkdirSync(DATA, { recursive: true });
    const child = own('temporal', bin, [
      'server',
      'start-dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORTS.temporal),
      '--ui-port',
      String(PORTS.temporalUi),
      '--db-filename',
      join(DATA, 'temporal.db'),
      '--dynamic-config-value',
      'frontend.enableUpdateWorkflowExecution=true',
      '--dynamic-config-value',
      'frontend.enableExecuteMultiOperation=true',
      // Timers fire within ~10 ms instead of up to a second late (the clocks and pauses are short).
      '--dynamic-config-value',
      'history.timerProcessorMaxTimeShift="10ms"',
      '--log-level',
      'warn',
    ]);
    await waitFor('Temporal', () => portOpen(PORTS.temporal), {
      timeoutMs: 90_000,
      logFile: child.logFile,
      child,
    });
    log(
      `Temporal: started dev server on 127.0.0.1:${PORTS.temporal}, UI http://127.0.0.1:${PORTS.temporalUi} (SQLite in .data/temporal.db)`,
    );
  }
  await waitFor('Temporal (cluster health)', async () => temporalHealthy(bin), {
    timeoutMs: 90_000,
    logFile: join(LOGS, 'temporal.log'),
  });
  process.env.TEMPORAL_CLI = bin;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing npm dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
}

export function ensureChromium() {
  ensureApt('/usr/bin/chromium', 'chromium');
}

export async function ensureInfra() {
  await ensureNats();
  await ensureRedis();
  await ensurePostgres();
  await ensureTemporal();
}

/** Installs signal handlers that stop what we started before exiting. */
export function stopOnSignals(extra = async () => {}) {
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping…`);
    await extra();
    await stopOwned();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

export { own };
