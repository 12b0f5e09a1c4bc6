/**
 * Every legal action of a seat: seating moves (all combinations), bar, swaps, or the draw.
 *
 * The pair rule („höchstens 2 Herren und 2 Damen, und nie zwei mehr vom einen als vom anderen“)
 * describes a table after the whole move, so a placement that breaks it on its own is still a
 * candidate when the rest of the move can make the table right again. The search prunes a partial
 * move only by conditions that more placements cannot cure: more than 2 men or 2 women at a table
 * (guests only come), or a man/woman difference larger than the placements still to come can close.
 * Every move it finds is then judged by `evaluateSeating`, the same function `apply` uses.
 */
import type { CruiseAction, SeatAction } from './actions.js';
import { ALL_CHAIRS, CHAIR_TABLES, CLASS_CHAIRS, chairId, TABLE_CHAIRS, TABLE_COUNT } from './board.js';
import { activeEffect, seatingRules } from './effects.js';
import {
  countTable,
  evaluateSeating,
  fitsClass,
  isSeatingResult,
  type ResolvedPlacement,
  type SeatingResult,
  type SeatingRules,
} from './seating.js';
import { BAR_STOOLS, type CruiseState } from './state.js';
import { type TileInfo, tileInfo } from './tiles.js';

/** A placement that keeps the class rule and the 2-and-2 limit on its own, with its hand position. */
export interface Candidate extends ResolvedPlacement {
  readonly hand: number;
  /** Would score on its own: one of its tables already has a guest. */
  readonly scores: boolean;
}

/** Found a seating move; return true to stop the search. */
type Visit = (ps: readonly Candidate[], r: SeatingResult) => boolean;

/** Men and women per table: the board's, plus the placements of the move being built. */
interface Counts {
  readonly men: Int8Array;
  readonly women: Int8Array;
}

function boardCounts(s: CruiseState): Counts & { readonly guests: Int8Array } {
  const men = new Int8Array(TABLE_COUNT);
  const women = new Int8Array(TABLE_COUNT);
  const guests = new Int8Array(TABLE_COUNT);
  for (let t = 0; t < TABLE_COUNT; t++) {
    const c = countTable(s.chairs, t);
    men[t] = c.men;
    women[t] = c.women;
    guests[t] = c.count;
  }
  return { men, women, guests };
}

/** Every (hand tile, free chair) of the tile's class that leaves at most 2 men and 2 women. */
export function candidates(s: CruiseState, seat: number): Candidate[] {
  const hand = (s.hands[seat] ?? []).map(tileInfo);
  const { men, women, guests } = boardCounts(s);
  const out: Candidate[] = [];
  for (let h = 0; h < hand.length; h++) {
    const tile = hand[h] as TileInfo;
    const m = tile.gender === 'm' ? 1 : 0;
    for (const c of tile.director ? ALL_CHAIRS : (CLASS_CHAIRS[tile.cls] as readonly number[])) {
      if (s.chairs[c] !== null) continue;
      let ok = true;
      let scores = false;
      for (const t of CHAIR_TABLES[c] as readonly number[]) {
        if ((guests[t] as number) > 0) scores = true;
        if ((men[t] as number) + m > 2 || (women[t] as number) + 1 - m > 2) ok = false;
      }
      if (ok) out.push({ tile, chair: c, hand: h, scores });
    }
  }
  return out;
}

function shareTable(a: number, b: number): boolean {
  const ta = CHAIR_TABLES[a] as readonly number[];
  const tb = CHAIR_TABLES[b] as readonly number[];
  for (const t of ta) if (tb.includes(t)) return true;
  return false;
}

/** Cheap necessary condition: everyone scores alone or sits at a table with another of the move. */
function plausible(ps: readonly Candidate[]): boolean {
  if (ps.length === 1) return true;
  return ps.every((p) => p.scores || ps.some((q) => q !== p && shareTable(p.chair, q.chair)));
}

