/**
 * The dining room (Speisesaal) as data: 24 tables on a 6 x 6 grid around the Pianobar,
 * 12 classes with two tables each, 4 chairs per table, 68 chairs. Orthogonally neighbouring tables
 * share the chair between them (28 shared chairs), so two neighbours have 7 places together.
 *
 *   row 0:  T1  T2  T3  T4  T5  T6
 *   row 1:  T7  T8          T9  T10
 *   row 2:  T11     (bar)       T12
 *   row 3:  T13     (bar)       T14
 *   row 4:  T15 T16         T17 T18
 *   row 5:  T19 T20 T21 T22 T23 T24
 *
 * Coordinates are in table units: a table's centre is (col, row); a chair sits half a unit from
 * its table's centre on one of the four sides (a shared chair halfway between its two tables).
 */
import { CLASS_IDS, type ClassId } from './tiles.js';

export type TableId = string;
export type ChairId = string;

const POSITIONS: readonly (readonly [row: number, col: number])[] = [
  ...[0, 1, 2, 3, 4, 5].map((c) => [0, c] as const),
  [1, 0],
  [1, 1],
  [1, 4],
  [1, 5],
  [2, 0],
  [2, 5],
  [3, 0],
  [3, 5],
  [4, 0],
  [4, 1],
  [4, 4],
  [4, 5],
  ...[0, 1, 2, 3, 4, 5].map((c) => [5, c] as const),
];

/** Class letter per table (index = table index); mostly side by side, F and G across the room. */
const TABLE_CLASS_LETTERS = 'AABBCCDDEEFFGGHHIIJJKKLL';
// F (T11, T12) and G (T13, T14) sit at the edges of rows 2 and 3: each class spans the room.

export interface Table {
  readonly id: TableId;
  readonly index: number;
  readonly cls: ClassId;
  readonly row: number;
  readonly col: number;
  /** Centre for drawing (table units). */
  readonly x: number;
  readonly y: number;
  /** Its 4 chairs (ids), clockwise from the top. */
  readonly chairs: readonly ChairId[];
  /** Neighbouring tables (sharing a chair). */
  readonly neighbours: readonly TableId[];
}

export interface Chair {
  readonly id: ChairId;
  readonly index: number;
  /** One table, or two for a shared chair (goldener Rand). */
  readonly tables: readonly TableId[];
  readonly shared: boolean;
  readonly x: number;
  readonly y: number;
}

export interface Neighbours {
  readonly tables: readonly [TableId, TableId];
  readonly chair: ChairId;
}

const SIDES = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

function build() {
  const at = new Map(POSITIONS.map(([r, c], i) => [`${r},${c}`, i]));
  const chairTables: number[][] = [];
  const chairXY: [number, number][] = [];
  const tableChairs: number[][] = POSITIONS.map(() => []);
  const sharedBetween = new Map<string, number>();
  POSITIONS.forEach(([r, c], t) => {
    for (const [dr, dc] of SIDES) {
      const other = at.get(`${r + dr},${c + dc}`);
      const key = other === undefined ? '' : `${Math.min(t, other)}-${Math.max(t, other)}`;
      let chair = other === undefined ? undefined : sharedBetween.get(key);
      if (chair === undefined) {
        chair = chairTables.length;
        chairTables.push(other === undefined ? [t] : [t, other]);
        chairXY.push([c + dc / 2, r + dr / 2]);
        if (other !== undefined) sharedBetween.set(key, chair);
      }
      tableChairs[t]?.push(chair);
    }
  });
  return { chairTables, chairXY, tableChairs, sharedBetween };
}

const built = build();

export const TABLE_COUNT = POSITIONS.length;
export const CHAIR_COUNT = built.chairTables.length;

/** Table index → its 4 chair indices. */
export const TABLE_CHAIRS: readonly (readonly number[])[] = built.tableChairs;
/** Chair index → its 1 or 2 table indices. */
export const CHAIR_TABLES: readonly (readonly number[])[] = built.chairTables;
/** Table index → class index 0..11. */
export const TABLE_CLASS: readonly number[] = [...TABLE_CLASS_LETTERS].map((l) =>
  CLASS_IDS.indexOf(l as ClassId),
);
/** Chair index → the class indices a passenger may have there (1 or 2). */
export const CHAIR_CLASSES: readonly (readonly number[])[] = CHAIR_TABLES.map((ts) => [
  ...new Set(ts.map((t) => TABLE_CLASS[t] as number)),
]);

/** Class index → the chairs a passenger of that class may take (its tables' chairs). */
export const CLASS_CHAIRS: readonly (readonly number[])[] = CLASS_IDS.map((_, cls) =>
  CHAIR_CLASSES.flatMap((classes, c) => (classes.includes(cls) ? [c] : [])),
);
/** Every chair index, for directors. */
export const ALL_CHAIRS: readonly number[] = CHAIR_TABLES.map((_, c) => c);

export const tableId = (index: number): TableId => `T${index + 1}`;
export const chairId = (index: number): ChairId => `C${index + 1}`;

/** Chair id → index, or -1 when unknown. */
export function chairIndex(id: unknown): number {
  if (typeof id !== 'string' || !/^C[1-9]\d?$/.test(id)) return -1;
  const i = Number(id.slice(1)) - 1;
  return i < CHAIR_COUNT ? i : -1;
}

export const TABLES: readonly Table[] = POSITIONS.map(([row, col], t) => ({
  id: tableId(t),
  index: t,
  cls: TABLE_CLASS_LETTERS[t] as ClassId,
  row,
  col,
  x: col,
  y: row,
  chairs: (TABLE_CHAIRS[t] ?? []).map(chairId),
  neighbours: (TABLE_CHAIRS[t] ?? [])
    .flatMap((c) => CHAIR_TABLES[c] ?? [])
    .filter((o) => o !== t)
    .map(tableId),
}));

export const CHAIRS: readonly Chair[] = CHAIR_TABLES.map((ts, c) => ({
  id: chairId(c),
  index: c,
  tables: ts.map(tableId),
  shared: ts.length === 2,
  x: built.chairXY[c]?.[0] ?? 0,
  y: built.chairXY[c]?.[1] ?? 0,
}));

export const NEIGHBOURS: readonly Neighbours[] = [...built.sharedBetween.entries()].map(([key, chair]) => {
  const [a, b] = key.split('-').map(Number) as [number, number];
  return { tables: [tableId(a), tableId(b)], chair: chairId(chair) };
});
