/** Aufstellen: at the start of a round everyone in the show places one hat at the same time. */
import type { Seat } from '@spielcenter/proto';
import type { HokusAction } from '../actions.js';
import { hokusErrors } from '../errors.js';
import { inShow, withMagician } from '../seats.js';
import type { HokusState, Magician } from '../state.js';
import type { Applied, PhaseRules } from '../types.js';

type Place = Extract<HokusAction, { type: 'place' }>;

/** Seats that still have to place their first hat. */
export function setupToAct(state: HokusState): Seat[] {
  const out: Seat[] = [];
  state.magicians.forEach((m, s) => {
    if (inShow(m) && m.stack.length === 0) out.push(s);
  });
  return out;
}

/** Puts a hat from the hand on top of the stack. */
export function placeHat(state: HokusState, seat: Seat, hat: string): HokusState {
  const m = state.magicians[seat] as Magician;
  const next: Magician = { ...m, hand: m.hand.filter((h) => h !== hat), stack: [...m.stack, hat] };
  return { ...state, magicians: withMagician(state, seat, next) };
}

export const setupPhase: PhaseRules<Place> = {
  legal(state, seat) {
    const m = state.magicians[seat] as Magician;
    if (m.stack.length > 0) return [];
    return m.hand.map((hat) => ({ type: 'place', hat }));
  },
  explain(state, seat, action) {
    const m = state.magicians[seat] as Magician;
    if (m.stack.length > 0) return hokusErrors.data('HOKUS_ALREADY_PLACED');
    if (!m.hand.includes(action.hat)) return hokusErrors.data('HOKUS_NOT_IN_HAND', { hat: action.hat });
    return null;
  },
  apply(state, seat, action): Applied {
    const placed = placeHat(state, seat, action.hat);
    const events: Applied['events'] = [
      { type: 'placed', seat },
      { type: 'youPlaced', seat, hat: action.hat, to: [seat] },
    ];
    if (setupToAct(placed).length > 0) return { state: placed, events };
    events.push({ type: 'turn', seat: placed.starter });
    return { state: { ...placed, phase: { kind: 'placing', turn: placed.starter } }, events };
  },
};
