/**
 * The whole Spielcenter for the browser tests: NATS, Redis, Postgres and Temporal (those the
 * environment names, the running ones, or started through the launcher's scripts/infra.mjs), then the project's own processes from their
 * sources on free ports — every game's rule service, the AI service, the tables worker, the
 * ranking service, the gateway (with fixed deals allowed, for tests) — and the built web server. Each is ready when its
 * /readyz answers 200; `stop()` ends them in reverse order (SIGTERM, then SIGKILL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startWebServer, stopChild, WEB_DIR, type WebServer, waitForHttp } from './web-server';

export const ROOT = join(WEB_DIR, '..');
export const LOG_DIR = join(ROOT, '.logs', 'web-e2e');

/** The parts started from source, in groups started together: workspace folder and its entry. */
export const PARTS = [
  ['boss', 'coup', 'cruise', 'krakau', 'hokus'].map((g) => ({ name: `rules-${g}`, dir: `services/${g}` })),
  [
    { name: 'ai', dir: 'services/ai' },
    { name: 'tables', dir: 'services/tables' },
    { name: 'ranking', dir: 'services/ranking' },
  ],
  [{ name: 'gateway', dir: 'gateway' }],
];

/** Which entries are still missing (the test is skipped while the stack is being written). */
export function missingParts(): string[] {
  return PARTS.flat()
    .filter((p) => !existsSync(join(ROOT, p.dir, 'src', 'main.ts')))
    .map((p) => `${p.dir}/src/main.ts`);
}

interface Infra {
  ensureInfra(): Promise<void>;
  stopOwned(): Promise<void>;
}

export interface Stack {
  readonly webUrl: string;
  /** The web server's /graphql, which it forwards to the gateway. */
  readonly gatewayUrl: string;
  readonly logDir: string;
  /** The process id of every part started from source (rules-boss, tables, gateway, …). */
  readonly pids: Readonly<Record<string, number>>;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const missing = missingParts();
  if (missing.length > 0) throw new Error(`the stack is incomplete: ${missing.join(', ')} missing`);
  mkdirSync(LOG_DIR, { recursive: true });

  // Infrastructure, by the launcher's rules: the servers NATS_URL, REDIS_URL, DATABASE_URL and
  // TEMPORAL_ADDRESS name (npm test starts its own), else those on the standard ports, starting
  // what is missing (and stopping it again at the end).
  const infra = (await import(join(ROOT, 'scripts', 'infra.mjs'))) as Infra;
  await infra.ensureInfra();

  const children: { name: string; child: ChildProcess }[] = [];
  let web: WebServer | null = null;
  const stop = async () => {
    await web?.stop();
    for (const { child } of children.reverse()) await stopChild(child, 12_000);
    await infra.stopOwned();
  };

  try {
    const gatewayPort = await freePort();
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
    // A task queue of its own, so a running `npm start` never takes this test's tables.
    const taskQueue = `tables-e2e-${process.pid}`;
    const start = async (part: { name: string; dir: string }) => {
      const healthPort = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'development',
        HEALTH_PORT: String(healthPort),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        TABLES_TASK_QUEUE: taskQueue,
      };
      if (part.name === 'gateway') {
        env.GATEWAY_PORT = String(gatewayPort);
        env.GATEWAY_HOST = '127.0.0.1';
        env.GATEWAY_ALLOW_SEEDS = 'true';
        // Tables with people (test/people.test.ts): a short "Nochmal" hold.
        env.GATEWAY_REMATCH_HOLD_MS = '8000';
        // test/starting.test.ts: a start answers after 5 s without the table's first snapshot.
        env.GATEWAY_FIRST_SNAPSHOT_MS = '5000';
      }
      const log = createWriteStream(join(LOG_DIR, `${part.name}.log`));
      const child = spawn(
        process.execPath,
        ['--conditions=@spielcenter/source', '--import', 'tsx', 'src/main.ts'],
        {
          cwd: join(ROOT, part.dir),
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      children.push({ name: part.name, child });
      try {
        await waitForHttp(`http://127.0.0.1:${healthPort}/readyz`, 120_000, child);
      } catch (err) {
        throw new Error(`${part.name} did not get ready (log: ${join(LOG_DIR, `${part.name}.log`)}): ${err}`);
      }
    };
    for (const group of PARTS) await Promise.all(group.map(start));
    web = await startWebServer(gatewayUrl, join(LOG_DIR, 'web.log'));
    // The page's (and the tests') way to the gateway is the web server's own /graphql, as under
    // npm start: the page's CSP allows nothing else.
    const pids = Object.fromEntries(children.map(({ name, child }) => [name, child.pid ?? 0]));
    return { webUrl: web.url, gatewayUrl: `${web.url}/graphql`, logDir: LOG_DIR, pids, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
