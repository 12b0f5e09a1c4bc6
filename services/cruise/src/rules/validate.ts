/**
 * Full validation of an action (the security boundary): turn, phase, shape, hand, chairs and the
 * seating rules. Returns the rule broken, or the checked facts `apply` needs.
 */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import { CHAIR_COUNT, chairIndex } from './board.js';
import { activeEffect, seatingRules } from './effects.js';
import { cruiseErrors } from './errors.js';
import {
  evaluateSeating,
  fitsClass,
  isSeatingResult,
  type ResolvedPlacement,
  type SeatingResult,
} from './seating.js';
import type { CruiseState } from './state.js';
import { BAR_STOOLS } from './state.js';
import { isTileId, tileInfo } from './tiles.js';

export interface CheckedSeat {
  readonly ps: readonly ResolvedPlacement[];
  readonly result: SeatingResult;
}

type Check<T> = RuleErrorData | T;

const bad = (reason: string) => cruiseErrors.data('CRUISE_BAD_ACTION', { reason });

/** Turn and phase: whose move it is and what kind of action the phase expects. */
export function checkTurn(s: CruiseState, seat: number, action: unknown): RuleErrorData | null {
  if (s.phase.kind === 'over') return commonErrors.data('COMMON_GAME_OVER');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.config.players)
    return commonErrors.data('COMMON_BAD_SEAT', { seat: String(seat) });
  const type = (action as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !['seat', 'bar', 'swap', 'draw'].includes(type))
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(type) });
  if (seat !== s.turn) return commonErrors.data('COMMON_NOT_YOUR_TURN');
  if (s.phase.kind === 'draw' && type !== 'draw') return cruiseErrors.data('CRUISE_MUST_DRAW');
  if (s.phase.kind === 'move' && type === 'draw') return cruiseErrors.data('CRUISE_NOT_DRAW_TIME');
  return null;
}

function inHand(s: CruiseState, seat: number, tile: unknown): RuleErrorData | null {
  if (!isTileId(tile)) return bad(`unknown tile ${String(tile)}`);
  if (!(s.hands[seat] ?? []).includes(tile)) return cruiseErrors.data('CRUISE_NOT_IN_HAND', { tile });
  return null;
}

function freeChair(s: CruiseState, chair: unknown): Check<number> {
  const c = chairIndex(chair);
  if (c < 0 || c >= CHAIR_COUNT) return cruiseErrors.data('CRUISE_NO_SUCH_CHAIR', { chair: String(chair) });
  if (s.chairs[c] !== null) return cruiseErrors.data('CRUISE_CHAIR_TAKEN', { chair: String(chair) });
  return c;
}

function resolvePlacements(s: CruiseState, seat: number, seats: unknown): Check<ResolvedPlacement[]> {
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > 4)
    return bad('seats must list 1 to 4 placements');
  const ps: ResolvedPlacement[] = [];
  for (const raw of seats as unknown[]) {
    const p = raw as { tile?: unknown; chair?: unknown } | null;
    if (!p || typeof p !== 'object') return bad('a placement is { tile, chair }');
    const notIn = inHand(s, seat, p.tile);
    if (notIn) return notIn;
    const c = freeChair(s, p.chair);
    if (typeof c !== 'number') return c;
    if (ps.some((q) => q.tile.id === p.tile)) return bad(`tile ${String(p.tile)} placed twice`);
    if (ps.some((q) => q.chair === c)) return bad(`chair ${String(p.chair)} used twice`);
    ps.push({ tile: tileInfo(p.tile as string), chair: c });
  }
  return ps;
}

export function checkSeat(
  s: CruiseState,
  seat: number,
  action: { seats?: unknown; pure?: unknown },
): Check<CheckedSeat> {
  const ps = resolvePlacements(s, seat, action.seats);
  if (!Array.isArray(ps)) return ps;
  const result = evaluateSeating(s.chairs, ps, seatingRules(s));
  if (!isSeatingResult(result)) return cruiseErrors.data(result.fault, result.params);
  if (action.pure !== undefined && action.pure !== 'hand' && action.pure !== 'draw')
    return bad('pure must be "hand" or "draw"');
  if (result.pure.length > 0 && action.pure === undefined) return cruiseErrors.data('CRUISE_PURE_CHOICE');
  if (result.pure.length === 0 && action.pure !== undefined) return cruiseErrors.data('CRUISE_NO_PURE_TABLE');
  return { ps, result };
}

export function checkBar(s: CruiseState, seat: number, action: { tile?: unknown }): RuleErrorData | null {
  const notIn = inHand(s, seat, action.tile);
  if (notIn) return notIn;
  if (tileInfo(action.tile as string).director) return cruiseErrors.data('CRUISE_BAR_DIRECTOR');
  if (s.bar.length >= BAR_STOOLS) return cruiseErrors.data('CRUISE_BAR_FULL');
  if (activeEffect(s) === 'barClosed') return cruiseErrors.data('CRUISE_BAR_CLOSED');
  return null;
}

export function checkSwap(
  s: CruiseState,
  seat: number,
  action: { tile?: unknown; chair?: unknown },
): Check<number> {
  const notIn = inHand(s, seat, action.tile);
  if (notIn) return notIn;
  const c = chairIndex(action.chair);
  if (c < 0) return cruiseErrors.data('CRUISE_NO_SUCH_CHAIR', { chair: String(action.chair) });
  const seated = s.chairs[c];
  if (!seated || !tileInfo(seated).director)
    return cruiseErrors.data('CRUISE_NO_DIRECTOR_THERE', { chair: String(action.chair) });
  const tile = tileInfo(action.tile as string);
  if (tile.director) return cruiseErrors.data('CRUISE_SWAP_DIRECTOR');
  if (tile.gender !== tileInfo(seated).gender || !fitsClass(tile, c))
    return cruiseErrors.data('CRUISE_SWAP_MISMATCH');
  return c;
}

/** Why the action is illegal, or null. */
export function explainAction(s: CruiseState, seat: number, action: unknown): RuleErrorData | null {
  const turn = checkTurn(s, seat, action);
  if (turn) return turn;
  const a = action as { type: string; seats?: unknown; pure?: unknown; tile?: unknown; chair?: unknown };
  switch (a.type) {
    case 'seat': {
      const r = checkSeat(s, seat, a);
      return 'code' in r ? r : null;
    }
    case 'bar':
      return checkBar(s, seat, a);
    case 'swap': {
      const r = checkSwap(s, seat, a);
      return typeof r === 'number' ? null : r;
    }
    default:
      return null;
  }
}
