/** Every action a seat can take (plain JSON, discriminated by `type`) and the strict shape check. */
import { commonErrors, type RuleErrorData, type Seat } from '@spielcenter/proto';
import { type Card, isCard } from './cards.js';
import { badAction } from './errors.js';

export type KrakauAction =
  /** Four nines: ask for a new deal, or keep the cards. */
  | { readonly type: 'redeal' }
  | { readonly type: 'keep' }
  /** Bidding: a bid in tens above the high bid, or pass (out for this game). */
  | { readonly type: 'bid'; readonly value: number }
  | { readonly type: 'pass' }
  /** Two players: the declarer takes musik 0 or 1. */
  | { readonly type: 'takeMusik'; readonly musik: number }
  /** Giving (three/four players): pick a card for an opponent; picking again changes it. */
  | { readonly type: 'give'; readonly card: Card; readonly to: Seat }
  /** Discarding (two players): pick a card to lay away. */
  | { readonly type: 'discard'; readonly card: Card }
  /** Take a picked card back. */
  | { readonly type: 'takeBack'; readonly card: Card }
  /** "Fertig – abgeben": sends the picked cards. */
  | { readonly type: 'done' }
  /** Give up before giving: the declarer loses nothing, each opponent scores 60. */
  | { readonly type: 'bomba' }
  /** Declare the game: at least the bid. */
  | { readonly type: 'declare'; readonly value: number }
  /** Play a card; `meld: true` on a lead with K+Q of the card's suit scores the marriage. */
  | { readonly type: 'play'; readonly card: Card; readonly meld?: true };

export type KrakauActionType = KrakauAction['type'];

interface Field {
  readonly check: (v: unknown) => boolean;
  readonly optional?: boolean;
  readonly de: string;
  readonly en: string;
}
const int: Field = { check: Number.isInteger, de: 'eine ganze Zahl', en: 'an integer' };
const card: Field = { check: isCard, de: 'eine Karte wie „Qh“', en: 'a card id such as "Qh"' };
const meld: Field = {
  check: (v) => v === true,
  optional: true,
  de: 'true oder weggelassen',
  en: 'true or absent',
};

const FIELDS: Readonly<Record<KrakauActionType, Readonly<Record<string, Field>>>> = {
  redeal: {},
  keep: {},
  bid: { value: int },
  pass: {},
  takeMusik: { musik: int },
  give: { card, to: int },
  discard: { card },
  takeBack: { card },
  done: {},
  bomba: {},
  declare: { value: int },
  play: { card, meld },
};

function fieldError(type: string, fields: Readonly<Record<string, Field>>, a: object): RuleErrorData | null {
  // for…in instead of Object.entries: this runs on every apply and explain.
  for (const name in a) {
    if (name !== 'type' && !Object.hasOwn(fields, name))
      return badAction(
        `unbekanntes Feld „${name.slice(0, 40)}“ bei ${type}`,
        `unknown field "${name.slice(0, 40)}" in ${type}`,
      );
  }
  for (const name in fields) {
    const f = fields[name] as Field;
    const v = (a as Record<string, unknown>)[name];
    if ((v !== undefined || !f.optional) && !f.check(v))
      return badAction(`${type}.${name} muss ${f.de} sein`, `${type}.${name} must be ${f.en}`);
  }
  return null;
}

/** null when `action` is one of the game's actions, well formed and without unknown fields. */
export function checkShape(action: unknown): RuleErrorData | null {
  if (!action || typeof action !== 'object' || Array.isArray(action))
    return badAction('keine Aktion (ein Objekt mit type erwartet)', 'not an action (an object with a type)');
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type))
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(type).slice(0, 40) });
  return fieldError(type, FIELDS[type as KrakauActionType], action);
}
