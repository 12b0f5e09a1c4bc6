/** Every legal action of a seat: seating moves (all combinations), bar, swaps, or the draw. */
import { ALL_CHAIRS, CHAIR_TABLES, CLASS_CHAIRS, chairId, TABLE_CHAIRS, TABLE_COUNT } from './board.js';
import { activeEffect, seatingRules } from './effects.js';
import {
  countTable,
  evaluateSeating,
  fitsClass,
  isSeatingResult,
  pairRuleOk,
  type ResolvedPlacement,
  type SeatingResult,
  type SeatingRules,
  type TableCount,
} from './seating.js';
import type { CruiseAction, CruiseState } from './state.js';
import { BAR_STOOLS } from './state.js';
import { type TileInfo, tileInfo } from './tiles.js';

/** A placement that keeps the class and pair rules on its own, with its tile's hand position. */
export interface Candidate extends ResolvedPlacement {
  readonly hand: number;
  /** Would score on its own: one of its tables already has a guest. */
  readonly scores: boolean;
}

function pairOk(chairs: CruiseState['chairs'], ps: readonly ResolvedPlacement[]): boolean {
  for (const p of ps) {
    for (const t of CHAIR_TABLES[p.chair] as readonly number[]) {
      if (!pairRuleOk(countTable(chairs, t, ps))) return false;
    }
  }
  return true;
}

/** Every (tile, free chair) that fits class and pair rule alone. */
export function candidates(s: CruiseState, seat: number): Candidate[] {
  const hand = (s.hands[seat] ?? []).map(tileInfo);
  const counts = Array.from({ length: TABLE_COUNT }, (_, t) => countTable(s.chairs, t));
  const out: Candidate[] = [];
  for (let h = 0; h < hand.length; h++) {
    const tile = hand[h] as TileInfo;
    const man = tile.gender === 'm' ? 1 : 0;
    for (const c of tile.director ? ALL_CHAIRS : (CLASS_CHAIRS[tile.cls] as readonly number[])) {
      if (s.chairs[c] !== null) continue;
      let ok = true;
      let scores = false;
      for (const t of CHAIR_TABLES[c] as readonly number[]) {
        const n = counts[t] as TableCount;
        if (n.count > 0) scores = true;
        const men = n.men + man;
        const women = n.women + 1 - man;
        if (men > 2 || women > 2 || men - women > 1 || women - men > 1) ok = false;
      }
      if (ok) out.push({ tile, chair: c, hand: h, scores });
    }
  }
  return out;
}

