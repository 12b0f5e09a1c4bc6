/**
 * The actions of Speedhokus (plain JSON) and their shape check. Announcing the first number and
 * raising are the same action: `announce` with the total number of rabbits.
 */
import { commonErrors, type RuleErrorData, type Seat } from '@spielcenter/proto';
import { hokusErrors } from './errors.js';
import type { HatId } from './hats.js';

export type HokusAction =
  /** Aufstellen: put a hat from your hand face down on top of your stack. */
  | { readonly type: 'place'; readonly hat: HatId }
  /** Ankündigen / Überbieten: "Ich zaubere N Kaninchen!" */
  | { readonly type: 'announce'; readonly n: number }
  /** Passen: out of the bidding for this round. */
  | { readonly type: 'pass' }
  /** Heben: turn up the top hat of a table (your own first). */
  | { readonly type: 'lift'; readonly table: Seat }
  /** Ziehen: the skunk's owner draws the challenger's shuffled hat at `index` (0-based) blind. */
  | { readonly type: 'draw'; readonly index: number }
  /** Abgeben: after his own skunk, the challenger gives up the hat of his choice. */
  | { readonly type: 'discard'; readonly hat: HatId };

export type HokusActionType = HokusAction['type'];
export type ActionOf<T extends HokusActionType> = Extract<HokusAction, { type: T }>;

/** Each action type with its one field besides `type` (null: none) and what that field must be. */
const FIELDS: Readonly<Record<HokusActionType, { key: string; de: string; en: string } | null>> = {
  place: { key: 'hat', de: 'eine Zylinder-Kennung (z. B. A2)', en: 'a hat id (e.g. A2)' },
  announce: { key: 'n', de: 'eine ganze Zahl', en: 'a whole number' },
  pass: null,
  lift: { key: 'table', de: 'eine Platznummer', en: 'a seat number' },
  draw: { key: 'index', de: 'eine ganze Zahl', en: 'a whole number' },
  discard: { key: 'hat', de: 'eine Zylinder-Kennung (z. B. A2)', en: 'a hat id (e.g. A2)' },
};

export const ACTION_TYPES = Object.keys(FIELDS) as readonly HokusActionType[];

function isActionType(type: unknown): type is HokusActionType {
  return typeof type === 'string' && Object.hasOwn(FIELDS, type);
}

function fieldOk(type: HokusActionType, value: unknown): boolean {
  if (type === 'place' || type === 'discard') return typeof value === 'string' && value.length <= 8;
  return Number.isInteger(value);
}

/** Why an untrusted action is not a well-formed Speedhokus action, or null (strict: no extra fields). */
export function checkShape(action: unknown): RuleErrorData | null {
  if (!action || typeof action !== 'object' || Array.isArray(action))
    return hokusErrors.data('HOKUS_NOT_AN_ACTION');
  const a = action as Record<string, unknown>;
  if (!isActionType(a.type)) {
    const type = typeof a.type === 'object' && a.type !== null ? 'object' : String(a.type);
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: type.slice(0, 64) });
  }
  const field = FIELDS[a.type];
  if (field && !fieldOk(a.type, a[field.key]))
    return hokusErrors.data('HOKUS_BAD_ACTION', { field: field.key, wantDe: field.de, wantEn: field.en });
  for (const key of Object.keys(a)) {
    // A field set to undefined is absent, as in JSON (and in canonicalJson's comparison with legal sets).
    if (key !== 'type' && key !== field?.key && a[key] !== undefined)
      return hokusErrors.data('HOKUS_UNKNOWN_FIELD', { field: key.slice(0, 32), type: a.type });
  }
  return null;
}
