/**
 * Prometheus metrics (prom-client): one registry per process, served by the health server at
 * GET /metrics with the process's default metrics (CPU, memory, event-loop lag, GC). Every series
 * carries `service` (the process's name) as a default label. Label values stay bounded: games,
 * levels, operations, endpoints, codes and statuses, never table or player ids.
 */
import client from 'prom-client';

export { Counter, Gauge, Histogram } from 'prom-client';

export const registry = client.register;

/** Latency buckets in seconds, 1 ms to 10 s (act → push, NATS calls, engine steps, queue waits). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How often the event-loop lag is sampled. prom-client's default (10 ms) wakes every process 100
 * times a second: about 4 ms of CPU per second per idle process, which at a light load was a tenth
 * of what a step cost the whole stack (issue 37). A stall long enough to matter (≥ 0.5 s) is still
 * seen; shorter lags show in the request latencies.
 */
const EVENT_LOOP_SAMPLE_MS = 500;

let started = false;

/** Default labels and the process metrics; once per process (runService calls it). */
export function startProcessMetrics(service: string): void {
  if (started) return;
  started = true;
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

/** Another exposition to append to /metrics (the Temporal SDK's own Prometheus exporter). */
type Source = () => Promise<string>;
const sources: Source[] = [];

export function addMetricsSource(source: Source): void {
  sources.push(source);
}

/** The whole exposition: this registry, then each added source (a failing source is left out). */
export async function metricsText(): Promise<string> {
  const parts = [await registry.metrics()];
  for (const source of sources) parts.push(await source().catch(() => ''));
  return parts.join('\n');
}

/** A subject as a label: tokens that are not a plain word (ids, private test games) become `*`. */
export function subjectLabel(subject: string): string {
  return subject
    .split('.')
    .map((t) => (/^[a-z][a-z-]{0,30}$/.test(t) ? t : '*'))
    .join('.');
}

/** Metrics the kit itself records (NATS requests and service endpoints, Redis, Postgres). */
export const kitMetrics = {
  natsRequest: new client.Histogram({
    name: 'spielcenter_nats_request_seconds',
    help: 'NATS request/reply calls made by this process, by subject and outcome (ok, refused, error)',
    labelNames: ['subject', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
  }),
  endpoint: new client.Histogram({
    name: 'spielcenter_nats_handle_seconds',
    help: 'Time a NATS service endpoint took to answer, by service, endpoint and outcome (ok, refused, error)',
    labelNames: ['nats_service', 'endpoint', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
  }),
  endpointErrors: new client.Counter({
    name: 'spielcenter_nats_errors_total',
    help: 'Refusals and crashes answered by a NATS service endpoint, by error code',
    labelNames: ['nats_service', 'endpoint', 'code'] as const,
  }),
  redis: new client.Histogram({
    name: 'spielcenter_redis_command_seconds',
    help: 'Redis command latency as this process sees it, by command and outcome',
    labelNames: ['command', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
  }),
  postgres: new client.Histogram({
    name: 'spielcenter_postgres_query_seconds',
    help: 'Postgres query latency as this process sees it, by statement kind (select, insert, …) and outcome',
    labelNames: ['statement', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
  }),
};

/** Seconds since `start` (a performance.now() value). */
export function since(start: number): number {
  return (performance.now() - start) / 1000;
}
