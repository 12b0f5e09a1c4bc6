/**
 * The views of each table's current state, kept in the worker's memory after a step is published,
 * so a computer's move and a re-publication (clock warning, seat change, "Weiter") need not ask the
 * rule service again. Bounded (least recently used tables go first); a miss only costs a
 * `rules.<game>.view` request, so a restarted worker or another worker's table is no problem.
 */
export class ViewCache {
  private readonly tables = new Map<string, { stateVersion: number; views: readonly unknown[] }>();

  constructor(private readonly capacity = 2000) {}

  put(tableId: string, stateVersion: number, views: readonly unknown[]): void {
    this.tables.delete(tableId);
    this.tables.set(tableId, { stateVersion, views });
    if (this.tables.size > this.capacity) {
      const oldest = this.tables.keys().next().value as string;
      this.tables.delete(oldest);
    }
  }

  /** The views of the state published under `stateVersion`, or null. */
  get(tableId: string, stateVersion: number): readonly unknown[] | null {
    const entry = this.tables.get(tableId);
    if (!entry || entry.stateVersion !== stateVersion) return null;
    this.tables.delete(tableId);
    this.tables.set(tableId, entry);
    return entry.views;
  }

  drop(tableId: string): void {
    this.tables.delete(tableId);
  }
}
