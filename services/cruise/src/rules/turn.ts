/**
 * Applying actions, one function per phase: the move (seat, bar, swap), then the draw, then the
 * end of the turn (end checks, the next player, automatic passes).
 */
import { chairId, tableId } from './board.js';
import { addScore, type Draft, handOf } from './draft.js';
import { activeEffect, drawTarget } from './effects.js';
import { canMove } from './moves.js';
import { barValue, handPenalty, seatingTotal } from './scoring.js';
import type { ResolvedPlacement, SeatingResult } from './seating.js';
import { stateOf } from './draft.js';
import { BAG_END, BAR_STOOLS, type EndReason, type PureChoice } from './state.js';
import type { TileId } from './tiles.js';
import { advanceVoyage } from './voyage.js';

function removeFromHand(d: Draft, seat: number, tile: TileId): void {
  const hand = handOf(d, seat);
  hand.splice(hand.indexOf(tile), 1);
}

export function applySeat(
  d: Draft,
  seat: number,
  ps: readonly ResolvedPlacement[],
  result: SeatingResult,
  pure: PureChoice | undefined,
): void {
  for (const p of ps) {
    removeFromHand(d, seat, p.tile.id);
    d.chairs[p.chair] = p.tile.id;
  }
  const points = seatingTotal(result.base, result.pure.length, activeEffect(d));
  addScore(d, seat, points);
  d.events.push({
    type: 'seated',
    seat,
    seats: ps.map((p) => ({ tile: p.tile.id, chair: chairId(p.chair) })),
    points,
    base: result.base,
    tables: result.tables.map((t) => ({ table: tableId(t.table), points: t.points })),
    party: result.party >= 0 ? tableId(result.party) : null,
  });
  if (result.pure.length > 0) {
    const tables = result.pure.map(tableId);
    (d.pureTables[seat] as string[]).push(...tables);
    if (pure === 'hand') d.handSize[seat] = Math.max(0, (d.handSize[seat] ?? 0) - tables.length);
    d.events.push({
      type: 'pureTable',
      seat,
      tables,
      choice: pure ?? 'draw',
      handSize: d.handSize[seat] ?? 0,
    });
  }
  advanceVoyage(d, seat, ps.length);
  finishMove(d, seat);
}

export function applyBar(d: Draft, seat: number, tile: TileId): void {
  removeFromHand(d, seat, tile);
  const points = barValue(d.bar.length, activeEffect(d));
  d.bar.push(tile);
  addScore(d, seat, points);
  d.events.push({ type: 'bar', seat, tile, stool: d.bar.length, points });
  finishMove(d, seat);
}

export function applySwap(d: Draft, seat: number, tile: TileId, chair: number): void {
  const director = d.chairs[chair] as TileId;
  const hand = handOf(d, seat);
  hand[hand.indexOf(tile)] = director;
  d.chairs[chair] = tile;
  d.events.push({ type: 'swap', seat, tile, director, chair: chairId(chair) });
  finishMove(d, seat);
}

function finishMove(d: Draft, seat: number): void {
  d.moveCount++;
  d.passes = 0;
  if (drawTarget(d, seat) > handOf(d, seat).length && d.bag.length > 0) d.phase = { kind: 'draw' };
  else endTurn(d);
}

export function applyDraw(d: Draft, seat: number): void {
  const hand = handOf(d, seat);
  const n = Math.max(0, Math.min(drawTarget(d, seat) - hand.length, d.bag.length));
  const tiles = d.bag.splice(0, n);
  hand.push(...tiles);
  d.events.push({ type: 'drew', seat, tiles });
  endTurn(d);
}

function endReason(d: Draft): EndReason | null {
  if (d.bar.length >= BAR_STOOLS) return 'barFull';
  if (d.chairs.every((c) => c !== null)) return 'chairsFull';
  if (d.bag.length <= BAG_END) return 'bagLow';
  if (d.hands.some((h) => h.length === 0)) return 'handEmpty';
  return null;
}

/** Ends the turn: checks the end, then finds the next player who can move (others pass). */
export function endTurn(d: Draft): void {
  const reason = endReason(d);
  if (reason) {
    finish(d, reason);
    return;
  }
  const players = d.hands.length;
  for (;;) {
    d.turn = (d.turn + 1) % players;
    d.phase = { kind: 'move' };
    if (canMove(stateOf(d), d.turn)) return;
    d.passes++;
    d.events.push({ type: 'pass', seat: d.turn });
    if (d.passes >= 2 * players) {
      finish(d, 'stuck');
      return;
    }
  }
}

function finish(d: Draft, reason: EndReason): void {
  d.penalties = d.hands.map(handPenalty);
  d.penalties.forEach((p, seat) => {
    addScore(d, seat, p);
  });
  d.phase = { kind: 'over', reason };
  d.events.push({ type: 'end', reason, penalties: d.penalties, scores: d.scores.slice() });
}
