// Every process of the stack, started as `npm start` starts it (own processes, from the sources),
// plays the first rounds of a Speedboss game through the gateway; then each process's /metrics is scraped and
// the key series are there with values that moved. Against the real NATS, Redis, Postgres and
// Temporal; nothing is mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeIo } from '../load/node-io.js';
import { playSession } from '../load/scenario.js';
import { PARTS, type Running, type Sample, scrape, startProcesses } from './processes.js';

let stack: Running;
beforeAll(async () => {
  stack = await startProcesses();
}, 300_000);
afterAll(() => stack?.stop(), 60_000);

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
    expectMoved('tables', 'spielcenter_nats_request_seconds_count', { subject: 'rules.boss.step', outcome: 'ok' });
    expectMoved('tables', 'spielcenter_nats_request_seconds_count', { subject: 'ai.boss.decide', outcome: 'ok' });
    expectMoved('tables', 'spielcenter_redis_command_seconds_count', { command: 'exec' });
    expect(has(after.get('tables') ?? [], 'spielcenter_tables')).toBe(true);
    expectMoved('tables', 'temporal_workflow_task_execution_latency_seconds_count');
    expectMoved('tables', 'temporal_workflow_task_schedule_to_start_latency_seconds_count');
    // The gateway: GraphQL operations, act → push, seat subscriptions, Redis.
    expectMoved('gateway', 'spielcenter_graphql_operation_seconds_count', { operation: 'mutation.act', outcome: 'ok' });
    expectMoved('gateway', 'spielcenter_graphql_operation_seconds_count', { operation: 'mutation.startQuickGame' });
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
        for (const v of Object.values(s.labels)) expect(v, `${part} ${s.name}`).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    console.log(JSON.stringify({ acts: game.acts, moved: report }));
  }, 240_000);
});
