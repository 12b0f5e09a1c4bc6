/**
 * Reads the tables' bookings from the Redis stream as a consumer group (several instances share
 * the work), records each in the ledger, projects it, then acknowledges it. An entry a crashed
 * instance left pending is claimed after `claimIdleMs`. A malformed entry is logged and
 * acknowledged (it can never become valid); a failing database or Redis leaves it pending.
 */
import type { Logger, Pool } from '@spielcenter/kit';
import { bookingSchema, redisKeys } from '@spielcenter/proto';
import type { Redis } from 'ioredis';
import { record, SCHEMA } from './ledger.js';
import { project } from './projection.js';

export const GROUP = 'ranking';

export interface ConsumerOptions {
  readonly consumer: string;
  readonly stream?: string;
  readonly schema?: string;
  readonly blockMs?: number;
  readonly claimIdleMs?: number;
}

type Entry = [id: string, fields: string[]];

export class BookingConsumer {
  private stopped = false;
  private loop: Promise<void> | null = null;
  /** A connection of its own for the blocking read (it is closed to stop). */
  private readonly reader: Redis;
  readonly stream: string;
  private readonly schema: string;
  /** Bookings applied since the start (for health and tests). */
  booked = 0;

  constructor(
    private readonly redis: Redis,
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly options: ConsumerOptions,
  ) {
    this.reader = redis.duplicate();
    this.stream = options.stream ?? redisKeys.leaderboardEvents;
    this.schema = options.schema ?? SCHEMA;
  }

  async start(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.stream, GROUP, '0', 'MKSTREAM');
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
            GROUP,
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
          GROUP,
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
        this.log.error({ err }, 'booking stream failed; retrying');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async handle(entries: readonly Entry[]): Promise<void> {
    for (const [id, fields] of entries) {
      if (!fields) continue; // deleted from the stream meanwhile
      const json = fields[fields.indexOf('booking') + 1];
      let parsed: ReturnType<typeof bookingSchema.safeParse> | null = null;
      try {
        parsed = bookingSchema.safeParse(JSON.parse(json ?? ''));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) {
        this.log.warn({ entry: id, fields }, 'malformed booking dropped');
      } else {
        await record(this.pool, parsed.data, this.schema);
        await project(this.redis, parsed.data);
        this.booked += 1;
      }
      await this.redis.xack(this.stream, GROUP, id);
    }
  }

  /**
   * How far the group is behind: entries not yet delivered to it (`lag`, null when Redis cannot
   * tell) and entries delivered but not acknowledged (`pending`).
   */
  async backlog(): Promise<{ lag: number | null; pending: number }> {
    const groups = (await this.redis.xinfo('GROUPS', this.stream)) as unknown[][];
    for (const g of groups) {
      const info = new Map<string, unknown>();
      for (let i = 0; i + 1 < g.length; i += 2) info.set(String(g[i]), g[i + 1]);
      if (info.get('name') !== GROUP) continue;
      const lag = info.get('lag');
      return { lag: typeof lag === 'number' ? lag : null, pending: Number(info.get('pending') ?? 0) };
    }
    return { lag: null, pending: 0 };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reader.disconnect();
    await this.loop?.catch(() => {});
  }
}
