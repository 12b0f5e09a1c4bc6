/** Shape check of an untrusted action (the service passes any JSON object with a `type`). */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import { ACTION_TYPES, type KrakauActionType } from './actions.js';

const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown) => typeof v === 'string' && v.length <= 4;

const FIELDS: Readonly<Record<KrakauActionType, Readonly<Record<string, (v: unknown) => boolean>>>> = {
  redeal: {},
  keep: {},
  bid: { value: isInt },
  pass: {},
  takeMusik: { musik: isInt },
  give: { card: isStr, to: isInt },
  discard: { card: isStr },
  takeBack: { card: isStr },
  done: {},
  bomba: {},
  declare: { value: isInt },
  play: { card: isStr, meld: (v) => v === undefined || typeof v === 'boolean' },
};

/** null when the action has a known type and well-typed fields, else the refusal. */
export function shapeError(action: unknown): RuleErrorData | null {
  if (!action || typeof action !== 'object')
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(action) });
  const a = action as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(type).slice(0, 40) });
  }
  const fields = FIELDS[type as KrakauActionType];
  for (const name in fields)
    if (!(fields[name] as (v: unknown) => boolean)(a[name]))
      return commonErrors.data('COMMON_ILLEGAL_ACTION');
  return null;
}