function toAction(ps: readonly ResolvedPlacement[], r: SeatingResult, out: CruiseAction[]): void {
  const seats = ps.map((p) => ({ tile: p.tile.id, chair: chairId(p.chair) }));
  if (r.pure.length === 0) out.push({ type: 'seat', seats });
  else out.push({ type: 'seat', seats, pure: 'hand' }, { type: 'seat', seats, pure: 'draw' });
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

function combos(
  s: CruiseState,
  cands: readonly Candidate[],
  rules: SeatingRules,
  out: CruiseAction[],
  prefix: Candidate[],
  from: number,
): void {
  for (let i = from; i < cands.length; i++) {
    const c = cands[i] as Candidate;
    const last = prefix[prefix.length - 1];
    if (last && (c.hand <= last.hand || prefix.some((p) => p.chair === c.chair))) continue;
    const ps = [...prefix, c];
    const touches = prefix.some((p) => shareTable(p.chair, c.chair));
    if (touches && !pairOk(s.chairs, ps)) continue;
    if (plausible(ps)) {
      const r = evaluateSeating(s.chairs, ps, rules);
      if (isSeatingResult(r) && r.party < 0) toAction(ps, r, out);
    }
    if (ps.length < rules.maxSeats) combos(s, cands, rules, out, ps, i + 1);
  }
}

/** Kaffeekränzchen / Stammtisch: 3–4 passengers of one gender completing one table. */
function partyMoves(s: CruiseState, seat: number, rules: SeatingRules, out: CruiseAction[]): void {
  const hand = (s.hands[seat] ?? []).map(tileInfo);
  for (let t = 0; t < TABLE_COUNT; t++) {
    const free = (TABLE_CHAIRS[t] as readonly number[]).filter((c) => s.chairs[c] === null);
    if (free.length < 3) continue;
    for (const g of ['m', 'w'] as const) {
      const count = countTable(s.chairs, t);
      if ((g === 'm' ? count.women : count.men) > 0) continue;
      assign(free, 0, hand, g, [], (ps) => {
        const sorted = ps.slice().sort((a, b) => a.hand - b.hand);
        const r = evaluateSeating(s.chairs, sorted, rules);
        if (isSeatingResult(r) && r.party === t) toAction(sorted, r, out);
      });
    }
  }
}

function assign(
  free: readonly number[],
  k: number,
  hand: readonly TileInfo[],
  g: 'm' | 'w',
  acc: Candidate[],
  emit: (ps: Candidate[]) => void,
): void {
  if (k === free.length) {
    emit(acc);
    return;
  }
  const chair = free[k] as number;
  hand.forEach((tile, h) => {
    if (tile.gender !== g || acc.some((p) => p.hand === h) || !fitsClass(tile, chair)) return;
    assign(free, k + 1, hand, g, [...acc, { tile, chair, hand: h, scores: true }], emit);
  });
}

export function seatMoves(s: CruiseState, seat: number): CruiseAction[] {
  const rules = seatingRules(s);
  const out: CruiseAction[] = [];
  combos(s, candidates(s, seat), rules, out, [], 0);
  if (rules.singleGenderTables) partyMoves(s, seat, rules, out);
  return out;
}

export function barMoves(s: CruiseState, seat: number): CruiseAction[] {
  if (s.bar.length >= BAR_STOOLS || activeEffect(s) === 'barClosed') return [];
  const tiles = (s.hands[seat] ?? []).filter((t) => !tileInfo(t).director);
  return [...new Set(tiles)].map((tile) => ({ type: 'bar', tile }));
}

export function swapMoves(s: CruiseState, seat: number): CruiseAction[] {
  const out: CruiseAction[] = [];
  s.chairs.forEach((seated, c) => {
    if (!seated || !tileInfo(seated).director) return;
    const d = tileInfo(seated);
    for (const id of new Set(s.hands[seat] ?? [])) {
      const t = tileInfo(id);
      if (!t.director && t.gender === d.gender && fitsClass(t, c))
        out.push({ type: 'swap', tile: id, chair: chairId(c) });
    }
  });
  return out;
}

export function legalMoves(s: CruiseState, seat: number): CruiseAction[] {
  if (s.phase.kind === 'over' || seat !== s.turn) return [];
  if (s.phase.kind === 'draw') return [{ type: 'draw' }];
  return [...seatMoves(s, seat), ...barMoves(s, seat), ...swapMoves(s, seat)];
}

function hasSeatMove(s: CruiseState, seat: number): boolean {
  const rules = seatingRules(s);
  const cands = candidates(s, seat);
  for (let i = 0; i < cands.length; i++) {
    const a = cands[i] as Candidate;
    if (isSeatingResult(evaluateSeating(s.chairs, [a], rules))) return true;
    if (rules.maxSeats < 2) continue;
    for (let j = i + 1; j < cands.length; j++) {
      const b = cands[j] as Candidate;
      if (b.hand === a.hand || b.chair === a.chair || !plausible([a, b])) continue;
      if (isSeatingResult(evaluateSeating(s.chairs, [a, b], rules))) return true;
    }
  }
  if (rules.maxSeats > 2) return seatMoves(s, seat).length > 0;
  if (!rules.singleGenderTables) return false;
  const party: CruiseAction[] = [];
  partyMoves(s, seat, rules, party);
  return party.length > 0;
}

/** Whether the seat can do anything at all (cheap checks first). */
export function canMove(s: CruiseState, seat: number): boolean {
  if (barMoves(s, seat).length > 0 || swapMoves(s, seat).length > 0) return true;
  return hasSeatMove(s, seat);
}
