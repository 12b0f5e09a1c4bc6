/**
 * The actions of Speedcruise (plain JSON) and their shape check, the first gate of every untrusted
 * action: one of the four types, exactly the fields that type has, each of the right kind.
 */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import type { ChairId } from './board.js';
import { cruiseErrors } from './errors.js';
import { isTileId, type TileId } from './tiles.js';

export interface Placement {
  readonly tile: TileId;
  readonly chair: ChairId;
}

/** "hand" = Hand −1 (draw one less from now on), "draw" = keep drawing (Karte ziehen). */
export type PureChoice = 'hand' | 'draw';

/** Setzen: 1 or 2 passengers (3 with Freie Platzwahl, 1 with Seegang, 3–4 for a Kaffeekränzchen). */
export type SeatAction = {
  readonly type: 'seat';
  readonly seats: readonly Placement[];
  /** Only when the move fills a pure table. */
  readonly pure?: PureChoice;
};
/** Pianobar: one passenger (no director) to the next stool. */
export type BarAction = { readonly type: 'bar'; readonly tile: TileId };
/** Tauschen: a seated director for a matching hand passenger; the director goes to the hand. */
export type SwapAction = { readonly type: 'swap'; readonly tile: TileId; readonly chair: ChairId };
/** Aus dem Beutel ziehen: back up to the hand size after the move. */
export type DrawAction = { readonly type: 'draw' };

export type CruiseAction = SeatAction | BarAction | SwapAction | DrawAction;
export type CruiseActionType = CruiseAction['type'];

/** The most passengers any move seats (a Kaffeekränzchen / Stammtisch). */
export const MAX_PLACEMENTS = 4;

const FIELDS: Record<CruiseActionType, readonly string[]> = {
  seat: ['type', 'seats', 'pure'],
  bar: ['type', 'tile'],
  swap: ['type', 'tile', 'chair'],
  draw: ['type'],
};
const PLACEMENT_FIELDS = ['tile', 'chair'];

const bad = (reason: string) => cruiseErrors.data('CRUISE_BAD_ACTION', { reason });

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function unknownField(o: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const key in o) if (!allowed.includes(key)) return key;
  return null;
}

function tileProblem(tile: unknown): RuleErrorData | null {
  return isTileId(tile) ? null : bad(`unknown passenger ${JSON.stringify(tile) ?? 'undefined'}`);
}

function chairProblem(chair: unknown): RuleErrorData | null {
  return typeof chair === 'string' ? null : bad('a chair is named by its id ("C1".."C68")');
}

function placementsProblem(seats: unknown): RuleErrorData | null {
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > MAX_PLACEMENTS)
    return bad(`seats must list 1 to ${MAX_PLACEMENTS} placements`);
  for (const p of seats) {
    if (!isRecord(p)) return bad('a placement is { tile, chair }');
    const extra = unknownField(p, PLACEMENT_FIELDS);
    if (extra !== null) return bad(`a placement has no field "${extra}"`);
    const why = tileProblem(p.tile) ?? chairProblem(p.chair);
    if (why) return why;
  }
  return null;
}

/** Null when `action` is one of the game's actions, well formed; else the coded refusal. */
export function checkShape(action: unknown): RuleErrorData | null {
  if (!isRecord(action)) return bad('an action is an object with a type');
  const type = action.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type))
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(type) });
  const extra = unknownField(action, FIELDS[type as CruiseActionType]);
  if (extra !== null) return bad(`a ${type} action has no field "${extra}"`);
  switch (type as CruiseActionType) {
    case 'seat':
      if (action.pure !== undefined && action.pure !== 'hand' && action.pure !== 'draw')
        return bad('pure must be "hand" or "draw"');
      return placementsProblem(action.seats);
    case 'bar':
      return tileProblem(action.tile);
    case 'swap':
      return tileProblem(action.tile) ?? chairProblem(action.chair);
    case 'draw':
      return null;
  }
}
