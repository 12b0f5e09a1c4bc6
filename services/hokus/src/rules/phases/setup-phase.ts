/** Aufstellen: at the start of a round everyone in the show places one hat at the same time. */
import type { Seat } from '@spielcenter/proto';
import type { ActionOf } from '../actions.js';
import { hokusErrors } from '../errors.js';
import type { HokusEvent } from '../events.js';
import type { HokusPhaseRules } from '../phases.js';
import { inShow } from '../seats.js';
import type { HokusState, Magician, SetupPhase } from '../state.js';

/** Seats that still have to place their first hat: every one of them decides now. */
export function setupToAct(state: HokusState): Seat[] {
  const out: Seat[] = [];
  state.magicians.forEach((m, s) => {
    if (inShow(m) && m.stack.length === 0) out.push(s);
  });
  return out;
}

/** Puts a hat from the hand on top of the stack. */
export function placeHat(draft: HokusState, seat: Seat, hat: string): void {
  const m = draft.magicians[seat] as Magician;
  m.hand.splice(m.hand.indexOf(hat), 1);
  m.stack.push(hat);
}

export const setupPhase: HokusPhaseRules<SetupPhase> = {
  accepts: ['place'],
  toAct: setupToAct,
  legal(state, seat) {
    const m = state.magicians[seat] as Magician;
    if (!inShow(m) || m.stack.length > 0) return [];
    return m.hand.map((hat) => ({ type: 'place', hat }));
  },
  explain(state, seat, action) {
    const m = state.magicians[seat] as Magician;
    if (!inShow(m)) return hokusErrors.data('HOKUS_ELIMINATED');
    if (m.stack.length > 0) return hokusErrors.data('HOKUS_ALREADY_PLACED');
    const { hat } = action as ActionOf<'place'>;
    return m.hand.includes(hat) ? null : hokusErrors.data('HOKUS_NOT_IN_HAND', { hat });
  },
  apply(draft, seat, action) {
    const { hat } = action as ActionOf<'place'>;
    placeHat(draft, seat, hat);
    const events: HokusEvent[] = [
      { type: 'placed', seat },
      { type: 'youPlaced', seat, hat, to: [seat] },
    ];
    if (setupToAct(draft).length > 0) return events;
    draft.phase = { kind: 'placing', turn: draft.starter };
    events.push({ type: 'turn', seat: draft.starter });
    return events;
  },
};
