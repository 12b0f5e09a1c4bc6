/**
 * A person's signal on its way to a table (leaving, Turbo): the gateway publishes
 * `table.<id>.interrupt` right after sending it, and a chain of computers' moves running for that
 * table in this worker stops before its next move, so the workflow takes the signal at once
 * instead of after the chain (up to its time budget). One subscription per worker process; a
 * table without a running chain here ignores it.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { subjects } from '@spielcenter/proto';

export class Interrupts {
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(nc: NatsConnection) {
    const sub = nc.subscribe(subjects.interruptAll, {
      callback: (_err, msg) => {
        const tableId = msg.subject.split('.')[1];
        if (tableId) this.fire(tableId);
      },
    });
    void sub.closed.catch(() => {});
  }

  /** Marks a chain of `tableId` as running; `stop` ends it. */
  watch(tableId: string): {
    readonly interrupted: Promise<void>;
    readonly fired: () => boolean;
    stop(): void;
  } {
    let fired = false;
    let resolve = () => {};
    const interrupted = new Promise<void>((r) => {
      resolve = r;
    });
    const on = () => {
      fired = true;
      resolve();
    };
    const set = this.waiting.get(tableId) ?? new Set();
    set.add(on);
    this.waiting.set(tableId, set);
    return {
      interrupted,
      fired: () => fired,
      stop: () => {
        set.delete(on);
        if (set.size === 0) this.waiting.delete(tableId);
      },
    };
  }

  private fire(tableId: string): void {
    for (const on of this.waiting.get(tableId) ?? []) on();
  }
}
