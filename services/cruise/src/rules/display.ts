/**
 * Pure helpers for showing a view (the web's dining room, Tischlupe and info windows): what a
 * marked move would bring, who sits at a table, which classes a chair takes, what a stool costs
 * now. They read a `CruiseView` only, never a state, so they know what the viewer knows.
 */
import type { Placement } from './actions.js';
import { CHAIR_CLASSES, CHAIR_TABLES, chairIndex, TABLE_CHAIRS, TABLE_CLASS, tableId } from './board.js';
import { barValue, seatingTotal } from './scoring.js';
import { countTable, partyTable, type ResolvedPlacement, tablePoints } from './seating.js';
import { CLASS_IDS, type ClassId, isTileId, type TileId, tileInfo } from './tiles.js';
import type { CruiseView } from './view.js';

export type SeatingPreview = {
  /** The move's points with the event in force (what `seated.points` will say). */
  readonly points: number;
  readonly tables: readonly { readonly table: string; readonly points: number }[];
  /** Tables the move fills with their own class only (reine Tische). */
  readonly pure: readonly string[];
  /** The Kaffeekränzchen / Stammtisch table, or null. */
  readonly party: string | null;
};

function resolve(placements: readonly Placement[]): ResolvedPlacement[] | null {
  const out: ResolvedPlacement[] = [];
  for (const p of placements) {
    const chair = chairIndex(p.chair);
    if (chair < 0 || !isTileId(p.tile)) return null;
    out.push({ tile: tileInfo(p.tile), chair });
  }
  return out;
}

/**
 * What seating `placements` on the view's board would bring, counted as the engine counts a
 * complete move (rules aside: a partial move shows what it brings so far). Null for unknown ids.
 */
export function seatingPreview(view: CruiseView, placements: readonly Placement[]): SeatingPreview | null {
  const ps = resolve(placements);
  if (!ps || ps.length === 0) return null;
  const party = view.singleGenderTables ? partyTable(view.chairs, ps) : -1;
  const touched = [...new Set(ps.flatMap((p) => CHAIR_TABLES[p.chair] as readonly number[]))];
  const tables: { table: string; points: number }[] = [];
  const pure: string[] = [];
  let base = 0;
  for (const t of touched) {
    const c = countTable(view.chairs, t, ps);
    const placed = ps.filter((p) => (CHAIR_TABLES[p.chair] as readonly number[]).includes(t)).length;
    const points = tablePoints(c, placed, t === party);
    tables.push({ table: tableId(t), points });
    if (c.count === 4 && c.pure) pure.push(tableId(t));
    base += points;
  }
  return {
    points: seatingTotal(base, pure.length, view.cruise?.effect?.id ?? null),
    tables,
    pure,
    party: party >= 0 ? tableId(party) : null,
  };
}

export type TableGuests = {
  readonly table: string;
  readonly cls: ClassId;
  readonly men: number;
  readonly women: number;
  readonly guests: number;
  /** Every guest so far is of the table's class or a director. */
  readonly pure: boolean;
  /** Its 4 chairs clockwise from the top: who sits there, and the neighbour a shared chair joins. */
  readonly chairs: readonly {
    readonly chair: string;
    readonly tile: TileId | null;
    readonly with: string | null;
  }[];
};

/** Who sits at a table of the view (Tischlupe, info window). Null for an unknown table id. */
export function tableGuests(view: CruiseView, table: string): TableGuests | null {
  const t = /^T\d{1,2}$/.test(table) ? Number(table.slice(1)) - 1 : -1;
  const chairs = TABLE_CHAIRS[t];
  if (!chairs) return null;
  const c = countTable(view.chairs, t);
  return {
    table,
    cls: CLASS_IDS[TABLE_CLASS[t] as number] as ClassId,
    men: c.men,
    women: c.women,
    guests: c.count,
    pure: c.pure,
    chairs: chairs.map((chair) => {
      const other = (CHAIR_TABLES[chair] as readonly number[]).find((x) => x !== t);
      return {
        chair: `C${chair + 1}`,
        tile: view.chairs[chair] ?? null,
        with: other === undefined ? null : tableId(other),
      };
    }),
  };
}

/** The classes whose passengers may take a chair (1, or 2 on a shared chair); directors always. */
export function chairClasses(chair: string): readonly ClassId[] {
  const c = chairIndex(chair);
  return c < 0 ? [] : (CHAIR_CLASSES[c] as readonly number[]).map((i) => CLASS_IDS[i] as ClassId);
}

/** What stool 1..20 brings now (Happy Hour makes the minus stools 0). */
export function stoolPoints(view: CruiseView, stool: number): number {
  return barValue(stool - 1, view.cruise?.effect?.id ?? null);
}
