/**
 * The move phase's rule checks of a well-formed action (its shape is checked before): tiles in
 * hand, chairs, the seating rules, the bar, the swap. Each returns the rule broken, or the checked
 * facts `apply` needs.
 */
import type { RuleErrorData } from '@spielcenter/proto';
import type { BarAction, SeatAction, SwapAction } from './actions.js';
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
import { BAR_STOOLS, type CruiseState } from './state.js';
import { type TileId, tileInfo } from './tiles.js';

export interface CheckedSeat {
  readonly ps: readonly ResolvedPlacement[];
  readonly result: SeatingResult;
}

type Check<T> = RuleErrorData | T;

export function isRefusal<T extends object>(r: Check<T>): r is RuleErrorData {
  return 'code' in r;
}

const bad = (reason: string) => cruiseErrors.data('CRUISE_BAD_ACTION', { reason });

function inHand(s: CruiseState, seat: number, tile: TileId): RuleErrorData | null {
  return (s.hands[seat] ?? []).includes(tile) ? null : cruiseErrors.data('CRUISE_NOT_IN_HAND', { tile });
}

function freeChair(s: CruiseState, chair: string): Check<{ index: number }> {
  const c = chairIndex(chair);
  if (c < 0 || c >= CHAIR_COUNT) return cruiseErrors.data('CRUISE_NO_SUCH_CHAIR', { chair });
  if (s.chairs[c] !== null) return cruiseErrors.data('CRUISE_CHAIR_TAKEN', { chair });
  return { index: c };
}

function resolvePlacements(s: CruiseState, seat: number, a: SeatAction): Check<ResolvedPlacement[]> {
  const ps: ResolvedPlacement[] = [];
  for (const p of a.seats) {
    const notIn = inHand(s, seat, p.tile);
    if (notIn) return notIn;
    const c = freeChair(s, p.chair);
    if (isRefusal(c)) return c;
    if (ps.some((q) => q.tile.id === p.tile)) return bad(`tile ${p.tile} placed twice`);
    if (ps.some((q) => q.chair === c.index)) return bad(`chair ${p.chair} used twice`);
    ps.push({ tile: tileInfo(p.tile), chair: c.index });
  }
  return ps;
}

export function checkSeat(s: CruiseState, seat: number, a: SeatAction): Check<CheckedSeat> {
  const ps = resolvePlacements(s, seat, a);
  if (!Array.isArray(ps)) return ps;
  const result = evaluateSeating(s.chairs, ps, seatingRules(s));
  if (!isSeatingResult(result)) return cruiseErrors.data(result.fault, result.params);
  if (result.pure.length > 0 && a.pure === undefined) return cruiseErrors.data('CRUISE_PURE_CHOICE');
  if (result.pure.length === 0 && a.pure !== undefined) return cruiseErrors.data('CRUISE_NO_PURE_TABLE');
  return { ps, result };
}

export function checkBar(s: CruiseState, seat: number, a: BarAction): RuleErrorData | null {
  const notIn = inHand(s, seat, a.tile);
  if (notIn) return notIn;
  if (tileInfo(a.tile).director) return cruiseErrors.data('CRUISE_BAR_DIRECTOR');
  if (s.bar.length >= BAR_STOOLS) return cruiseErrors.data('CRUISE_BAR_FULL');
  if (activeEffect(s) === 'barClosed') return cruiseErrors.data('CRUISE_BAR_CLOSED');
  return null;
}

export function checkSwap(s: CruiseState, seat: number, a: SwapAction): Check<{ chair: number }> {
  const notIn = inHand(s, seat, a.tile);
  if (notIn) return notIn;
  const c = chairIndex(a.chair);
  if (c < 0) return cruiseErrors.data('CRUISE_NO_SUCH_CHAIR', { chair: a.chair });
  const seated = s.chairs[c];
  if (!seated || !tileInfo(seated).director)
    return cruiseErrors.data('CRUISE_NO_DIRECTOR_THERE', { chair: a.chair });
  const tile = tileInfo(a.tile);
  if (tile.director) return cruiseErrors.data('CRUISE_SWAP_DIRECTOR');
  if (tile.gender !== tileInfo(seated).gender || !fitsClass(tile, c))
    return cruiseErrors.data('CRUISE_SWAP_MISMATCH');
  return { chair: c };
}
