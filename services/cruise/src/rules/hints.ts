/**
 * The helpers the board shows (Bedienung, Tischlupe): per table who may still join and what the
 * next guest brings; per hand passenger every chair he may take in a legal move, with the points he
 * brings there (· = needs a partner in the same move); the legal swaps. All from the same search
 * `legalActions` uses, so a lit chair is always part of a legal move and every legal move is lit.
 */
import { CHAIR_COUNT, CHAIR_TABLES, chairId, TABLE_COUNT, tableId } from './board.js';
import { activeEffect, seatingRules } from './effects.js';
import { searchSeatMoves, swapMoves } from './moves.js';
import { seatingTotal } from './scoring.js';
import { countTable, pairRuleOk, type TableCount, tablePoints } from './seating.js';
import type { CruiseState } from './state.js';
import { type TileId, tileInfo } from './tiles.js';

export type ChairHint = {
  readonly chair: string;
  /** Points this passenger brings there as the move's only passenger (event modifiers applied). */
  readonly points: number;
  /**
   * He cannot be seated there alone: he would bring nothing, or the pair rule wants a guest of the
   * other gender at that table in the same move.
   */
  readonly needsPartner: boolean;
  /** Part of a Kaffeekränzchen / Stammtisch move there (the variant's orange ♀ / ♂ chairs). */
  readonly party: boolean;
};
export type TileHints = { readonly tile: TileId; readonly chairs: readonly ChairHint[] };
export type SwapHint = { readonly tile: TileId; readonly chair: string };
export type TableView = {
  readonly table: string;
  readonly guests: number;
  /**
   * Points the next guest of the table's class (or a director) brings there, event modifiers
   * applied: guests + 1, or 8 when he completes a pure table; 0 at an empty or full table.
   */
  readonly value: number;
  /** Whether a man / a woman may still join in some move (the pair rule after the whole move). */
  readonly man: boolean;
  readonly woman: boolean;
};

/** Whether a guest of gender `g` can join a table counted `c` in a move of up to `maxSeats`. */
function mayJoin(c: TableCount, g: 'm' | 'w', maxSeats: number, party: boolean): boolean {
  const free = 4 - c.count;
  const same = g === 'm' ? c.men : c.women;
  const other = g === 'm' ? c.women : c.men;
  if (party && other === 0 && free >= 3) return true;
  for (let a = 1; a <= Math.min(free, maxSeats); a++) {
    for (let b = 0; a + b <= Math.min(free, maxSeats); b++) {
      if (pairRuleOk({ men: same + a, women: other + b, count: 0, pure: false })) return true;
    }
  }
  return false;
}

export function tableViews(s: CruiseState): TableView[] {
  const rules = seatingRules(s);
  const effect = activeEffect(s);
  return Array.from({ length: TABLE_COUNT }, (_, t) => {
    const c = countTable(s.chairs, t);
    const fillsPure = c.count === 3 && c.pure;
    const base = c.count >= 1 && c.count < 4 ? (fillsPure ? 8 : c.count + 1) : 0;
    return {
      table: tableId(t),
      guests: c.count,
      value: seatingTotal(base, fillsPure ? 1 : 0, effect),
      man: mayJoin(c, 'm', rules.maxSeats, rules.singleGenderTables),
      woman: mayJoin(c, 'w', rules.maxSeats, rules.singleGenderTables),
    };
  });
}

/** What `tile` on chair `c` brings as the move's only passenger, pair and alone rules aside. */
function alonePoints(s: CruiseState, tile: TileId, c: number): number {
  const placed = [{ tile: tileInfo(tile), chair: c }];
  let base = 0;
  let pure = 0;
  for (const t of CHAIR_TABLES[c] as readonly number[]) {
    const count = countTable(s.chairs, t, placed);
    base += tablePoints(count, 1, false);
    if (count.count === 4 && count.pure) pure++;
  }
  return seatingTotal(base, pure, activeEffect(s));
}

const ALONE = 1;
const PARTY = 2;

export function tileHints(s: CruiseState, seat: number): TileHints[] {
  const hand = s.hands[seat] ?? [];
  // key = hand index * CHAIR_COUNT + chair; flags: legal alone, part of a party move
  const lit = new Map<number, number>();
  searchSeatMoves(s, seat, (ps, r) => {
    const flags = (ps.length === 1 ? ALONE : 0) | (r.party >= 0 ? PARTY : 0);
    for (const p of ps) {
      const key = p.hand * CHAIR_COUNT + p.chair;
      lit.set(key, (lit.get(key) ?? 0) | flags);
    }
    return false;
  });
  return hand.map((tile, h) => {
    const chairs: ChairHint[] = [];
    for (let c = 0; c < CHAIR_COUNT; c++) {
      const flags = lit.get(h * CHAIR_COUNT + c);
      if (flags === undefined) continue;
      chairs.push({
        chair: chairId(c),
        points: alonePoints(s, tile, c),
        needsPartner: (flags & ALONE) === 0,
        party: (flags & PARTY) !== 0,
      });
    }
    return { tile, chairs };
  });
}

export function swapHints(s: CruiseState, seat: number): SwapHint[] {
  return swapMoves(s, seat).map((a) => {
    const { tile, chair } = a as SwapHint;
    return { tile, chair };
  });
}
