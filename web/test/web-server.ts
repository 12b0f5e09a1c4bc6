/**
 * The built web server for the browser tests, started as `npm start` starts it: builds it first
 * when the build is missing or older than the sources, then runs `node server.js` (adapter-node's
 * handler plus the /graphql forwarding to the gateway) on a free port, with no ORIGIN and no
 * PUBLIC_GATEWAY_URL — the page finds the gateway on its own origin.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const WEB_DIR = new URL('..', import.meta.url).pathname;

/**
 * Written by gql.tada at every typecheck (same content, new mtime): not a source of the build. Counting
 * it rebuilt web/build under a running server in the middle of a test run.
 */
const GENERATED = new Set(['graphql-env.d.ts']);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (GENERATED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** What the web bundle is built from: its own sources, proto and every game package. */
const SOURCES = [
  'src',
  '../proto/src',
  ...['boss', 'coup', 'cruise', 'krakau', 'hokus'].map((g) => `../services/${g}/src`),
];

/** Builds web/build when it is missing or stale (set WEB_BUILD=always to force). */
export function ensureWebBuild(): void {
  const entry = join(WEB_DIR, 'build', 'index.js');
  const stale =
    !existsSync(entry) ||
    process.env.WEB_BUILD === 'always' ||
    statSync(entry).mtimeMs < Math.max(...SOURCES.map((dir) => newestMtime(join(WEB_DIR, dir))));
  if (stale) buildWeb();
}

/** `vite build`; when another build of this folder runs (e.g. turbo), waits for it and tries again. */
function buildWeb(): void {
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: WEB_DIR, encoding: 'utf8' });
    if (r.status === 0) return;
    const output = `${r.stdout}${r.stderr}`;
    if (!output.includes('Found another Vite build process'))
      throw new Error(`vite build failed:\n${output}`);
    spawnSync('sleep', ['5']);
  }
  throw new Error('vite build: another build kept the lock for too long');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

export interface WebServer {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export async function startWebServer(gatewayUrl: string, logFile?: string): Promise<WebServer> {
  ensureWebBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { ORIGIN: _origin, PUBLIC_GATEWAY_URL: _public, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server.js'], {
    cwd: WEB_DIR,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_URL: new URL(gatewayUrl).origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams are read (an unread pipe fills and stalls the server); its log is kept beside the
  // other processes' logs, and its errors show in the test output too.
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else child.stdout?.resume();
  child.stderr?.on('data', (d) => process.stderr.write(`[web] ${d}`));
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[web] the web server exited (${signal ?? code})\n`);
  });
  await waitForHttp(`${url}/`, 30_000, child);
  return {
    url,
    child,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

export async function stopChild(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
