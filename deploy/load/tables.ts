/**
 * Computer-only tables kept running: fast-tempo Speedboss tables of four easy computers started
 * directly on Temporal (as the gateway would, without a human), each slot starting a new table
 * when its game ends, so the load stays at the target count.
 */
import { randomUUID } from 'node:crypto';
import {
  type SeatInfo,
  TABLES_TASK_QUEUE,
  type TableInput,
  tableMessages,
  tableWorkflowId,
  timingFor,
} from '@spielcenter/proto';
import type { Client } from '@temporalio/client';

export class ComputerTables {
  private target = 0;
  private slots = 0;
  private stopping = false;
  private readonly running = new Set<string>();
  private readonly finished: string[] = [];
  private readonly all: string[] = [];
  private readonly loops: Promise<void>[] = [];
  private pendingStarts: Promise<unknown>[] = [];

  constructor(
    private readonly temporal: Client,
    private readonly taskQueue = TABLES_TASK_QUEUE,
  ) {}

  /** Keeps `k` tables running (a lower target lets the surplus tables end with their game). */
  setTarget(k: number): void {
    this.target = k;
    while (this.slots < k) {
      const i = this.slots++;
      this.loops.push(this.slot(i));
    }
  }

  /** Resolves when every slot's current table has been started. */
  async started(): Promise<void> {
    await Promise.allSettled(this.pendingStarts);
  }

  /** Every table started, oldest first. */
  allIds(): string[] {
    return [...this.all];
  }

  /** Tables whose game ended, oldest first. */
  finishedIds(): string[] {
    return [...this.finished];
  }

  private async start(): Promise<string> {
    const tableId = `load${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const seats: SeatInfo[] = Array.from({ length: 4 }, (_, i) => ({
      kind: 'computer',
      level: 'easy',
      name: `C${i}`,
    }));
    const input: TableInput = {
      tableId,
      game: 'boss',
      config: { players: 4 },
      seed: tableId,
      seats,
      clockSeconds: null,
      tempo: 'fast',
      timing: timingFor(null, 'fast'),
    };
    await this.temporal.workflow.start(tableMessages.workflow, {
      taskQueue: this.taskQueue,
      workflowId: tableWorkflowId(tableId),
      args: [input],
    });
    return tableId;
  }

  private async slot(i: number): Promise<void> {
    while (i < this.target && !this.stopping) {
      const starting = this.start();
      this.pendingStarts.push(starting);
      let id: string;
      try {
        id = await starting;
      } catch {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      this.running.add(id);
      this.all.push(id);
      await this.temporal.workflow
        .getHandle(tableWorkflowId(id))
        .result()
        .catch(() => {});
      this.running.delete(id);
      if (!this.stopping) this.finished.push(id);
    }
    this.slots = Math.min(this.slots, i);
  }

  /** Ends the load: every running table is terminated. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.pendingStarts = [];
    await Promise.all(
      [...this.running].map((id) =>
        this.temporal.workflow
          .getHandle(tableWorkflowId(id))
          .terminate('capacity measurement done')
          .catch(() => {}),
      ),
    );
    await Promise.race([Promise.allSettled(this.loops), new Promise((r) => setTimeout(r, 10_000))]);
  }
}