/** Adds (+1) or removes (−1) a placement's guest at its tables. */
function count(counts: Counts, p: Candidate, sign: number): void {
  const arr = p.tile.gender === 'm' ? counts.men : counts.women;
  for (const t of CHAIR_TABLES[p.chair] as readonly number[]) arr[t] = (arr[t] as number) + sign;
}

/** Whether the tables of `ps` can still keep the pair rule with `left` more placements. */
function curable(counts: Counts, ps: readonly Candidate[], left: number): boolean {
  for (const p of ps) {
    for (const t of CHAIR_TABLES[p.chair] as readonly number[]) {
      const m = counts.men[t] as number;
      const w = counts.women[t] as number;
      if (m > 2 || w > 2 || Math.abs(m - w) > 1 + left) return false;
    }
  }
  return true;
}

interface Search {
  readonly s: CruiseState;
  readonly cands: readonly Candidate[];
  /** Per candidate: the index of the first candidate of a later hand tile. */
  readonly nextHand: readonly number[];
  /** Per table: the indices of the candidates on its chairs, ascending. */
  readonly byTable: readonly (readonly number[])[];
  readonly rules: SeatingRules;
  readonly counts: Counts;
  readonly visit: Visit;
}

function newSearch(s: CruiseState, seat: number, visit: Visit): Search {
  const cands = candidates(s, seat);
  const nextHand: number[] = new Array(cands.length);
  for (let i = cands.length - 1; i >= 0; i--) {
    const next = cands[i + 1];
    nextHand[i] =
      next && next.hand !== (cands[i] as Candidate).hand ? i + 1 : (nextHand[i + 1] ?? cands.length);
  }
  const byTable: number[][] = Array.from({ length: TABLE_COUNT }, () => []);
  cands.forEach((c, i) => {
    for (const t of CHAIR_TABLES[c.chair] as readonly number[]) (byTable[t] as number[]).push(i);
  });
  return { s, cands, nextHand, byTable, rules: seatingRules(s), counts: boardCounts(s), visit };
}

/** The chair of a placement that scores neither alone nor with another of `ps`, or -1. */
function lonelyChair(ps: readonly Candidate[]): number {
  for (const p of ps) {
    if (!p.scores && !ps.some((q) => q !== p && shareTable(p.chair, q.chair))) return p.chair;
  }
  return -1;
}

/** Tries `ps` + candidate i; true when the visitor stopped. */
function tryWith(search: Search, ps: Candidate[], i: number): boolean {
  const { cands, rules, counts } = search;
  const c = cands[i] as Candidate;
  if (ps.some((p) => p.chair === c.chair)) return false;
  ps.push(c);
  count(counts, c, 1);
  let stop = false;
  if (curable(counts, ps, rules.maxSeats - ps.length)) {
    if (curable(counts, ps, 0) && plausible(ps)) {
      const r = evaluateSeating(search.s.chairs, ps, rules);
      stop = isSeatingResult(r) && r.party < 0 && search.visit(ps, r);
    }
    if (!stop && ps.length < rules.maxSeats) stop = extend(search, ps, search.nextHand[i] as number);
  }
  count(counts, c, -1);
  ps.pop();
  return stop;
}

/**
 * Extends `ps` by candidates from index `from` on (later hand tiles only). For the move's last
 * placement, a passenger of `ps` who would sit alone so far narrows the search to his tables.
 */
function extend(search: Search, ps: Candidate[], from: number): boolean {
  const lonely = ps.length === search.rules.maxSeats - 1 ? lonelyChair(ps) : -1;
  if (lonely < 0) {
    for (let i = from; i < search.cands.length; i++) if (tryWith(search, ps, i)) return true;
    return false;
  }
  // Two tables share only the lonely passenger's own chair, so no candidate comes twice.
  for (const t of CHAIR_TABLES[lonely] as readonly number[]) {
    for (const i of search.byTable[t] as readonly number[]) {
      if (i >= from && tryWith(search, ps, i)) return true;
    }
  }
  return false;
}

