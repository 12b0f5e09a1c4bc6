// The real parts every run and every test needs: NATS (JetStream), Redis, Postgres, Temporal.
// Each one: use the server that is already running (on its standard port, or where NATS_URL,
// REDIS_URL, DATABASE_URL, TEMPORAL_ADDRESS point); otherwise start one (and remember that we did,
// so we stop it again). `ensureInfra({ own: true })` starts servers of its own on free ports instead
// (npm test, the new-user test, the chaos runner): nothing is shared with a running `npm start`.
// Every process started here is supervised: one that exits is started again with backoff.
// Plain Node, no dependencies: this runs before `npm ci`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
/** Where data and logs go: the checkout, or SPIELCENTER_RUN_DIR (a run of its own, e.g. a test's). */
export const RUN_DIR = resolve(process.env.SPIELCENTER_RUN_DIR ?? ROOT);
export const DATA = join(RUN_DIR, '.data');
export const LOGS = join(RUN_DIR, '.logs');
export const TOOLS = join(ROOT, '.tools');
export const TEMPORAL_CLI_VERSION = 'v1.5.1'; // Temporal server 1.29; later tags cannot be `go install`ed
export const TEMPORAL_BIN = join(TOOLS, 'bin', 'temporal');

export const PORTS = { nats: 4222, redis: 6379, postgres: 5432, temporal: 7233, temporalUi: 8233 };
export const DATABASE = 'spielcenter';

// Servers of our own (ensureInfra({ own: true })) keep their data and logs apart from npm start's.
let dataDir = DATA;
let logDir = LOGS;
/** Where the processes started from here write their logs, and their data. */
export const logDirectory = () => logDir;
export const dataDirectory = () => dataDir;

const spawnListeners = []; // told of every (re)start of a process we own
/** `fn(handle)` runs whenever a process we own starts or restarts (the launcher keeps launcher.json). */
export function onEverySpawn(fn) {
  spawnListeners.push(fn);
}

const started = []; // the processes we own (handles, see own()), stopped in reverse order
const cleanups = []; // run after every owned process stopped
let stopping = false;

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

/**
 * Starts a process we own, in a process group of its own, its output appended to
 * `<LOGS>/<name>.log`. Supervised (the default): when it exits while we are not stopping, it is
 * started again after a backoff (1 s, doubling up to 30 s; back to 1 s once it ran ten seconds), with a
 * log line each time — as Kubernetes restarts a container. Returns a handle whose `child` is the
 * current process; `onSpawn(handle)` runs at every (re)start.
 */
export function own(name, cmd, args, options = {}, { supervise = true, onSpawn } = {}) {
  mkdirSync(logDir, { recursive: true });
  const handle = {
    name,
    logFile: join(logDir, `${name}.log`),
    child: null,
    restarts: 0,
    startedAt: 0,
    get pid() {
      return this.child?.pid;
    },
  };
  let failures = 0;
  const spawnOnce = () => {
    const out = openSync(handle.logFile, 'a');
    const child = spawn(cmd, args, { stdio: ['ignore', out, out], detached: true, ...options });
    closeSync(out); // the child has its own copy
    child.partName = name;
    child.logFile = handle.logFile;
    handle.child = child;
    handle.startedAt = Date.now();
    onSpawn?.(handle);
    for (const listen of spawnListeners) listen(handle);
    child.once('exit', (code, signal) => {
      if (stopping || !supervise || handle.stopped) return;
      if (Date.now() - handle.startedAt > 10_000) failures = 0; // it ran: not a crash loop
      const waitMs = Math.min(30_000, 1000 * 2 ** failures);
      failures++;
      handle.restarts++;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      log(
        `${name} exited (${how}); restarting in ${waitMs / 1000} s (restart ${handle.restarts}; log ${handle.logFile})`,
      );
      handle.timer = setTimeout(() => {
        handle.timer = null;
        if (!stopping && !handle.stopped) spawnOnce();
      }, waitMs);
    });
  };
  spawnOnce();
  started.push(handle);
  return handle;
}

