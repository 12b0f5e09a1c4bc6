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
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MAX_TABLES = arg('max-tables', 64);
const ACTS_PER_LEVEL = arg('acts', 40);
const LIMIT_MS = 250;

interface Snap {
  version: number;
  toAct: number[];
  legal: { type: string }[];
  outcome: unknown;
  seat: number;
}

async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(GATEWAY, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Plays a quick game through the gateway; returns act → push latencies (ms). */
async function observerGame(maxActs: number): Promise<{ latencies: number[]; finished: boolean }> {
  const { guest } = await gql<{ guest: { token: string } }>(
    'mutation { guest(name: "Messung") { token } }',
    {},
  );
  const token = guest.token;
  const { startQuickGame } = await gql<{ startQuickGame: { tableId: string } }>(
    'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId seat } }',
    { i: { game: 'boss', computers: 3, level: 'easy', clockSeconds: null, tempo: 'fast' } },
    token,
  );
  const tableId = startQuickGame.tableId;
  const ws = createClient({
    url: GATEWAY.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { token },
  });
  const latencies: number[] = [];
  let latest: Snap | null = null;
  let waiting: { version: number; sent: number; done: () => void } | null = null;
  const stop = ws.subscribe<{ seat: Snap }>(
    { query: 'subscription($t: ID!) { seat(tableId: $t) }', variables: { t: tableId } },
    {
      next: ({ data }) => {
        const s = data?.seat;
        if (!s) return;
        if (waiting && s.version >= waiting.version) {
          latencies.push(performance.now() - waiting.sent);
          waiting.done();
          waiting = null;
        }
        if (!latest || s.version > latest.version) latest = s;
      },
      error: (e) => console.error('subscription error', e),
      complete: () => {},
    },
  );
  let finished = false;
  const deadline = Date.now() + 600_000;
  let lastActed = -1;
  while (latencies.length < maxActs && Date.now() < deadline) {
    const s = latest as Snap | null;
    if (s?.outcome) {
      finished = true;
      break;
    }
    if (s && s.toAct.includes(s.seat) && s.legal.length > 0 && s.version !== lastActed) {
      lastActed = s.version;
      const action = s.legal[s.version % s.legal.length];
      const sent = performance.now();
      const pushed = new Promise<void>((done) => {
        waiting = { version: s.version + 1, sent, done };
      });
      const { act } = await gql<{ act: { version: number } }>(
        'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version } }',
        { t: tableId, a: action, c: randomUUID() },
        token,
      );
      if (waiting) (waiting as { version: number }).version = act.version;
      await Promise.race([pushed, new Promise((r) => setTimeout(r, 10_000))]);
    } else {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  stop();
  await gql('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, token).catch(() => {});
  await ws.dispose();
  return { latencies, finished };
}

async function main() {
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
  const temporal = new Client({ connection });
  const summary = (l: number[]) => ({
    n: l.length,
    p50: Math.round(percentile(l, 50)),
    p95: Math.round(percentile(l, 95)),
  });

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
