/**
 * The health endpoint: GET /healthz (alive), GET /readyz (ready to take work: every registered
 * check passes and the service is not shutting down) and GET /metrics (Prometheus, metrics.ts).
 * Kubernetes probes and the ServiceMonitors point here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsText, registry } from './metrics.js';

export type Check = () => boolean | Promise<boolean>;

export class Health {
  private readonly checks = new Map<string, Check>();
  private shuttingDown = false;
  private server?: Server;

  addCheck(name: string, check: Check): void {
    this.checks.set(name, check);
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async status(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const checks: Record<string, boolean> = {};
    for (const [name, check] of this.checks) {
      try {
        checks[name] = await check();
      } catch {
        checks[name] = false;
      }
    }
    return { ready: !this.shuttingDown && Object.values(checks).every(Boolean), checks };
  }

  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    this.server = createServer(async (req, res) => {
      if (req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"alive":true}');
        return;
      }
      if (req.url === '/readyz') {
        const s = await this.status();
        res.writeHead(s.ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(s));
        return;
      }
      if (req.url === '/metrics') {
        const text = await metricsText();
        res.writeHead(200, { 'content-type': registry.contentType }).end(text);
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server?.listen(port, host, resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
