/**
 * JSON services on the NATS service API (discovery, ping, stats via `$SRV.*`). Every endpoint
 * validates its request with a zod schema and answers an envelope: `{ ok: true, result }` or
 * `{ ok: false, error: { code, de, en } }`. Refusals are also flagged with the service-error
 * headers (400 for a rule error, 500 for a crash) so `nats micro stats` counts them.
 * In-flight requests are tracked so a shutdown can let them finish before the connection drains.
 * Metrics: each answer is timed (spielcenter_nats_handle_seconds) and each refusal counted by code;
 * the service API's own counters (requests, errors, processing time) are exposed as they are.
 * A `traceparent` in the request's headers makes the handler's span a child of the caller's.
 */
import { type Service, type ServiceMsg, Svcm } from '@nats-io/services';
import type { NatsConnection } from '@nats-io/transport-node';
import { commonErrors, isRuleError, parseMessage, type Reply } from '@spielcenter/proto';
import type { z } from 'zod';
import type { Logger } from './log.js';
import { Counter, kitMetrics } from './metrics.js';
import { extractContext, inSpan, SpanKind, tracingActive } from './tracing.js';

/** The services running in this process, for the service API's counters at scrape time. */
const running = new Set<Service>();
type StatKey = 'num_requests' | 'num_errors' | 'processing_time';
const seen = new Map<string, number>();

/** A counter fed from the service API's stats: increments by what grew since the last scrape. */
function statsCounter(name: string, help: string, key: StatKey, scale = 1) {
  return new Counter({
    name,
    help,
    labelNames: ['nats_service', 'endpoint'] as const,
    async collect() {
      for (const service of running) {
        const stats = await service.stats().catch(() => null);
        for (const e of stats?.endpoints ?? []) {
          const labels = { nats_service: stats?.name ?? '', endpoint: e.name };
          const id = `${key}|${stats?.id}|${e.name}`;
          const now = e[key] * scale;
          const before = seen.get(id) ?? 0;
          seen.set(id, now);
          if (now > before) this.inc(labels, now - before);
        }
      }
    },
  });
}
statsCounter(
  'spielcenter_nats_service_requests_total',
  'Requests a NATS service endpoint received (the service API’s num_requests)',
  'num_requests',
);
statsCounter(
  'spielcenter_nats_service_errors_total',
  'Requests a NATS service endpoint answered with an error (the service API’s num_errors)',
  'num_errors',
);
statsCounter(
  'spielcenter_nats_service_processing_seconds_total',
  'Time NATS service endpoints spent answering (the service API’s processing_time)',
  'processing_time',
  1e-9,
);

export interface JsonServiceOptions {
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  /** Queue group: instances with the same queue share the load. */
  readonly queue?: string;
}

export type Handler<T extends z.ZodType, R> = (request: z.infer<T>) => R | Promise<R>;

export class JsonService {
  private readonly inflight = new Set<Promise<void>>();
  private stopping = false;

  private constructor(
    readonly service: Service,
    private readonly log: Logger,
    private readonly name: string,
  ) {
    running.add(service);
  }

  static async start(nc: NatsConnection, options: JsonServiceOptions, log: Logger): Promise<JsonService> {
    const service = await new Svcm(nc).add({
      name: options.name,
      version: options.version,
      description: options.description ?? '',
      ...(options.queue ? { queue: options.queue } : {}),
    });
    return new JsonService(service, log.child({ natsService: options.name }), options.name);
  }

  /** Adds `subject` (full subject, e.g. rules.boss.apply) as endpoint `name`. */
  endpoint<T extends z.ZodType, R>(name: string, subject: string, schema: T, handler: Handler<T, R>): void {
    this.service.addEndpoint(name, {
      subject,
      handler: (err, msg) => {
        if (err) {
          this.log.error({ err }, 'endpoint error');
          return;
        }
        const work = () => this.handle(name, msg, schema, handler);
        const done = (
          tracingActive()
            ? inSpan(
                name,
                {
                  kind: SpanKind.SERVER,
                  parent: extractContext((k) => msg.headers?.get(k) || undefined),
                  attributes: {
                    'messaging.system': 'nats',
                    'nats.service': this.name,
                    'nats.endpoint': name,
                  },
                },
                work,
              )
            : work()
        ).finally(() => this.inflight.delete(done));
        this.inflight.add(done);
      },
    });
  }

  private async handle<T extends z.ZodType, R>(
    endpoint: string,
    msg: ServiceMsg,
    schema: T,
    handler: Handler<T, R>,
  ): Promise<void> {
    const start = performance.now();
    let reply: Reply<R>;
    let status = 200;
    try {
      if (this.stopping) throw commonErrors.make('COMMON_TIMEOUT', { service: msg.subject });
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: 'not JSON' });
      }
      reply = { ok: true, result: await handler(parseMessage(schema, body)) };
    } catch (e) {
      if (isRuleError(e)) {
        status = 400;
        reply = { ok: false, error: e.toJSON() };
      } else {
        status = 500;
        this.log.error({ err: e, subject: msg.subject }, 'handler crashed');
        reply = { ok: false, error: commonErrors.data('COMMON_INTERNAL') };
      }
    }
    const labels = { nats_service: this.name, endpoint };
    const outcome = status === 200 ? 'ok' : status === 400 ? 'refused' : 'error';
    kitMetrics.endpoint.observe({ ...labels, outcome }, (performance.now() - start) / 1000);
    if (!reply.ok) kitMetrics.endpointErrors.inc({ ...labels, code: reply.error.code });
    const data = JSON.stringify(reply);
    if (status === 200) msg.respond(data);
    else msg.respondError(status, reply.ok ? '' : reply.error.code, data);
  }

  /** Stops taking requests and waits (bounded) for those in flight. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    const pending = Promise.allSettled([...this.inflight]);
    await Promise.race([pending, new Promise((r) => setTimeout(r, timeoutMs))]);
    await this.service.stop();
    running.delete(this.service);
  }

  get inflightCount(): number {
    return this.inflight.size;
  }
}
