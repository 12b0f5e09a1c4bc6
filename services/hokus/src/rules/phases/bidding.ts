/**
 * Überbieten oder passen: after the first announcement nobody places; in turn each raises or passes,
 * and a pass is out for the round. Delivery starts when all others passed or the announcement
 * covers all hats.
 */
import type { Seat } from '@spielcenter/proto';
import type { ActionOf } from '../actions.js';
import { hokusErrors } from '../errors.js';
import type { HokusEvent } from '../events.js';
import type { HokusPhaseRules } from '../phases.js';
import { actorCheck, hatsOnTables, nextSeat, seatsInShow } from '../seats.js';
import type { BiddingPhase, HokusState } from '../state.js';
import { announce, announcements, startDelivery } from './announce.js';

function pass(draft: HokusState, seat: Seat, phase: BiddingPhase): HokusEvent[] {
  const passed = [...phase.passed, seat];
  draft.bids.push({ seat, type: 'pass' });
  const events: HokusEvent[] = [{ type: 'passed', seat }];
  const stillIn = seatsInShow(draft).filter((s) => s !== phase.bidder && !passed.includes(s));
  if (stillIn.length === 0) {
    startDelivery(draft, phase.bidder, phase.high, events);
    return events;
  }
  const turn = nextSeat(draft, seat, passed);
  draft.phase = { ...phase, turn, passed };
  events.push({ type: 'turn', seat: turn });
  return events;
}

export const biddingPhase: HokusPhaseRules<BiddingPhase> = {
  accepts: ['announce', 'pass'],
  toAct: (state) => [state.phase.turn],
  legal(state, seat) {
    if (seat !== state.phase.turn) return [];
    return announcements(state.phase.high + 1, hatsOnTables(state)).concat([{ type: 'pass' }]);
  },
  explain(state, seat, action) {
    const actor = actorCheck(state, seat, [state.phase.turn]);
    if (actor || action.type === 'pass') return actor;
    const { n } = action as ActionOf<'announce'>;
    const max = hatsOnTables(state);
    if (n < 1 || n > max) return hokusErrors.data('HOKUS_ANNOUNCE_RANGE', { max });
    const high = state.phase.high;
    return n <= high ? hokusErrors.data('HOKUS_RAISE_TOO_LOW', { high }) : null;
  },
  apply(draft, seat, action, phase) {
    if (action.type === 'pass') return pass(draft, seat, phase);
    return announce(draft, seat, (action as ActionOf<'announce'>).n, phase.passed);
  },
};
