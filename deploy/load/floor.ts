/**
 * The Update floor: a bare Temporal Update round trip on the same server as the tables, from a
 * worker the measurement runs itself on a task queue of its own (floor-workflow.ts). Its p50 is the
 * least any act can cost in this design (a client → frontend → history → matching → worker →
 * back round trip), so act → push p50 / floor p50 says how much the table adds on top.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { summary } from './scenario.js';

export interface UpdateFloor {
  /** Round trips of `n` Updates, one at a time, to one workflow; p50/p95/p99 in ms. */
  measure(n: number, spacingMs?: number): Promise<ReturnType<typeof summary>>;
  stop(): Promise<void>;
}

export async function startUpdateFloor(address: string): Promise<UpdateFloor> {
  try {
    // The core's own logs go to the (stderr) logger too: stdout is the measurement's JSON.
    Runtime.install({
      logger: new DefaultLogger('WARN'),
      telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' }, forward: {} } },
    });
  } catch {} // installed already
  const taskQueue = `capacity-floor-${randomUUID().slice(0, 8)}`;
  const native = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection: native,
    taskQueue,
    workflowsPath: fileURLToPath(new URL('./floor-workflow.ts', import.meta.url)),
  });
  const running = worker.run();
  const connection = await Connection.connect({ address });
  const client = new Client({ connection });
  const handle = await client.workflow.start('floorWorkflow', {
    taskQueue,
    workflowId: `capacity-floor-${randomUUID()}`,
  });
  // The first Update also waits for the workflow's first task: not counted.
  await handle.executeUpdate<number, [number]>('ping', { args: [0] });
  return {
    async measure(n, spacingMs = 0) {
      const ms: number[] = [];
      for (let i = 1; i <= n; i++) {
        const t0 = performance.now();
        await handle.executeUpdate<number, [number]>('ping', { args: [i] });
        ms.push(performance.now() - t0);
        if (spacingMs > 0) await new Promise((r) => setTimeout(r, spacingMs));
      }
      const s = summary(ms);
      return { ...s, p50: round1(ms, 50), p95: round1(ms, 95) };
    },
    async stop() {
      await handle.signal('done').catch(() => {});
      worker.shutdown();
      await running.catch(() => {});
      await native.close();
      await connection.close();
    },
  };
}

function round1(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const v = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return Math.round(v * 10) / 10;
}
