/**
 * The marking of a seating move (Vormerken), from the snapshot's legal list only: which chairs a
 * passenger may be marked on next so that the marked set stays part of a legal move, whether the
 * marked set is a whole legal move (then "Setzen"), and whether that move asks the pure-table
 * choice. Also the bar and the swaps a chosen passenger has.
 */
import type { ChairId, CruiseAction, Placement, SeatAction, TileId } from '@spielcenter/cruise';

const key = (p: Placement) => `${p.tile}@${p.chair}`;

export interface Marking {
  /** Per hand passenger not yet marked: the chairs he may be marked on next. */
  readonly next: ReadonlyMap<TileId, ReadonlySet<ChairId>>;
  /** The legal seating moves that are exactly the marked set (two when they ask "Hand −1" or not). */
  readonly complete: readonly SeatAction[];
  /** The complete move asks the pure-table choice. */
  readonly asksPure: boolean;
}

const isSeat = (a: CruiseAction): a is SeatAction => a.type === 'seat';

export function marking(legal: readonly CruiseAction[], marked: readonly Placement[]): Marking {
  const markedKeys = new Set(marked.map(key));
  const markedChairs = new Set(marked.map((p) => p.chair));
  const markedTiles = new Set(marked.map((p) => p.tile));
  const next = new Map<TileId, Set<ChairId>>();
  const complete: SeatAction[] = [];
  for (const a of legal) {
    if (!isSeat(a)) continue;
    const keys = a.seats.map(key);
    if (![...markedKeys].every((k) => keys.includes(k))) continue;
    if (a.seats.length === marked.length) complete.push(a);
    for (const p of a.seats) {
      if (markedTiles.has(p.tile) || markedChairs.has(p.chair)) continue;
      const chairs = next.get(p.tile) ?? new Set<ChairId>();
      chairs.add(p.chair);
      next.set(p.tile, chairs);
    }
  }
  return { next, complete, asksPure: complete.some((a) => a.pure !== undefined) };
}

/** The complete move with the player's pure-table choice (or without, when none is asked). */
export function chooseMove(m: Marking, pure: 'hand' | 'draw' | null): SeatAction | null {
  return m.complete.find((a) => (a.pure ?? null) === pure) ?? null;
}

/** Whether the marked set is still part of some legal move (else it is dropped). */
export function stillPossible(legal: readonly CruiseAction[], marked: readonly Placement[]): boolean {
  if (marked.length === 0) return true;
  const m = marking(legal, marked);
  return m.complete.length > 0 || m.next.size > 0;
}

export function barAllowed(legal: readonly CruiseAction[], tile: TileId | null): boolean {
  return tile !== null && legal.some((a) => a.type === 'bar' && a.tile === tile);
}

/** The chairs whose director the passenger may swap out (lila). */
export function swapChairs(legal: readonly CruiseAction[], tile: TileId | null): ReadonlySet<ChairId> {
  const out = new Set<ChairId>();
  for (const a of legal) if (a.type === 'swap' && a.tile === tile) out.add(a.chair);
  return out;
}

/** Hand passengers that can do anything now (be marked, go to the bar, swap a director). */
export function activeTiles(
  legal: readonly CruiseAction[],
  m: Marking,
  marked: readonly Placement[],
): Set<TileId> {
  const out = new Set<TileId>(m.next.keys());
  if (marked.length === 0) {
    for (const a of legal) if (a.type === 'bar' || a.type === 'swap') out.add(a.tile);
  }
  return out;
}
