/**
 * Reads the tables' finished games from the Redis stream `record:events` as the consumer group
 * `record` (instances share the work), records each once in Postgres, then acknowledges it. An
 * entry a crashed instance left pending is claimed after `claimIdleMs`; a malformed entry is
 * logged and acknowledged; a failing database leaves it pending.
 *
 * `catchUp()` lets a decision wait for what the tables already wrote: it reads the stream's new
 * entries itself and waits (bounded) until no instance holds one unacknowledged, so a line-up that
 * made coup 1 a moment ago may start coup 2.
 */
import type { Logger, Pool } from '@spielcenter/kit';
import { gameRecordSchema, redisKeys } from '@spielcenter/proto';
import type { Redis } from 'ioredis';
import { recordGame, SCHEMA } from './store.js';

export const RECORD_GROUP = 'record';

export interface RecordConsumerOptions {
  readonly consumer: string;
  readonly stream?: string;
  readonly schema?: string;
  readonly blockMs?: number;
  readonly claimIdleMs?: number;
  /** How long catchUp waits for entries other instances hold. */
  readonly catchUpMs?: number;
}

type Entry = [id: string, fields: string[]];

export class RecordConsumer {
  private stopped = false;
  private loop: Promise<void> | null = null;
  private readonly reader: Redis;
  readonly stream: string;
  readonly schema: string;
  /** Games recorded since the start. */
  recorded = 0;

  constructor(
    private readonly redis: Redis,
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly options: RecordConsumerOptions,
  ) {
    this.reader = redis.duplicate();
    this.stream = options.stream ?? redisKeys.recordEvents;
    this.schema = options.schema ?? SCHEMA;
  }

  async start(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.stream, RECORD_GROUP, '0', 'MKSTREAM');
    } catch (err) {
      if (!String(err).includes('BUSYGROUP')) throw err;
    }
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const { consumer, blockMs = 2000, claimIdleMs = 30_000 } = this.options;
    let lastClaim = 0;
    while (!this.stopped) {
      try {
        if (Date.now() - lastClaim >= claimIdleMs / 2) {
          lastClaim = Date.now();
          const claimed = (await this.redis.xautoclaim(
            this.stream,
            RECORD_GROUP,
            consumer,
            claimIdleMs,
            '0',
            'COUNT',
            100,
          )) as [string, Entry[]];
          await this.handle(claimed[1]);
        }
        const read = (await this.reader.xreadgroup(
          'GROUP',
          RECORD_GROUP,
          consumer,
          'COUNT',
          100,
          'BLOCK',
          blockMs,
          'STREAMS',
          this.stream,
          '>',
        )) as [string, Entry[]][] | null;
        if (read) await this.handle(read[0]?.[1] ?? []);
      } catch (err) {
        if (this.stopped) return;
        this.log.error({ err }, 'record stream failed; retrying');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async handle(entries: readonly Entry[]): Promise<void> {
    for (const [id, fields] of entries) {
      if (!fields) continue;
      const json = fields[fields.indexOf('record') + 1];
      let parsed: ReturnType<typeof gameRecordSchema.safeParse> | null = null;
      try {
        parsed = gameRecordSchema.safeParse(JSON.parse(json ?? ''));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) this.log.warn({ entry: id }, 'malformed game record dropped');
      else if (await recordGame(this.pool, parsed.data, this.schema)) this.recorded += 1;
      await this.redis.xack(this.stream, RECORD_GROUP, id);
    }
  }

  /** Records every entry already in the stream (this instance's or, bounded, another's) before a decision. */
  async catchUp(): Promise<void> {
    const { consumer, catchUpMs = 3000 } = this.options;
    for (;;) {
      const read = (await this.redis.xreadgroup(
        'GROUP',
        RECORD_GROUP,
        consumer,
        'COUNT',
        100,
        'STREAMS',
        this.stream,
        '>',
      )) as [string, Entry[]][] | null;
      const entries = read?.[0]?.[1] ?? [];
      if (entries.length === 0) break;
      await this.handle(entries);
    }
    const deadline = Date.now() + catchUpMs;
    while (Date.now() < deadline) {
      const [count] = (await this.redis.xpending(this.stream, RECORD_GROUP)) as [number, ...unknown[]];
      if (Number(count) === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reader.disconnect();
    await this.loop?.catch(() => {});
  }
}
