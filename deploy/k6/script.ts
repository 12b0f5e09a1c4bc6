/**
 * The load scenario for k6 (for load testers who use k6 elsewhere; k6 is not installed on the
 * project's machines): every iteration is one virtual player's session from scenario.ts — the same
 * code the project's Node runner (deploy/load/run.ts) executes in CI. Typed with @types/k6.
 *
 *   k6 run -e GATEWAY_URL=http://127.0.0.1:4000/graphql -e GAME=boss deploy/k6/script.ts
 *   k6 run -e VUS=200 -e COMPUTERS=3 -e TEMPO=normal -e THINK_MS=2000-3000 -e ACTS=60 deploy/k6/script.ts
 *     (the capacity measurement's tables with people: one person per table)
 *
 * Uses only k6/http's asyncRequest, k6/websockets, k6/timers and k6/metrics. In this repository it
 * is exercised under a small Node shim of exactly those modules (deploy/test/k6.test.ts), not in
 * k6 itself.
 */
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';
import { type LoadIo, playSession } from '../load/scenario.ts';

export const options = {
  vus: Number(__ENV.VUS ?? 4),
  iterations: Number(__ENV.ITERATIONS ?? __ENV.VUS ?? 4),
  // The tables-with-people goals of docs/capacity.md (issue 37): act → push p95 ≤ 250 ms and
  // p99 ≤ 500 ms over every person's acts.
  thresholds: { act_to_push: ['p(95)<250', 'p(99)<500'], session_errors: ['count==0'] },
};

const actToPush = new Trend('act_to_push', true);
const sessionErrors = new Counter('session_errors');

const io: LoadIo = {
  async post(url, body, headers) {
    const res = await http.asyncRequest('POST', url, body, { headers });
    return { status: res.status, body: String(res.body) };
  },
  socket(url, protocol, handlers) {
    const ws = new WebSocket(url, null, { headers: { 'Sec-WebSocket-Protocol': protocol } });
    ws.onopen = () => handlers.open();
    ws.onmessage = (event) => handlers.message(String(event?.data));
    ws.onclose = () => handlers.close();
    ws.onerror = () => handlers.close();
    return { send: (text) => ws.send(text), close: () => ws.close() };
  },
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** "2000-3000" → [2000, 3000]; anything else: none. */
function thinkMs(text: string | undefined): [number, number] | null {
  const m = /^(\d+)-(\d+)$/.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export default async function session(): Promise<void> {
  const result = await playSession(io, {
    gatewayUrl: __ENV.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
    game: __ENV.GAME ?? 'boss',
    computers: Number(__ENV.COMPUTERS ?? 1),
    maxActs: Number(__ENV.ACTS ?? 30),
    timeoutMs: Number(__ENV.TIMEOUT_MS ?? 300_000),
    name: 'k6',
    // A person's pace (the capacity measurement's tables with people): THINK_MS=2000-3000 answers
    // 2–3 s after the turn came; TEMPO=normal.
    ...(__ENV.TEMPO === 'normal' || __ENV.TEMPO === 'fast' ? { tempo: __ENV.TEMPO } : {}),
    ...(thinkMs(__ENV.THINK_MS) ? { thinkMs: thinkMs(__ENV.THINK_MS) as [number, number] } : {}),
  });
  for (const ms of result.latencies) actToPush.add(ms);
  sessionErrors.add(result.errors.length);
}
