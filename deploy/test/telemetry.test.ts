// Every process of the stack, started as `npm start` starts it (own processes, from the sources),
// with traces exported to an in-memory OTLP receiver. Metrics: the first rounds of a Speedboss game
// through the gateway, then each process's /metrics is scraped and the key series are there with
// values that moved. Traces: one act, sent with a `traceparent` as the web's server sends it, has
// spans in the gateway, the tables worker (Temporal) and the rule service, all in its one trace.
// Against the real NATS, Redis, Postgres and Temporal; nothing is mocked.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeIo } from '../load/node-io.js';
import { type LoadIo, playSession } from '../load/scenario.js';
import { metricNames, monitoringQueries } from './monitoring.js';
import { startOtlpReceiver } from './otlp-receiver.js';
import { declaredNames, PARTS, type Running, type Sample, scrape, startProcesses } from './processes.js';

let stack: Running;
let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
beforeAll(async () => {
  otlp = await startOtlpReceiver();
  stack = await startProcesses({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
  await otlp?.close();
}, 60_000);

/** The sum of a series' samples whose labels include `labels`. */
function total(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0);
}
const has = (samples: readonly Sample[], name: string) => samples.some((s) => s.name === name);

describe('/metrics on every process after a short game', () => {
  it('serves the key series, and they moved', async () => {
    const before = new Map<string, Sample[]>();
    for (const part of PARTS) before.set(part.name, await scrape(stack.healthPorts.get(part.name) as number));

    // The live tables while the game is on (the session leaves at its end, and a quick game whose
    // only person left closes at once): the tables worker's metrics scraped at the tenth push.
    let pushes = 0;
    let during: Promise<Sample[]> | null = null;
    const game = await playSession(nodeIo, {
      gatewayUrl: stack.gatewayUrl,
      game: 'boss',
      computers: 1,
      level: 'easy',
      tempo: 'fast',
      // Enough for Speedboss's first rounds, which book their points as each round ends.
      maxActs: 40,
      timeoutMs: 150_000,
      name: 'Metrik',
      onLatency: () => {
        pushes++;
        if (pushes === 10) during = scrape(stack.healthPorts.get('tables') as number);
      },
    });
    console.log(JSON.stringify({ acts: game.acts, finished: game.finished, errors: game.errors }));
    expect(game.errors).toEqual([]);
    expect(game.acts).toBeGreaterThan(0);

    const after = new Map<string, Sample[]>();
    // The ranking consumer books the game's result asynchronously: wait until it did.
    for (let i = 0; i < 40; i++) {
      const ranking = await scrape(stack.healthPorts.get('ranking') as number);
      if (total(ranking, 'spielcenter_ranking_bookings_total') > 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const part of PARTS) after.set(part.name, await scrape(stack.healthPorts.get(part.name) as number));
    const moved = (part: string, name: string, labels: Record<string, string> = {}) =>
      total(after.get(part) ?? [], name, labels) - total(before.get(part) ?? [], name, labels);

    const report: Record<string, number> = {};
    const expectMoved = (part: string, name: string, labels: Record<string, string> = {}) => {
      const delta = moved(part, name, labels);
      report[`${part} ${name}${JSON.stringify(labels)}`] = delta;
      expect(delta, `${part}: ${name} ${JSON.stringify(labels)}`).toBeGreaterThan(0);
    };

    // Every process: its own metrics with its service label.
    for (const part of PARTS) {
      const samples = after.get(part.name) ?? [];
      expect(
        samples.some((s) => s.name === 'process_cpu_seconds_total' && s.labels.service === part.name),
        part.name,
      ).toBe(true);
    }
    // The rule service: the engine's step time and its endpoint's RED (ours and the service API's).
    expectMoved('rules-boss', 'spielcenter_rules_engine_seconds_count', { game: 'boss', op: 'step' });
    expectMoved('rules-boss', 'spielcenter_nats_handle_seconds_count', { endpoint: 'step', outcome: 'ok' });
    expectMoved('rules-boss', 'spielcenter_nats_service_requests_total', { endpoint: 'step' });
    // The computers: decision time, queue wait and the pool.
    expectMoved('ai', 'spielcenter_ai_decision_seconds_count', { game: 'boss', level: 'easy' });
    expectMoved('ai', 'spielcenter_ai_queue_wait_seconds_count', { game: 'boss', level: 'easy' });
    expect(total(after.get('ai') ?? [], 'spielcenter_ai_pool_threads')).toBe(1);
    expect(has(after.get('ai') ?? [], 'spielcenter_ai_pool_saturation')).toBe(true);
    // The tables worker: its NATS calls, Redis, the live tables, the Temporal SDK's own metrics.
    expectMoved('tables', 'spielcenter_nats_request_seconds_count', {
      subject: 'rules.boss.step',
      outcome: 'ok',
    });
    // A computer's move is one round trip: the tables worker asks rules.boss.auto, and the rule
    // service asks the AI (issue 37).
    expectMoved('tables', 'spielcenter_nats_request_seconds_count', {
      subject: 'rules.boss.auto',
      outcome: 'ok',
    });
    expectMoved('rules-boss', 'spielcenter_nats_request_seconds_count', {
      subject: 'ai.boss.decide',
      outcome: 'ok',
    });
    expectMoved('tables', 'spielcenter_redis_command_seconds_count', { command: 'exec' });
    // While the game was on (its tenth act), it counted as a running Speedboss table.
    expect(during).not.toBeNull();
    expect(
      total((await during) ?? [], 'spielcenter_tables', { game: 'boss', status: 'running' }),
    ).toBeGreaterThanOrEqual(1);
    expectMoved('tables', 'temporal_workflow_task_execution_latency_seconds_count');
    expectMoved('tables', 'temporal_workflow_task_schedule_to_start_latency_seconds_count');
    // The gateway: GraphQL operations, act → push, seat subscriptions, Redis.
    expectMoved('gateway', 'spielcenter_graphql_operation_seconds_count', {
      operation: 'mutation.act',
      outcome: 'ok',
    });
    expectMoved('gateway', 'spielcenter_graphql_operation_seconds_count', {
      operation: 'mutation.startQuickGame',
    });
    expectMoved('gateway', 'spielcenter_act_push_seconds_count', { game: 'boss' });
    expect(moved('gateway', 'spielcenter_act_push_seconds_count', { game: 'boss' })).toBeGreaterThanOrEqual(
      game.latencies.length,
    );
    expect(has(after.get('gateway') ?? [], 'spielcenter_seat_subscriptions')).toBe(true);
    expectMoved('gateway', 'spielcenter_redis_command_seconds_count');
    // The ranking: the booking, its Postgres writes, and the consumer's backlog.
    expectMoved('ranking', 'spielcenter_ranking_bookings_total');
    expectMoved('ranking', 'spielcenter_postgres_query_seconds_count', { statement: 'insert' });
    expect(total(after.get('ranking') ?? [], 'spielcenter_ranking_consumer_lag')).toBe(0);
    // No series carries a table or player id.
    for (const [part, samples] of after)
      for (const s of samples)
        for (const v of Object.values(s.labels))
          expect(v, `${part} ${s.name}`).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    // The shipped dashboards and alerts ask for series these processes really serve (kube-state's aside).
    const served = new Set<string>();
    for (const part of PARTS)
      for (const name of await declaredNames(stack.healthPorts.get(part.name) as number)) served.add(name);
    for (const { where, expr } of monitoringQueries())
      for (const name of metricNames(expr).filter((n) => !n.startsWith('kube_')))
        expect(served.has(name), `${where}: ${name}`).toBe(true);
    console.log(JSON.stringify({ acts: game.acts, moved: report }));
  }, 240_000);
});

describe('traces over OTLP', () => {
  it('follows one act from the gateway through Temporal to the rule service in one trace', async () => {
    // The web's server sends each GraphQL request with its trace context: here the first act's.
    const traceId = randomBytes(16).toString('hex');
    const rootSpanId = randomBytes(8).toString('hex');
    const io: LoadIo = {
      ...nodeIo,
      post(url, body, headers) {
        const act = body.includes('mutation Act') || body.includes('act(');
        return nodeIo.post(
          url,
          body,
          act ? { ...headers, traceparent: `00-${traceId}-${rootSpanId}-01` } : headers,
        );
      },
    };
    const game = await playSession(io, {
      gatewayUrl: stack.gatewayUrl,
      game: 'boss',
      computers: 1,
      maxActs: 1,
      timeoutMs: 60_000,
      name: 'Spur',
    });
    expect(game.errors).toEqual([]);
    expect(game.acts).toBe(1);

    const inTrace = () => otlp.spans.filter((s) => s.traceId === traceId);
    const services = () => new Set(inTrace().map((s) => s.service));
    // A span is exported when it ends: the gateway's Update call ends only with the Update, after the
    // computers' moves that follow the act (the act itself was answered by its push). Wait until the
    // three services have spans and every span's parent has arrived (or 15 s).
    const whole = () => {
      const spans = inTrace();
      const known = new Set([rootSpanId, ...spans.map((s) => s.spanId)]);
      return (
        ['gateway', 'tables', 'rules-boss'].every((n) => services().has(n)) &&
        spans.every((s) => known.has(s.parentSpanId))
      );
    };
    for (let i = 0; i < 60 && !whole(); i++) await new Promise((r) => setTimeout(r, 250));
    const spans = inTrace();
    console.log(JSON.stringify(spans.map((s) => `${s.service}: ${s.name}`)));
    expect([...services()].sort()).toEqual(expect.arrayContaining(['gateway', 'rules-boss', 'tables']));

    // One tree: every span's parent is the web's span or another span of the trace.
    const ids = new Set([rootSpanId, ...spans.map((s) => s.spanId)]);
    for (const s of spans) expect(ids.has(s.parentSpanId), `${s.service}: ${s.name}`).toBe(true);
    const gateway = spans.find((s) => s.service === 'gateway' && s.name === 'graphql mutation.act');
    expect(gateway?.parentSpanId).toBe(rootSpanId);
    // The rule service's step descends from the gateway's operation through Temporal and the activity.
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const step = spans.find((s) => s.service === 'rules-boss' && s.name === 'step');
    const path: string[] = [];
    for (let s = step; s; s = byId.get(s.parentSpanId)) path.unshift(`${s.service}: ${s.name}`);
    console.log(JSON.stringify({ path }));
    expect(path[0]).toBe('gateway: graphql mutation.act');
    expect(path.some((p) => p.startsWith('tables: '))).toBe(true);
    expect(path.at(-1)).toBe('rules-boss: step');
  }, 120_000);
});