export function ownedChildren() {
  return started;
}

/** Runs `fn` after every owned process stopped (e.g. dropping a database of our own). */
export function atStop(fn) {
  cleanups.push(fn);
}

/** Stops everything we started, newest first (SIGTERM, then SIGKILL after a grace period). */
export async function stopOwned() {
  stopping = true;
  for (const handle of [...started].reverse()) {
    handle.stopped = true;
    if (handle.timer) clearTimeout(handle.timer);
    const child = handle.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) continue;
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
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      log(`cleanup: ${err.message ?? err}`);
    }
  }
}

/** The first port the kernel hands out to outgoing connections (Linux; 32768 elsewhere). */
function ephemeralLow() {
  try {
    return (
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768
    );
  } catch {
    return 32768;
  }
}

/** Listens on `port` (0: any) and closes again: the port, or null when it is taken. */
function tryPort(port) {
  return new Promise((res) => {
    const srv = createServer();
    srv.once('error', () => res(null));
    srv.listen(port, '127.0.0.1', () => {
      const got = srv.address().port;
      srv.close(() => res(got));
    });
  });
}

/**
 * A TCP port nobody listens on right now, chosen below the kernel's range for outgoing connections:
 * a port from that range (what `listen(0)` gives) may be taken by any client's connection before
 * the part that was to listen on it starts (a measurement's hundreds of WebSockets did that, and a
 * part then failed with EADDRINUSE).
 */
export async function freePort() {
  const low = Math.min(ephemeralLow(), 65536);
  for (let i = 0; i < 50 && low > 20_000; i++) {
    const port = await tryPort(10_000 + Math.floor(Math.random() * (low - 10_000)));
    if (port !== null) return port;
  }
  const port = await tryPort(0);
  if (port === null) throw new Error('no free TCP port');
  return port;
}

/** host and port of a URL like nats://h:4222, redis://h:6379/0, postgres://u@h:5432/db or h:7233. */
function hostPort(url, defaultPort) {
  const u = new URL(url.includes('://') ? url : `tcp://${url}`);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || defaultPort) };
}

/** A server given by its URL in the environment must answer; we never start one in its place. */
async function given(part, url, defaultPort) {
  const { host, port } = hostPort(url, defaultPort);
  if (!(await portOpen(port, host, 2000)))
    throw new PartError(`${part}: nothing answers at ${url} (from the environment)`);
  log(`${part}: using ${url} (from the environment)`);
}

/**
 * NATS: NATS_URL from the environment, else the server on the standard port, else one of ours.
 * `own`: always one of ours, on a free port. Sets NATS_URL for what we start afterwards.
 */
export async function ensureNats({ own: fresh = false } = {}) {
  if (!fresh && process.env.NATS_URL) return given('NATS', process.env.NATS_URL, PORTS.nats);
  const port = fresh ? await freePort() : PORTS.nats;
  process.env.NATS_URL = `nats://127.0.0.1:${port}`;
  if (!fresh && (await portOpen(port))) return log(`NATS: using the server on 127.0.0.1:${port}`);
  ensureApt('nats-server', 'nats-server');
  const dir = join(dataDir, 'nats');
  mkdirSync(dir, { recursive: true });
  const h = own('nats', 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir]);
  await waitFor('NATS', () => portOpen(port), { timeoutMs: 20_000, logFile: h.logFile, child: h.child });
  log(`NATS: started on 127.0.0.1:${port} (JetStream, data in ${dir})`);
}

/**
 * Redis, as NATS. Ours keeps its data in an append-only file (fsync every second), so a restarted
 * Redis still has the tables' snapshots and the bookings not yet counted.
 */
