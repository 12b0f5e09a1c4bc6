/**
 * Changing the state's copy for each part of a turn: the move (seat, bar, swap), then the draw,
 * then the end of the turn (end checks, the next player, automatic passes). Each pushes its events.
 */
import type { Seat } from '@spielcenter/proto';
import type { PureChoice } from './actions.js';
import { chairId, tableId } from './board.js';
import { activeEffect, drawTarget } from './effects.js';
import type { CruiseEvent } from './events.js';
import { canMove } from './moves.js';
import { barValue, handPenalty, seatingTotal } from './scoring.js';
import type { ResolvedPlacement, SeatingResult } from './seating.js';
import { addScore, BAG_END, BAR_STOOLS, type CruiseState, type EndReason, handOf } from './state.js';
import type { TileId } from './tiles.js';
import { advanceVoyage } from './voyage.js';

function removeFromHand(d: CruiseState, seat: Seat, tile: TileId): void {
  const hand = handOf(d, seat);
  hand.splice(hand.indexOf(tile), 1);
}

function pureTables(d: CruiseState, seat: Seat, tables: readonly number[], pure: PureChoice | undefined) {
  const ids = tables.map(tableId);
  (d.pureTables[seat] as string[]).push(...ids);
  if (pure === 'hand') d.handSize[seat] = Math.max(0, (d.handSize[seat] ?? 0) - ids.length);
  return { tables: ids, choice: pure ?? 'draw', handSize: d.handSize[seat] ?? 0 };
}

export function applySeat(
  d: CruiseState,
  seat: Seat,
  ps: readonly ResolvedPlacement[],
  result: SeatingResult,
  pure: PureChoice | undefined,
  out: CruiseEvent[],
): void {
  for (const p of ps) {
    removeFromHand(d, seat, p.tile.id);
    d.chairs[p.chair] = p.tile.id;
  }
  const points = seatingTotal(result.base, result.pure.length, activeEffect(d));
  addScore(d, seat, points);
  out.push({
    type: 'seated',
    seat,
    seats: ps.map((p) => ({ tile: p.tile.id, chair: chairId(p.chair) })),
    points,
    base: result.base,
    tables: result.tables.map((t) => ({ table: tableId(t.table), points: t.points })),
    party: result.party >= 0 ? tableId(result.party) : null,
  });
  if (result.pure.length > 0)
    out.push({ type: 'pureTable', seat, ...pureTables(d, seat, result.pure, pure) });
  advanceVoyage(d, seat, ps.length, out);
  finishMove(d, seat, out);
}

export function applyBar(d: CruiseState, seat: Seat, tile: TileId, out: CruiseEvent[]): void {
  removeFromHand(d, seat, tile);
  const points = barValue(d.bar.length, activeEffect(d));
  d.bar.push(tile);
  addScore(d, seat, points);
  out.push({ type: 'bar', seat, tile, stool: d.bar.length, points });
  finishMove(d, seat, out);
}

export function applySwap(d: CruiseState, seat: Seat, tile: TileId, chair: number, out: CruiseEvent[]): void {
  const director = d.chairs[chair] as TileId;
  const hand = handOf(d, seat);
  hand[hand.indexOf(tile)] = director;
  d.chairs[chair] = tile;
  out.push({ type: 'swap', seat, tile, director, chair: chairId(chair) });
  finishMove(d, seat, out);
}

function finishMove(d: CruiseState, seat: Seat, out: CruiseEvent[]): void {
  d.moveCount++;
  d.passes = 0;
  // „Die Reise endet, wenn die Pianobar voll ist, alle Stühle besetzt sind …“: the move that fills
  // the last stool or chair ends the journey at once; nobody draws tiles that would only cost −5.
  const boardFull = d.bar.length >= BAR_STOOLS || d.chairs.every((c) => c !== null);
  if (!boardFull && drawTarget(d, seat) > handOf(d, seat).length && d.bag.length > 0)
    d.phase = { kind: 'draw' };
  else endTurn(d, out);
}

export function applyDraw(d: CruiseState, seat: Seat, out: CruiseEvent[]): void {
  const hand = handOf(d, seat);
  const n = Math.max(0, Math.min(drawTarget(d, seat) - hand.length, d.bag.length));
  const tiles = d.bag.splice(0, n);
  hand.push(...tiles);
  out.push({ type: 'drew', seat, tiles });
  endTurn(d, out);
}

function endReason(d: CruiseState): EndReason | null {
  if (d.bar.length >= BAR_STOOLS) return 'barFull';
  if (d.chairs.every((c) => c !== null)) return 'chairsFull';
  if (d.bag.length <= BAG_END) return 'bagLow';
  if (d.hands.some((h) => h.length === 0)) return 'handEmpty';
  return null;
}

/** Ends the turn: checks the end, then finds the next player who can move (others pass). */
function endTurn(d: CruiseState, out: CruiseEvent[]): void {
  const reason = endReason(d);
  if (reason) {
    finish(d, reason, out);
    return;
  }
  const players = d.hands.length;
  for (;;) {
    d.turn = (d.turn + 1) % players;
    d.phase = { kind: 'move' };
    if (canMove(d, d.turn)) return;
    d.passes++;
    out.push({ type: 'pass', seat: d.turn });
    if (d.passes >= 2 * players) {
      finish(d, 'stuck', out);
      return;
    }
  }
}

function finish(d: CruiseState, reason: EndReason, out: CruiseEvent[]): void {
  const penalties = d.hands.map(handPenalty);
  d.penalties = penalties;
  penalties.forEach((p, seat) => {
    addScore(d, seat, p);
  });
  d.phase = { kind: 'over', reason };
  out.push({ type: 'end', reason, penalties, scores: d.scores.slice() });
}
