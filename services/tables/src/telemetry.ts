/**
 * The tables worker's telemetry: the Temporal SDK's own metrics (its Runtime's Prometheus
 * exporter, on a loopback port of its own, appended to the process's /metrics), the live tables per
 * game and status, and the SDK's OpenTelemetry plugin when traces are on.
 */
import { createServer } from 'node:net';
import { addMetricsSource, Gauge, type Tracing } from '@spielcenter/kit';
import { OpenTelemetryPlugin } from '@temporalio/interceptors-opentelemetry';
import { Runtime, type WorkerOptions } from '@temporalio/worker';
import type { Redis } from 'ioredis';
import { countTables } from './table-index.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Installs the Temporal Runtime with its Prometheus exporter (before any NativeConnection) and
 * appends its metrics (`temporal_*`) to /metrics. `port` 0 picks a free loopback port.
 */
export async function installTemporalMetrics(port: number): Promise<number> {
  const bound = port > 0 ? port : await freePort();
  Runtime.install({
    telemetryOptions: {
      metrics: {
        prometheus: {
          bindAddress: `127.0.0.1:${bound}`,
          countersTotalSuffix: true,
          unitSuffix: true,
          useSecondsForDurations: true,
        },
      },
    },
  });
  addMetricsSource(async () => {
    const res = await fetch(`http://127.0.0.1:${bound}/metrics`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? await res.text() : '';
  });
  return bound;
}

/** spielcenter_tables{game,status}: every worker reports the same count (read with max). */
export function tableGauge(redis: Redis): void {
  new Gauge({
    name: 'spielcenter_tables',
    help: 'Live tables per game and status (open: in the lobby, running: playing, over: after the game)',
    labelNames: ['game', 'status'] as const,
    async collect() {
      for (const { game, status, count } of await countTables(redis)) this.set({ game, status }, count);
    },
  });
}

/** The worker options that trace workflows and activities (none when traces are off). */
export function tracingWorkerOptions(tracing: Tracing | null): Partial<WorkerOptions> {
  if (!tracing) return {};
  return {
    plugins: [new OpenTelemetryPlugin({ resource: tracing.resource, spanProcessor: tracing.spanProcessor })],
  };
}
