/**
 * The real stack for the table tests: NATS, Redis and the Temporal dev server (started by
 * `npm test`), every game's rule service and the AI service in-process, and a tables worker on a
 * task queue of its own (so parallel suites never take each other's workflows).
 */
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { DecisionPool, startAiService } from '@spielcenter/ai';
import { engine as boss } from '@spielcenter/boss';
import { engine as coup } from '@spielcenter/coup';
import { engine as cruise } from '@spielcenter/cruise';
import { engine as hokus } from '@spielcenter/hokus';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { engine as krakau } from '@spielcenter/krakau';
import type { Ledger } from '@spielcenter/ledger';
import {
  type AnyEngine,
  type GameId,
  parseRecoveringNotice,
  parseSeatSnapshot,
  redisKeys,
  type SeatInfo,
  type SeatSnapshot,
  subjects,
  type TableInput,
  type Timing,
  tableMessages,
  tableWorkflowId,
} from '@spielcenter/proto';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { Redis } from 'ioredis';
import { createTablesWorker, type TablesWorkerOptions } from './worker.js';

const ENGINES: Record<GameId, AnyEngine> = { boss, coup, cruise, krakau, hokus };

export const FAST: Timing = {
  clockMs: null,
  graceMs: 10_000,
  trickPauseMs: 0,
  roundPauseMs: 0,
  computerDelayMs: 0,
  acknowledgeMs: 5000,
  idleMs: 3600_000,
  rematchHoldMs: 120_000,
};

export class Stack {
  readonly taskQueue = `tables-test-${randomUUID().slice(0, 8)}`;
  nc!: NatsConnection;
  redis!: Redis;
  client!: Client;
  worker?: Worker;
  private running?: Promise<void>;
  private rules = new Map<GameId, JsonService>();
  private ai?: JsonService;
  private log = createLogger('test', 'silent');
  private engines: Record<GameId, AnyEngine> = { ...ENGINES };
  /** The activities' time limits (short in the resilience tests). */
  private timeouts: Pick<TablesWorkerOptions, 'requestTimeoutMs' | 'aiTimeoutMs' | 'recoveringAfterMs'> = {};
  private pool?: DecisionPool;
  private connection?: Connection;
  private native?: NativeConnection;

  /** The Taler ledger the worker books staked tables in (tests that need one set it before start). */
  ledger?: Ledger;

  async start({
    worker = true,
    engines = {},
    timeouts = {},
    redisUrl,
  }: {
    /** A Redis of the test's own (one it may stop), instead of REDIS_URL. */
    redisUrl?: string;
    worker?: boolean;
    /** Engines served instead of the real ones (a deliberately broken one, for the bug test). */
    engines?: Partial<Record<GameId, AnyEngine>>;
    timeouts?: Stack['timeouts'];
  } = {}): Promise<this> {
    const env = loadConfig();
    this.engines = { ...ENGINES, ...engines };
    this.timeouts = timeouts;
    this.nc = await connectNats({ url: env.NATS_URL, name: 'tables-test' });
    this.redis = new Redis(redisUrl ?? env.REDIS_URL);
    this.pool = new DecisionPool(1);
    for (const game of Object.keys(this.engines) as GameId[]) await this.startRules(game);
    await this.startAi();
    this.connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
    this.client = new Client({ connection: this.connection });
    this.native = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
    if (worker) await this.startWorker();
    return this;
  }

  /** Starts (again) a game's rule service. */
  async startRules(game: GameId): Promise<void> {
    this.rules.set(game, await serveEngine(this.nc, game, this.engines[game], this.log));
  }

  /** Stops a game's rule service: its requests time out or find no responders. */
  async stopRules(game: GameId): Promise<void> {
    await this.rules.get(game)?.stop();
    this.rules.delete(game);
  }

  async startAi(): Promise<void> {
    this.ai = await startAiService(this.nc, this.pool as DecisionPool, this.log);
  }

  async stopAi(): Promise<void> {
    await this.ai?.stop();
    this.ai = undefined;
  }

  async startWorker(): Promise<void> {
    this.worker = await createTablesWorker({
      connection: this.native as NativeConnection,
      nc: this.nc,
      redis: this.redis,
      taskQueue: this.taskQueue,
      ...this.timeouts,
      ...(this.ledger ? { ledger: this.ledger } : {}),
    });
    this.running = this.worker.run();
  }

  async stopWorker(): Promise<void> {
    this.worker?.shutdown();
    await this.running;
    this.worker = undefined;
  }

  async startTable(
    seats: (SeatInfo | null)[],
    over: Partial<Omit<TableInput, 'timing'>> & { timing?: Partial<Timing> } = {},
  ): Promise<{ tableId: string; handle: WorkflowHandle }> {
    const tableId = `t${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const input: TableInput = {
      tableId,
      game: 'boss',
      config: { players: seats.length },
      seed: over.seed ?? tableId,
      seats,
      clockSeconds: null,
      tempo: 'fast',
      ...over,
      timing: { ...FAST, ...over.timing },
    };
    const handle = await this.client.workflow.start(tableMessages.workflow, {
      taskQueue: this.taskQueue,
      workflowId: tableWorkflowId(tableId),
      args: [input],
    });
    return { tableId, handle };
  }

  async snapshot(tableId: string, seat: number): Promise<SeatSnapshot | null> {
    const raw = await this.redis.get(redisKeys.seatView(tableId, seat));
    if (!raw) return null;
    const snap = parseSeatSnapshot(raw, tableId, seat);
    if (!snap) throw new Error(`seat ${seat} of ${tableId}: Redis holds no valid snapshot`);
    return snap;
  }

  /** Polls a seat's snapshot in Redis until `ok` holds. */
  async waitFor(
    tableId: string,
    seat: number,
    ok: (s: SeatSnapshot) => boolean,
    timeoutMs = 20_000,
  ): Promise<SeatSnapshot> {
    const deadline = Date.now() + timeoutMs;
    let last: SeatSnapshot | null = null;
    while (Date.now() < deadline) {
      last = await this.snapshot(tableId, seat);
      if (last && ok(last)) return last;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`timed out waiting for seat ${seat} of ${tableId}; last version ${last?.version}`);
  }

  /** Every push on a seat's subject (and when it arrived), collected until `stop()`. */
  collect(tableId: string, seat: number): { messages: SeatSnapshot[]; times: number[]; stop: () => void } {
    const sub = this.nc.subscribe(subjects.seat(tableId, seat));
    const messages: SeatSnapshot[] = [];
    const times: number[] = [];
    void (async () => {
      for await (const m of sub) {
        if (parseRecoveringNotice(m.string(), tableId, seat)) continue;
        const snap = parseSeatSnapshot(m.string(), tableId, seat);
        if (!snap) throw new Error(`an invalid push on seat ${seat} of ${tableId}`);
        messages.push(snap);
        times.push(Date.now());
      }
    })();
    return { messages, times, stop: () => sub.unsubscribe() };
  }

  async stop(): Promise<void> {
    await this.stopWorker();
    for (const s of this.rules.values()) await s.stop();
    await this.ai?.stop();
    await this.pool?.close();
    await this.native?.close();
    await this.connection?.close();
    this.redis.disconnect();
    await this.nc.drain();
  }
}

export const humans = (n: number, prefix = 'p'): SeatInfo[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'human' as const,
    playerId: `${prefix}${i}`,
    name: `Spieler ${i + 1}`,
  }));

export const computers = (n: number): SeatInfo[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'computer' as const,
    level: 'easy' as const,
    name: `Computer ${i + 1}`,
  }));