/** Kaffeekränzchen / Stammtisch: 3–4 passengers of one gender completing one table. */
function partyMoves(s: CruiseState, seat: number, rules: SeatingRules, visit: Visit): boolean {
  const hand = (s.hands[seat] ?? []).map(tileInfo);
  for (let t = 0; t < TABLE_COUNT; t++) {
    const free = (TABLE_CHAIRS[t] as readonly number[]).filter((c) => s.chairs[c] === null);
    if (free.length < 3) continue;
    const count = countTable(s.chairs, t);
    for (const g of ['m', 'w'] as const) {
      if ((g === 'm' ? count.women : count.men) > 0) continue;
      const stop = assign(free, 0, hand, g, [], (ps) => {
        const sorted = ps.slice().sort((a, b) => a.hand - b.hand);
        const r = evaluateSeating(s.chairs, sorted, rules);
        return isSeatingResult(r) && r.party === t && visit(sorted, r);
      });
      if (stop) return true;
    }
  }
  return false;
}

function assign(
  free: readonly number[],
  k: number,
  hand: readonly TileInfo[],
  g: 'm' | 'w',
  acc: Candidate[],
  emit: (ps: Candidate[]) => boolean,
): boolean {
  if (k === free.length) return emit(acc);
  const chair = free[k] as number;
  for (let h = 0; h < hand.length; h++) {
    const tile = hand[h] as TileInfo;
    if (tile.gender !== g || acc.some((p) => p.hand === h) || !fitsClass(tile, chair)) continue;
    if (assign(free, k + 1, hand, g, [...acc, { tile, chair, hand: h, scores: true }], emit)) return true;
  }
  return false;
}

/** Visits every legal seating move of `seat` (placements in hand order); true when stopped. */
export function searchSeatMoves(s: CruiseState, seat: number, visit: Visit): boolean {
  const search = newSearch(s, seat, visit);
  if (extend(search, [], 0)) return true;
  return search.rules.singleGenderTables && partyMoves(s, seat, search.rules, visit);
}

function pushSeat(ps: readonly ResolvedPlacement[], r: SeatingResult, out: CruiseAction[]): void {
  const seats = ps.map((p) => ({ tile: p.tile.id, chair: chairId(p.chair) }));
  if (r.pure.length === 0) out.push({ type: 'seat', seats } satisfies SeatAction);
  else out.push({ type: 'seat', seats, pure: 'hand' }, { type: 'seat', seats, pure: 'draw' });
}

export function seatMoves(s: CruiseState, seat: number): CruiseAction[] {
  const out: CruiseAction[] = [];
  searchSeatMoves(s, seat, (ps, r) => {
    pushSeat(ps, r, out);
    return false;
  });
  return out;
}

export function barMoves(s: CruiseState, seat: number): CruiseAction[] {
  if (s.bar.length >= BAR_STOOLS || activeEffect(s) === 'barClosed') return [];
  const tiles = (s.hands[seat] ?? []).filter((t) => !tileInfo(t).director);
  return tiles.map((tile) => ({ type: 'bar', tile }));
}

export function swapMoves(s: CruiseState, seat: number): CruiseAction[] {
  const out: CruiseAction[] = [];
  s.chairs.forEach((seated, c) => {
    if (!seated || !tileInfo(seated).director) return;
    const d = tileInfo(seated);
    for (const id of s.hands[seat] ?? []) {
      const t = tileInfo(id);
      if (!t.director && t.gender === d.gender && fitsClass(t, c))
        out.push({ type: 'swap', tile: id, chair: chairId(c) });
    }
  });
  return out;
}

/** The move phase's legal actions of the seat to move. */
export function moveActions(s: CruiseState, seat: number): CruiseAction[] {
  return [...seatMoves(s, seat), ...barMoves(s, seat), ...swapMoves(s, seat)];
}

/** Whether the seat can do anything at all (cheap checks first, then the first seating move). */
export function canMove(s: CruiseState, seat: number): boolean {
  if (barMoves(s, seat).length > 0 || swapMoves(s, seat).length > 0) return true;
  return searchSeatMoves(s, seat, () => true);
}
