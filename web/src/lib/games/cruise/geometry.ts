/**
 * Where things are drawn, in the engine's table units (a table's centre is (col, row) on the 6 × 6
 * grid, a chair half a unit from it): the Pianobar as a cross in the empty middle with its 20
 * stools in four rows of five, the halves of a shared chair, and the Tischlupe's helm (the table
 * large in the middle, its neighbours around it like spokes).
 */
import { CHAIRS, type Chair, TABLES, type Table } from '@spielcenter/cruise';

export const VIEWBOX = '-0.75 -0.75 6.5 6.5';
export const TABLE_R = 0.27;
export const CHAIR_R = 0.19;
export const STOOL_R = 0.115;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The cross (Steuerkreuz) in the middle: arms above, right, below and left of a 1.5 square. */
export const BAR_CROSS = 'M1.75 0.78 H3.25 V1.75 H4.22 V3.25 H3.25 V4.22 H1.75 V3.25 H0.78 V1.75 H1.75 Z';

const STEP = 0.28;

/**
 * Stool 1..20: row 1 (+1..+5) left to right in the upper arm, row 2 down the right arm, row 3
 * right to left in the lower arm, row 4 up the left arm — round the cross like the board.
 */
export function stoolPosition(stool: number): Point {
  const row = Math.floor((stool - 1) / 5);
  const i = (stool - 1) % 5;
  const along = (i - 2) * STEP;
  if (row === 0) return { x: 2.5 + along, y: 1.22 };
  if (row === 1) return { x: 3.78, y: 2.5 + along };
  if (row === 2) return { x: 2.5 - along, y: 3.78 };
  return { x: 1.22, y: 2.5 - along };
}

export const tableById = (id: string): Table | undefined => TABLES.find((t) => t.id === id);
export const chairById = (id: string): Chair | undefined => CHAIRS.find((c) => c.id === id);

/** The two halves of a shared chair (each in the colour of its table), or null for an own chair. */
export function chairHalves(chair: Chair, at: Point, r: number): { d: string; table: string }[] | null {
  if (!chair.shared) return null;
  const [a, b] = chair.tables.map((id) => tableById(id)) as [Table, Table];
  const { x, y } = at;
  if (a.y === b.y) {
    const [left, right] = a.x < b.x ? [a, b] : [b, a];
    return [
      { d: `M${x} ${y - r} A${r} ${r} 0 0 0 ${x} ${y + r} Z`, table: left.id },
      { d: `M${x} ${y - r} A${r} ${r} 0 0 1 ${x} ${y + r} Z`, table: right.id },
    ];
  }
  const [upper, lower] = a.y < b.y ? [a, b] : [b, a];
  return [
    { d: `M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r} ${y} Z`, table: upper.id },
    { d: `M${x - r} ${y} A${r} ${r} 0 0 0 ${x + r} ${y} Z`, table: lower.id },
  ];
}

/** A drawn table or chair in the Tischlupe: where, how large (1 = as in the dining room). */
export interface Placed<T> {
  readonly item: T;
  readonly at: Point;
  readonly scale: number;
}

export interface Helm {
  readonly centre: Placed<Table>;
  readonly spokes: readonly (Placed<Table> & { readonly from: Point })[];
  readonly chairs: readonly Placed<Chair>[];
}

export const HELM_VIEWBOX = '-3.6 -3.6 7.2 7.2';
/**
 * By touch, the hit radius of the Lupe's own table's chairs: 44 px at a helm of 323 px (a 360 px
 * phone). A chair stands 1 from the middle and the disc reaches 0.54: the hit area goes 0.03 into
 * the disc, which lies below the chairs.
 */
export const FINGER_R = 0.49;
const CENTRE_SCALE = 2;
const SPOKE_SCALE = 1.2;
const SPOKE_DISTANCE = 2.6;

/**
 * The Tischlupe's helm for a table: the table twice as large in the middle with its 4 chairs, each
 * neighbour out along the direction of the chair they share, with its other chairs.
 */
export function helm(tableId: string): Helm | null {
  const centre = tableById(tableId);
  if (!centre) return null;
  const chairs: Placed<Chair>[] = [];
  const seen = new Set<string>();
  const place = (c: Chair, at: Point, scale: number) => {
    if (seen.has(c.id)) return;
    seen.add(c.id);
    chairs.push({ item: c, at, scale });
  };
  for (const id of centre.chairs) {
    const c = chairById(id) as Chair;
    place(c, { x: (c.x - centre.x) * CENTRE_SCALE, y: (c.y - centre.y) * CENTRE_SCALE }, CENTRE_SCALE * 0.85);
  }
  const spokes = centre.neighbours.map((nid) => {
    const n = tableById(nid) as Table;
    const dir = { x: n.x - centre.x, y: n.y - centre.y };
    const at = { x: dir.x * SPOKE_DISTANCE, y: dir.y * SPOKE_DISTANCE };
    for (const id of n.chairs) {
      const c = chairById(id) as Chair;
      place(c, { x: at.x + (c.x - n.x) * SPOKE_SCALE, y: at.y + (c.y - n.y) * SPOKE_SCALE }, SPOKE_SCALE);
    }
    return {
      item: n,
      at,
      scale: SPOKE_SCALE,
      from: { x: dir.x * 0.5 * CENTRE_SCALE, y: dir.y * 0.5 * CENTRE_SCALE },
    };
  });
  return { centre: { item: centre, at: { x: 0, y: 0 }, scale: CENTRE_SCALE }, spokes, chairs };
}
