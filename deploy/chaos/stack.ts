/**
 * The launcher's stack as the chaos runner sees it: `scripts/start.mjs` with free ports and servers
 * of its own (SPIELCENTER_PORTS=free, its data and logs in a directory of the run), what it writes
 * to launcher.json (pids, health URLs, the servers' URLs), a kill of one of its processes and the
 * wait until the launcher's supervisor started it again and it is ready.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

interface ProcessEntry {
  readonly name: string;
  readonly pid: number;
  readonly restarts: number;
  readonly log: string;
  readonly health?: string;
}

export interface LauncherState {
  readonly pid: number;
  readonly urls: { readonly web: string; readonly graphql: string };
  readonly env: {
    readonly NATS_URL: string;
    readonly REDIS_URL: string;
    readonly DATABASE_URL: string;
    readonly TEMPORAL_ADDRESS: string;
  };
  readonly processes: readonly ProcessEntry[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function httpOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((res) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      res(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export class Launcher {
  private constructor(
    private readonly child: ChildProcess,
    private readonly stateFile: string,
    readonly logFile: string,
  ) {}

  /** Starts the launcher and waits until it printed its ready line and wrote launcher.json. */
  static async start(
    runDir: string,
    timeoutMs = 600_000,
    env: Record<string, string> = {},
  ): Promise<Launcher> {
    const logFile = join(runDir, 'launcher.log');
    const out = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, ...env, SPIELCENTER_PORTS: 'free', SPIELCENTER_RUN_DIR: runDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ready = false;
    child.stdout?.on('data', (d: Buffer) => {
      out.write(d);
      if (d.toString().includes('Spielcenter:')) ready = true;
    });
    child.stderr?.on('data', (d: Buffer) => out.write(d));
    const stateFile = join(runDir, '.data', 'own', `start-${child.pid}`, 'launcher.json');
    const launcher = new Launcher(child, stateFile, logFile);
    const deadline = Date.now() + timeoutMs;
    while (!(ready && existsSync(stateFile))) {
      if (child.exitCode !== null) throw new Error(`the launcher exited (${child.exitCode}); see ${logFile}`);
      if (Date.now() > deadline) {
        await launcher.stop();
        throw new Error(`the launcher was not ready within ${timeoutMs / 1000} s; see ${logFile}`);
      }
      await sleep(250);
    }
    return launcher;
  }

  state(): LauncherState {
    return JSON.parse(readFileSync(this.stateFile, 'utf8')) as LauncherState;
  }

  process(name: string): ProcessEntry {
    const p = this.state().processes.find((e) => e.name === name);
    if (!p) throw new Error(`the launcher runs no process ${name}`);
    return p;
  }

  /** Whether a process of the stack answers: its readiness endpoint, or its port (NATS, Redis). */
  async ready(name: string): Promise<boolean> {
    const p = this.process(name);
    if (p.health) return httpOk(`${p.health}/readyz`);
    const url =
      name === 'nats' ? this.state().env.NATS_URL : name === 'redis' ? this.state().env.REDIS_URL : null;
    if (!url) return true;
    const u = new URL(url);
    return portOpen(u.hostname, Number(u.port));
  }

  /**
   * Sends `signal` to the named process and waits until the launcher started it again (a new pid)
   * and it is ready. Returns the milliseconds from the signal to ready.
   */
  async kill(name: string, signal: NodeJS.Signals, timeoutMs = 120_000): Promise<number> {
    const before = this.process(name);
    const t0 = performance.now();
    process.kill(before.pid, signal);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${name} was not back within ${timeoutMs / 1000} s`);
      const now = this.process(name);
      if (now.pid !== before.pid && (await this.ready(name))) return Math.round(performance.now() - t0);
      await sleep(100);
    }
  }

  /** Ctrl-C: the launcher stops everything it started. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGINT');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 60_000);
    await gone;
    clearTimeout(timer);
  }
}
