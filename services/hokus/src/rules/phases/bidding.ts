/**
 * Überbieten oder passen: after the first announcement nobody places; in turn each raises or passes,
 * and a pass is out for the round. Delivery starts when all others passed or the announcement
 * covers all hats.
 */
import type { Seat } from '@spielcenter/proto';
import type { HokusAction } from '../actions.js';
import { hokusErrors } from '../errors.js';
import { hatsOnTables, nextSeat, seatsInShow } from '../seats.js';
import type { HokusState, Phase } from '../state.js';
import type { Applied, PhaseRules } from '../types.js';
import { startDelivery } from './delivery.js';
import { announce, announcements } from './placing.js';

type BiddingAction = Extract<HokusAction, { type: 'announce' | 'pass' }>;
type Bidding = Extract<Phase, { kind: 'bidding' }>;

function pass(state: HokusState, seat: Seat, phase: Bidding): Applied {
  const passed = [...phase.passed, seat];
  const next = { ...state, bids: [...state.bids, { seat, type: 'pass' as const }] };
  const events: Applied['events'] = [{ type: 'passed', seat }];
  const stillIn = seatsInShow(state).filter((s) => s !== phase.bidder && !passed.includes(s));
  if (stillIn.length === 0) return startDelivery(next, phase.bidder, phase.high, events);
  const turn = nextSeat(state, seat, passed);
  events.push({ type: 'turn', seat: turn });
  return { state: { ...next, phase: { ...phase, turn, passed } }, events };
}

export const biddingPhase: PhaseRules<BiddingAction> = {
  legal(state) {
    const phase = state.phase as Bidding;
    const raises = announcements(phase.high + 1, hatsOnTables(state));
    return raises.concat([{ type: 'pass' }]);
  },
  explain(state, _seat, action) {
    if (action.type === 'pass') return null;
    const phase = state.phase as Bidding;
    const max = hatsOnTables(state);
    if (action.n < 1 || action.n > max) return hokusErrors.data('HOKUS_ANNOUNCE_RANGE', { max });
    if (action.n <= phase.high) return hokusErrors.data('HOKUS_RAISE_TOO_LOW', { high: phase.high });
    return null;
  },
  apply(state, seat, action) {
    const phase = state.phase as Bidding;
    if (action.type === 'pass') return pass(state, seat, phase);
    return announce(state, seat, action.n, phase.passed);
  },
};
