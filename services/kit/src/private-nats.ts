/**
 * A NATS server of a test's own, on a free port. Tests that stop a service on purpose need it: on a
 * shared NATS another test file's instance of that service (the same queue group) would answer
 * instead, and a test's deliberately broken service would answer the other files' requests.
 * Needs `nats-server` (npm test and npm start install it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

export interface PrivateNats {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.connect(port, '127.0.0.1');
  });
}

export async function startPrivateNats(timeoutMs = 20_000): Promise<PrivateNats> {
  const port = await freePort();
  const child: ChildProcess = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`nats-server exited with ${code}`)));
  });
  failed.catch(() => {});
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.race([accepts(port), failed]))) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nats-server on ${port} did not start within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
