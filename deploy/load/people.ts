/**
 * Tables with people (issue 37, goal 3): one simulated person per table — a quick Speedboss game
 * at normal tempo against three computers — who answers 2–3 s (uniform) after their turn comes,
 * as a person would. One process, many WebSockets: every person is a session of scenario.ts
 * (its waits are event-driven, no polling), so the generator costs little itself; its own CPU is
 * reported apart from the stack's. Levels of tables are added one after another; each level is
 * judged on at least `acts` acts of all its persons: the act → push p95 and p99.
 */
import { randomBytes } from 'node:crypto';
import { nodeIo } from './node-io.js';
import { type LoadIo, playSession, type SessionResult, summary } from './scenario.js';

export interface PeopleOptions {
  readonly gatewayUrl: string;
  /** The person's answer after their turn comes (ms, uniform between the two). */
  readonly thinkMs?: readonly [number, number];
  readonly tempo?: 'normal' | 'fast';
  /** Send every act with a trace context of its own (`traceparent`) and keep its trace id. */
  readonly trace?: boolean;
  readonly log?: (line: string) => void;
}

/** An act with its trace: sent and its push received (performance.now() and epoch ms). */
export interface TracedAct {
  readonly traceId: string;
  readonly ms: number;
  /** Epoch ms when the act was sent (the spans' clock). */
  readonly sentAt: number;
  readonly at: number;
}

/** A latency with the time it was measured (for a level's window). */
interface Sample {
  readonly ms: number;
  readonly at: number;
  readonly traceId?: string;
  readonly sentAt?: number;
}

export class PeopleTables {
  private readonly persons: Promise<void>[] = [];
  private readonly samples: Sample[] = [];
  private readonly errors: string[] = [];
  private stopping = false;
  private seq = 0;

  constructor(private readonly o: PeopleOptions) {}

  get count(): number {
    return this.persons.length;
  }

  /** Adds persons (each at a table of their own) until there are `n`, `perSecond` starts a second. */
  async grow(n: number, perSecond = 25): Promise<void> {
    while (this.persons.length < n) {
      this.persons.push(this.person(++this.seq));
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
  }

  /** One person: a game after the other, until the measurement stops. */
  private async person(i: number): Promise<void> {
    // With traces: each act's POST starts a trace of its own (the gateway continues it).
    let last: { traceId: string; sentAt: number } | null = null;
    const io: LoadIo = this.o.trace
      ? {
          ...nodeIo,
          post(url, body, headers) {
            if (!body.includes('act(')) return nodeIo.post(url, body, headers);
            const traceId = randomBytes(16).toString('hex');
            last = { traceId, sentAt: Date.now() };
            const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
            return nodeIo.post(url, body, { ...headers, traceparent });
          },
        }
      : nodeIo;
    while (!this.stopping) {
      const r: SessionResult = await playSession(io, {
        gatewayUrl: this.o.gatewayUrl,
        game: 'boss',
        computers: 3,
        tempo: this.o.tempo ?? 'normal',
        maxActs: 100_000,
        timeoutMs: 3_600_000,
        name: `Person ${i}`,
        thinkMs: this.o.thinkMs ?? [2000, 3000],
        onLatency: (ms, at) => {
          const t = last as { traceId: string; sentAt: number } | null;
          this.samples.push({ ms, at, ...(t ? { traceId: t.traceId, sentAt: t.sentAt } : {}) });
          last = null;
        },
        stopped: () => this.stopping,
      }).catch((e) => ({ tableId: null, latencies: [], acts: 0, finished: false, errors: [String(e)] }));
      if (r.errors.length > 0) {
        this.errors.push(...r.errors.slice(0, 3));
        if (!this.stopping) await new Promise((res) => setTimeout(res, 2000));
      }
    }
  }

  /** The samples measured since `from` (performance.now()), until `acts` of them or `maxMs`. */
  async window(
    from: number,
    acts: number,
    maxMs: number,
  ): Promise<{ latencies: number[]; errors: string[] }> {
    const end = from + maxMs;
    const errorsBefore = this.errors.length;
    while (performance.now() < end && this.samples.filter((s) => s.at >= from).length < acts)
      await new Promise((r) => setTimeout(r, 250));
    return {
      latencies: this.samples.filter((s) => s.at >= from).map((s) => s.ms),
      errors: this.errors.slice(errorsBefore),
    };
  }

  /** The traced acts measured since `from` (performance.now()). */
  traced(from: number): TracedAct[] {
    return this.samples.flatMap((s) =>
      s.at >= from && s.traceId && s.sentAt !== undefined
        ? [{ traceId: s.traceId, ms: s.ms, sentAt: s.sentAt, at: s.at }]
        : [],
    );
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled(this.persons);
  }
}

export { summary };
