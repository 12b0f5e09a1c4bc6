/**
 * Load measurement against a running stack (`npm start`), not a test. Prints JSON.
 *
 * 1. Latency: a quick Speedboss game (3 computers, fast tempo, no clock) played through the
 *    gateway; for every own action, the time from sending the `act` mutation to the subscription
 *    update that carries its version at the acting client. p50 / p95 over the whole game.
 * 2. Capacity: computer-only tables at fast tempo started directly on Temporal (K = 0, 4, 8, …),
 *    while an observer game measures the same act → push latency; the first K whose p95 passes
 *    250 ms is the limit.
 *
 *   node --conditions=@spielcenter/source --import tsx deploy/load/measure.ts [--max-tables 64] [--acts 40]
 *
 * Only loopback addresses are used (GATEWAY_URL defaults to http://127.0.0.1:4000/graphql).
 */
import { randomUUID } from 'node:crypto';
import {
  type SeatInfo,
  TABLES_TASK_QUEUE,
  type TableInput,
  tableMessages,
  tableWorkflowId,
  timingFor,
} from '@spielcenter/proto';
import { Client, Connection } from '@temporalio/client';
import { nodeIo } from './node-io.js';
import { playSession, summary } from './scenario.js';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MAX_TABLES = arg('max-tables', 64);
const ACTS_PER_LEVEL = arg('acts', 40);
const LIMIT_MS = 250;

/** A quick Speedboss game through the gateway (scenario.ts); its act → push latencies. */
async function observerGame(maxActs: number) {
  const r = await playSession(nodeIo, {
    gatewayUrl: GATEWAY,
    game: 'boss',
    computers: 3,
    maxActs,
    timeoutMs: 600_000,
    name: 'Messung',
  });
  if (r.errors.length > 0) throw new Error(r.errors.join('; '));
  return r;
}

async function main() {
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
  const temporal = new Client({ connection });
  const whole = await observerGame(10_000);
  const result: Record<string, unknown> = {
    latencyWholeGame: { ...summary(whole.latencies), finished: whole.finished },
  };

  const levels: { tables: number; n: number; p50: number; p95: number }[] = [];
  const running: string[] = [];
  let sustained = 0;
  for (let k = 0; k <= MAX_TABLES; k = k === 0 ? 4 : k * 2) {
    while (running.length < k) {
      const tableId = `load${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const seats: SeatInfo[] = Array.from({ length: 4 }, (_, i) => ({
        kind: 'computer',
        level: 'easy',
        name: `C${i}`,
      }));
      const input: TableInput = {
        tableId,
        game: 'boss',
        config: { players: 4 },
        seed: tableId,
        seats,
        clockSeconds: null,
        tempo: 'fast',
        timing: timingFor(null, 'fast'),
      };
      await temporal.workflow.start(tableMessages.workflow, {
        taskQueue: TABLES_TASK_QUEUE,
        workflowId: tableWorkflowId(tableId),
        args: [input],
      });
      running.push(tableId);
    }
    await new Promise((r) => setTimeout(r, 3000)); // let the load settle
    const level = await observerGame(ACTS_PER_LEVEL);
    const s = summary(level.latencies);
    levels.push({ tables: k, ...s });
    process.stderr.write(`${k} computer tables: p50 ${s.p50} ms, p95 ${s.p95} ms\n`);
    if (s.p95 > LIMIT_MS) break;
    sustained = k;
  }
  for (const id of running)
    await temporal.workflow
      .getHandle(tableWorkflowId(id))
      .terminate('load test done')
      .catch(() => {});
  result.capacity = { limitP95Ms: LIMIT_MS, sustainedComputerTables: sustained, levels };
  await connection.close();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
