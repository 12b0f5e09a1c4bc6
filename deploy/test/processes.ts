/**
 * The project's processes as `npm start` runs them, each its own Node process from the TypeScript
 * sources (the packages' `dev` entry), against the running Redis, Postgres and Temporal and a NATS
 * of their own (on the shared NATS, another test file's rule services in the same queue groups would
 * answer some of these processes' requests, and their spans and counts would be missing here), with
 * a health port and a gateway port of their own, a private tables task queue and Redis database. For
 * tests that look at the processes from outside (their /metrics, their traces).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startPrivateNats } from '@spielcenter/kit';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Part {
  readonly name: string;
  readonly dir: string;
}

export const PARTS: readonly Part[] = [
  ...['boss', 'coup', 'cruise', 'krakau', 'hokus'].map((g) => ({ name: `rules-${g}`, dir: `services/${g}` })),
  { name: 'ai', dir: 'services/ai' },
  { name: 'tables', dir: 'services/tables' },
  { name: 'ranking', dir: 'services/ranking' },
  { name: 'gateway', dir: 'gateway' },
];

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  readonly healthPorts: ReadonlyMap<string, number>;
  readonly gatewayUrl: string;
  /** Each process's output so far (JSON log lines). */
  readonly output: ReadonlyMap<string, string[]>;
  stop(): Promise<void>;
}

async function ready(port: number, child: ChildProcess, name: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} not ready on :${port}`);
}

/**
 * The Redis of the environment, database 7: the processes' tables, seats and bookings stream stay
 * apart from other tests' stacks on the same server (their ranking consumers would take our bookings).
 */
function privateRedis(): string {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/7';
  return url.toString();
}

/** Starts every part (extra environment for all of them) and waits until each is ready. */
export async function startProcesses(
  env: Record<string, string> = {},
  timeoutMs = 240_000,
): Promise<Running> {
  const nats = await startPrivateNats();
  const taskQueue = `tables-proc-${randomUUID().slice(0, 8)}`;
  const gatewayPort = await freePort();
  const healthPorts = new Map<string, number>();
  const output = new Map<string, string[]>();
  const children: ChildProcess[] = [];
  const started: Promise<void>[] = [];
  const deadline = Date.now() + timeoutMs;
  for (const part of PARTS) {
    const port = await freePort();
    healthPorts.set(part.name, port);
    const lines: string[] = [];
    output.set(part.name, lines);
    const child = spawn(
      process.execPath,
      ['--conditions=@spielcenter/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: join(ROOT, part.dir),
        env: {
          ...process.env,
          HEALTH_PORT: String(port),
          GATEWAY_PORT: String(gatewayPort),
          TABLES_TASK_QUEUE: taskQueue,
          REDIS_URL: privateRedis(),
          NATS_URL: nats.url,
          AI_THREADS: '1',
          LOG_LEVEL: 'info',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
    children.push(child);
    started.push(ready(port, child, part.name, deadline));
  }
  const stop = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((done) => {
            if (c.exitCode !== null || c.signalCode !== null) return done();
            const kill = setTimeout(() => c.kill('SIGKILL'), 15_000);
            c.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
    await nats.stop();
  };
  try {
    await Promise.all(started);
  } catch (err) {
    await stop();
    const tail = [...output].map(([n, l]) => `--- ${n}\n${l.slice(-5).join('\n')}`).join('\n');
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${tail}`);
  }
  return { healthPorts, gatewayUrl: `http://127.0.0.1:${gatewayPort}/graphql`, output, stop };
}

/** One sample of a Prometheus exposition. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** Parses the text exposition format's sample lines (comments skipped). */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1] as string] = l[2] as string;
    samples.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return samples;
}

/** Scrapes a process's /metrics. */
export async function scrape(port: number): Promise<Sample[]> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`/metrics on :${port}: ${res.status}`);
  return parseExposition(await res.text());
}

/** The series names a process declares (`# TYPE`), also those without a sample yet. */
export async function declaredNames(port: number): Promise<Set<string>> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
  const names = new Set<string>();
  for (const m of (await res.text()).matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [name, type] = [m[1] as string, m[2] as string];
    for (const suffix of type === 'histogram' ? ['_bucket', '_count', '_sum'] : [''])
      names.add(name + suffix);
  }
  return names;
}
