/**
 * JSON services on the NATS service API (discovery, ping, stats via `$SRV.*`). Every endpoint
 * validates its request with a zod schema and answers an envelope: `{ ok: true, result }` or
 * `{ ok: false, error: { code, de, en } }`. Refusals are also flagged with the service-error
 * headers (400 for a rule error, 500 for a crash) so `nats micro stats` counts them.
 * In-flight requests are tracked so a shutdown can let them finish before the connection drains.
 */
import { Svcm, type Service, type ServiceMsg } from '@nats-io/services';
import type { NatsConnection } from '@nats-io/transport-node';
import { commonErrors, isRuleError, parseMessage, type Reply } from '@spielcenter/proto';
import type { z } from 'zod';
import type { Logger } from './log.js';

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
  ) {}

  static async start(nc: NatsConnection, options: JsonServiceOptions, log: Logger): Promise<JsonService> {
    const service = await new Svcm(nc).add({
      name: options.name,
      version: options.version,
      description: options.description ?? '',
      ...(options.queue ? { queue: options.queue } : {}),
    });
    return new JsonService(service, log.child({ natsService: options.name }));
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
        const done = this.handle(msg, schema, handler).finally(() => this.inflight.delete(done));
        this.inflight.add(done);
      },
    });
  }

  private async handle<T extends z.ZodType, R>(
    msg: ServiceMsg,
    schema: T,
    handler: Handler<T, R>,
  ): Promise<void> {
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
  }

  get inflightCount(): number {
    return this.inflight.size;
  }
}
