/**
 * Reihum: the player in turn places one more hat on top of his stack or announces N rabbits
 * (1 ≤ N ≤ hats on all tables). With no hat in hand he must announce.
 */
import type { Seat } from '@spielcenter/proto';
import type { ActionOf, HokusAction } from '../actions.js';
import { hokusErrors } from '../errors.js';
import type { HokusEvent } from '../events.js';
import type { HokusPhaseRules } from '../phases.js';
import { actorCheck, hatsOnTables, nextSeat } from '../seats.js';
import type { HokusState, Magician, PlacingPhase } from '../state.js';
import { announce, announcements } from './announce.js';
import { placeHat } from './setup-phase.js';

function explainPlace(state: HokusState, seat: Seat, hat: string) {
  const m = state.magicians[seat] as Magician;
  if (m.hand.length === 0) return hokusErrors.data('HOKUS_MUST_ANNOUNCE');
  return m.hand.includes(hat) ? null : hokusErrors.data('HOKUS_NOT_IN_HAND', { hat });
}

export const placingPhase: HokusPhaseRules<PlacingPhase> = {
  accepts: ['place', 'announce'],
  toAct: (state) => [state.phase.turn],
  legal(state, seat) {
    if (seat !== state.phase.turn) return [];
    const m = state.magicians[seat] as Magician;
    const places: HokusAction[] = m.hand.map((hat) => ({ type: 'place', hat }));
    return places.concat(announcements(1, hatsOnTables(state)));
  },
  explain(state, seat, action) {
    const actor = actorCheck(state, seat, [state.phase.turn]);
    if (actor) return actor;
    if (action.type === 'place') return explainPlace(state, seat, action.hat);
    const { n } = action as ActionOf<'announce'>;
    const max = hatsOnTables(state);
    return n >= 1 && n <= max ? null : hokusErrors.data('HOKUS_ANNOUNCE_RANGE', { max });
  },
  apply(draft, seat, action) {
    if (action.type !== 'place') return announce(draft, seat, (action as ActionOf<'announce'>).n, []);
    placeHat(draft, seat, action.hat);
    const turn = nextSeat(draft, seat);
    draft.phase = { kind: 'placing', turn };
    const events: HokusEvent[] = [
      { type: 'placed', seat },
      { type: 'youPlaced', seat, hat: action.hat, to: [seat] },
      { type: 'turn', seat: turn },
    ];
    return events;
  },
};
