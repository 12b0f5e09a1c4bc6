/**
 * How a chair looks in the current decision, from the legal list only: green with the points the
 * chosen passenger brings there ("·" = needs a partner in the same move), orange with ♀ / ♂ for a
 * Kaffeekränzchen / Stammtisch, purple for a director he may swap out, the marked passenger.
 */
import {
  type CruiseAction,
  type CruiseView,
  type Placement,
  seatingPreview,
  tileInfo,
} from '@spielcenter/cruise';
import { signed } from './classes';
import { type Marking, marking } from './selection';

export interface ChairLook {
  /** Glowing: the points he would bring ("·" = needs a partner); party = orange ♀ / ♂. */
  readonly lit: { readonly label: string; readonly party: 'm' | 'w' | null } | null;
  /** A passenger marked (vorgemerkt) here. */
  readonly marked: string | null;
  /** A director the chosen passenger may swap out (lila). */
  readonly swap: boolean;
}

export const PLAIN: ChairLook = { lit: null, marked: null, swap: false };

export interface Decision {
  readonly view: CruiseView;
  readonly legal: readonly CruiseAction[];
  readonly marked: readonly Placement[];
  readonly selected: string | null;
  /** marking(legal, marked), computed once per decision. */
  readonly marking: Marking;
  readonly swaps: ReadonlySet<string>;
}

export function chairLook(d: Decision, chair: string): ChairLook {
  const mark = d.marked.find((p) => p.chair === chair);
  if (mark) return { lit: null, marked: mark.tile, swap: false };
  const tile = d.selected;
  const swap = d.swaps.has(chair);
  if (!tile || !d.marking.next.get(tile)?.has(chair)) return swap ? { ...PLAIN, swap } : PLAIN;
  const ps = [...d.marked, { tile, chair }];
  // the points of the move so far when it is a whole legal move, else "·"
  const whole = marking(d.legal, ps).complete.length > 0;
  const label = whole ? signed(seatingPreview(d.view, ps)?.points ?? 0) : '·';
  const hint = d.view.hints?.tiles.find((h) => h.tile === tile)?.chairs.find((c) => c.chair === chair);
  return { lit: { label, party: hint?.party ? tileInfo(tile).gender : null }, marked: null, swap };
}
