/**
 * The seating rules (Sitzregeln) and the points of a seating move (Punkte), as one evaluation:
 * class rule, pair rule, nobody sits alone, the first-move exception and the Kaffeekränzchen /
 * Stammtisch variant. Works on chair and tile indices so move generation stays fast.
 */
import { CHAIR_CLASSES, CHAIR_TABLES, chairId, TABLE_CHAIRS, TABLE_CLASS, tableId } from './board.js';
import type { CruiseErrorCode } from './errors.js';
import { type TileId, type TileInfo, tileInfo } from './tiles.js';

/** Points a passenger brings at a table of n guests (n >= 2; alone he brings nothing). */
export const PARTY_POINTS = 20;
export const PURE_PARTY_POINTS = 40;

export interface TableCount {
  men: number;
  women: number;
  count: number;
  /** Every guest is of the table's class or a director. */
  pure: boolean;
}

export interface SeatingRules {
  /** Passengers a normal seating move may seat (2; 3 with Freie Platzwahl; 1 with Seegang). */
  readonly maxSeats: number;
  /** A single placement may score nothing (first move on the empty board, Tisch für eins). */
  readonly allowAlone: boolean;
  /** Variant Kaffeekränzchen & Stammtisch. */
  readonly singleGenderTables: boolean;
}

export interface TablePoints {
  readonly table: number;
  readonly points: number;
  /** Guests at the table after the move. */
  readonly guests: number;
  readonly party: boolean;
}

export interface SeatingResult {
  /** Points at tables before event modifiers. */
  readonly base: number;
  readonly tables: readonly TablePoints[];
  /** Tables this move filled with their own class only (reine Tische). */
  readonly pure: readonly number[];
  /** The Kaffeekränzchen/Stammtisch table, or -1. */
  readonly party: number;
}

/** A broken rule, cheap to make (move generation tries many); `cruiseErrors.data` renders it. */
export interface SeatingFault {
  readonly fault: CruiseErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
}

const fault = (code: CruiseErrorCode, params: Record<string, string | number>): SeatingFault => ({
  fault: code,
  params,
});

/** A placement with its facts resolved. */
export interface ResolvedPlacement {
  readonly tile: TileInfo;
  readonly chair: number;
}

export function fitsClass(tile: TileInfo, chair: number): boolean {
  return tile.director || (CHAIR_CLASSES[chair] as readonly number[]).includes(tile.cls);
}

/** Who sits at table t, with the tiles of `extra` placed on top of `chairs`. */
export function countTable(
  chairs: readonly (TileId | null)[],
  t: number,
  extra: readonly ResolvedPlacement[] = [],
): TableCount {
  let men = 0;
  let women = 0;
  let pure = true;
  const cls = TABLE_CLASS[t];
  const tc = TABLE_CHAIRS[t] as readonly number[];
  for (let i = 0; i < 4; i++) {
    const c = tc[i] as number;
    let info: TileInfo | null = null;
    for (let j = 0; j < extra.length; j++)
      if ((extra[j] as ResolvedPlacement).chair === c) info = (extra[j] as ResolvedPlacement).tile;
    if (!info) {
      const id = chairs[c];
      if (!id) continue;
      info = tileInfo(id);
    }
    if (info.gender === 'm') men++;
    else women++;
    if (!info.director && info.cls !== cls) pure = false;
  }
  return { men, women, count: men + women, pure };
}

/** Pair rule: at most 2 men and 2 women, never two more of one than the other. */
export function pairRuleOk(c: TableCount): boolean {
  return c.men <= 2 && c.women <= 2 && Math.abs(c.men - c.women) <= 1;
}

/** Points at one table for `placed` guests seated there this move (Café International's count). */
export function tablePoints(c: TableCount, placed: number, party: boolean): number {
  if (party) return c.pure ? PURE_PARTY_POINTS : PARTY_POINTS;
  if (c.count < 2) return 0;
  const each = c.count === 4 && c.pure ? 8 : c.count;
  return placed * each;
}

/** The Kaffeekränzchen / Stammtisch table of a move (3–4 placements, four of one gender), or -1. */
export function partyTable(chairs: readonly (TileId | null)[], ps: readonly ResolvedPlacement[]): number {
  if (ps.length < 3) return -1;
  const first = CHAIR_TABLES[(ps[0] as ResolvedPlacement).chair] as readonly number[];
  for (const t of first) {
    if (!ps.every((p) => (CHAIR_TABLES[p.chair] as readonly number[]).includes(t))) continue;
    const c = countTable(chairs, t, ps);
    if (c.count === 4 && (c.men === 4 || c.women === 4)) return t;
  }
  return -1;
}

function affectedTables(ps: readonly ResolvedPlacement[]): number[] {
  const out: number[] = [];
  for (const p of ps)
    for (const t of CHAIR_TABLES[p.chair] as readonly number[]) if (!out.includes(t)) out.push(t);
  return out;
}

function placementScores(p: ResolvedPlacement, tables: readonly TablePoints[]): boolean {
  return (CHAIR_TABLES[p.chair] as readonly number[]).some((t) => {
    const tp = tables.find((x) => x.table === t);
    return tp !== undefined && (tp.party || tp.guests >= 2);
  });
}

/**
 * Checks a seating move against the board (tiles in hand and free chairs are checked by the
 * caller) and scores it. Returns the rule broken, or the result.
 */
export function evaluateSeating(
  chairs: readonly (TileId | null)[],
  ps: readonly ResolvedPlacement[],
  rules: SeatingRules,
): SeatingFault | SeatingResult {
  for (const p of ps) {
    if (!fitsClass(p.tile, p.chair))
      return fault('CRUISE_WRONG_CLASS', { tile: p.tile.id, chair: chairId(p.chair) });
  }
  const party = rules.singleGenderTables ? partyTable(chairs, ps) : -1;
  const maxSeats = party >= 0 ? 4 : rules.maxSeats;
  if (ps.length < 1 || ps.length > maxSeats) return fault('CRUISE_SEAT_COUNT', { max: rules.maxSeats });
  const tables: TablePoints[] = [];
  const pure: number[] = [];
  let base = 0;
  for (const t of affectedTables(ps)) {
    const c = countTable(chairs, t, ps);
    if (t !== party && !pairRuleOk(c)) return fault('CRUISE_PAIR_RULE', { table: tableId(t) });
    const placed = ps.filter((p) => (CHAIR_TABLES[p.chair] as readonly number[]).includes(t)).length;
    const points = tablePoints(c, placed, t === party);
    tables.push({ table: t, points, guests: c.count, party: t === party });
    if (c.count === 4 && c.pure) pure.push(t);
    base += points;
  }
  if (!(ps.length === 1 && rules.allowAlone)) {
    const lonely = ps.find((p) => !placementScores(p, tables));
    if (lonely) return fault('CRUISE_ALONE', { tile: lonely.tile.id, chair: chairId(lonely.chair) });
  }
  return { base, tables, pure, party };
}

export function isSeatingResult(r: SeatingFault | SeatingResult): r is SeatingResult {
  return 'base' in r;
}
