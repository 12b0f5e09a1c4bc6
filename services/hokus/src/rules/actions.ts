/**
 * The actions of Speedhokus (plain JSON). Announcing the first number and raising are the same
 * action: `announce` with the total number of rabbits.
 */
import type { Seat } from '@spielcenter/proto';
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

export const ACTION_TYPES: readonly HokusActionType[] = [
  'place',
  'announce',
  'pass',
  'lift',
  'draw',
  'discard',
];

/** Checks the JSON shape of an untrusted action; returns what is wrong, or null. */
export function shapeProblem(action: unknown): string | null {
  if (!action || typeof action !== 'object' || Array.isArray(action)) return 'not an object';
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case 'place':
    case 'discard':
      return typeof a.hat === 'string' && a.hat.length <= 8 ? null : 'hat must be a hat id';
    case 'announce':
      return Number.isInteger(a.n) ? null : 'n must be a whole number';
    case 'pass':
      return null;
    case 'lift':
      return Number.isInteger(a.table) ? null : 'table must be a seat number';
    case 'draw':
      return Number.isInteger(a.index) ? null : 'index must be a whole number';
    default:
      return 'unknown type';
  }
}