export async function ensureRedis({ own: fresh = false } = {}) {
  if (!fresh && process.env.REDIS_URL) return given('Redis', process.env.REDIS_URL, PORTS.redis);
  const port = fresh ? await freePort() : PORTS.redis;
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  if (!fresh && (await portOpen(port))) return log(`Redis: using the server on 127.0.0.1:${port}`);
  ensureApt('redis-server', 'redis-server');
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const h = own('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--dir',
    dir,
  ]);
  await waitFor('Redis', () => portOpen(port), { timeoutMs: 20_000, logFile: h.logFile, child: h.child });
  log(`Redis: started on 127.0.0.1:${port} (append-only file in ${dir})`);
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

/** Runs one SQL statement as the server's user against its `postgres` database. */
function psql(server, sql) {
  const url = new URL(server.url);
  url.pathname = '/postgres';
  return execFileSync(pgBin('psql') ?? 'psql', [url.toString(), '-qtAc', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * Postgres: DATABASE_URL from the environment (its database created when missing), else the
 * server on the standard port (started from .data/pg when none runs) with the database
 * `spielcenter`. `own`: a database of its own on that server, new and empty, dropped at the stop
 * (a second server would only cost time: databases do not see each other).
 */
export async function ensurePostgres({ own: fresh = false, tag = 'run' } = {}) {
  let url;
  if (!fresh && process.env.DATABASE_URL) {
    url = new URL(process.env.DATABASE_URL);
    await given('Postgres', process.env.DATABASE_URL, PORTS.postgres);
  } else {
    await ensurePostgresServer();
    url = new URL(`postgres://postgres@127.0.0.1:${PORTS.postgres}/${DATABASE}`);
    if (fresh) url.pathname = `/${DATABASE}_${tag}_${process.pid}`;
  }
  const server = { url: url.toString() };
  const database = decodeURIComponent(url.pathname.slice(1)) || DATABASE;
  if (!/^[a-z0-9_]+$/.test(database))
    throw new PartError(`Postgres: database name ${database} is not [a-z0-9_]`);
  await waitFor(
    'Postgres (accepting queries)',
    () => {
      try {
        psql(server, 'select 1');
        return true;
      } catch {
        return false;
      }
    },
    { timeoutMs: 20_000, logFile: join(logDir, 'postgres.log') },
  );
  if (fresh) {
    psql(server, `drop database if exists ${database} with (force)`);
    psql(server, `create database ${database}`);
    atStop(() => psql(server, `drop database if exists ${database} with (force)`));
    log(`Postgres: database ${database} of our own (dropped at the end)`);
  } else if (psql(server, `select 1 from pg_database where datname='${database}'`) !== '1') {
    psql(server, `create database ${database}`);
    log(`Postgres: created database ${database}`);
  }
  process.env.DATABASE_URL = url.toString();
}

async function ensurePostgresServer() {
  if (await portOpen(PORTS.postgres)) {
    log(`Postgres: using the server on 127.0.0.1:${PORTS.postgres}`);
    return;
  }
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
  const h = own('postgres', cmd, args);
  await waitFor('Postgres', () => portOpen(PORTS.postgres), {
    timeoutMs: 30_000,
    logFile: h.logFile,
    child: h.child,
  });
  log(`Postgres: started on 127.0.0.1:${PORTS.postgres} (cluster in ${dir})`);
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

function temporalHealthy(bin, address) {
  const r = spawnSync(bin, ['operator', 'cluster', 'health', '--address', address], {
    encoding: 'utf8',
    timeout: 5000,
  });
  return r.status === 0 && /SERVING/.test(r.stdout);
}

/**
 * Temporal: TEMPORAL_ADDRESS from the environment, else the server on the standard port, else our
 * dev server (SQLite in .data/temporal.db, the UI on 8233). `own`: our dev server on a free port,
 * in memory and without the UI (a test run's workflows need not outlive it) — unless
 * SPIELCENTER_TEMPORAL_ADDRESS gives a server for the run (the capacity measurement's Temporal on
 * Postgres); TEMPORAL_ADDRESS alone never takes the place of a run's own server.
 */
export async function ensureTemporal({ own: fresh = false } = {}) {
  const bin = ensureTemporalCli();
  process.env.TEMPORAL_CLI = bin;
  let address;
  const givenAddress = fresh
    ? // biome-ignore lint/suspicious/noUndeclaredEnvVars: set for a launcher by the capacity measurement, not by turbo tasks (their runs keep servers of their own)
      process.env.SPIELCENTER_TEMPORAL_ADDRESS
    : process.env.TEMPORAL_ADDRESS;
  if (givenAddress) {
    address = givenAddress;
    await given('Temporal', address, PORTS.temporal);
  } else {
    const port = fresh ? await freePort() : PORTS.temporal;
    address = `127.0.0.1:${port}`;
    if (!fresh && (await portOpen(port))) {
      log(`Temporal: using the server on ${address}`);
    } else {
      mkdirSync(DATA, { recursive: true });
      const where = fresh
        ? ['--headless']
        : ['--ui-port', String(PORTS.temporalUi), '--db-filename', join(DATA, 'temporal.db')];
      const h = own('temporal', bin, [
        'server',
        'start-dev',
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        ...where,
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
      await waitFor('Temporal', () => portOpen(port), {
        timeoutMs: 90_000,
        logFile: h.logFile,
        child: h.child,
      });
      log(
        fresh
          ? `Temporal: started dev server on ${address} (in memory)`
          : `Temporal: started dev server on ${address}, UI http://127.0.0.1:${PORTS.temporalUi} (SQLite in ${join(DATA, 'temporal.db')})`,
      );
    }
  }
  await waitFor('Temporal (cluster health)', async () => temporalHealthy(bin, address), {
    timeoutMs: 90_000,
    logFile: join(logDir, 'temporal.log'),
  });
  process.env.TEMPORAL_ADDRESS = address;
}

/**
 * npm ci when node_modules is missing or older than the lockfile or a patch of `patches/` (applied
 * by patch-package in the root's postinstall).
 */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const patches = join(ROOT, 'patches');
  const newest = Math.max(
    statSync(lock).mtimeMs,
    ...(existsSync(patches) ? readdirSync(patches).map((f) => statSync(join(patches, f)).mtimeMs) : []),
  );
  if (existsSync(installed) && statSync(installed).mtimeMs >= newest) return;
  log('installing npm dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
}

export function ensureChromium() {
  ensureApt('/usr/bin/chromium', 'chromium');
}

/**
 * The four servers. Afterwards NATS_URL, REDIS_URL, DATABASE_URL and TEMPORAL_ADDRESS in
 * process.env say where they are, for every process started from here. `own: true`: servers (and
 * a database) of our own on free ports, shared with nobody; `tag` names the database.
 */
export async function ensureInfra({ own: fresh = false, tag = 'run' } = {}) {
  if (fresh) {
    dataDir = join(DATA, 'own', `${tag}-${process.pid}`);
    logDir = join(LOGS, tag);
    const dir = dataDir;
    atStop(() => rmSync(dir, { recursive: true, force: true }));
  }
  await ensureNats({ own: fresh });
  await ensureRedis({ own: fresh });
  await ensurePostgres({ own: fresh, tag });
  await ensureTemporal({ own: fresh });
}

/** Brings every schema of DATABASE_URL's database up to date (node-pg-migrate; npm run migrate). */
export function migrate() {
  log('Postgres: migrating (npm run migrate)…');
  const r = spawnSync('npm', ['run', '--silent', 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new PartError('the database migration failed (npm run migrate)');
}

/** Installs signal handlers that stop what we started before exiting. */
export function stopOnSignals(extra = async () => {}) {
  let asked = false;
  const stop = async (signal) => {
    if (asked) return;
    asked = true;
    log(`${signal}: stopping…`);
    await extra();
    await stopOwned();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
