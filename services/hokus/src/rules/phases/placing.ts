/**
 * Reihum: the player in turn places one more hat on top of his stack or announces N rabbits
 * (1 ≤ N ≤ hats on all tables). With no hat in hand he must announce.
 */
import type { Seat } from '@spielcenter/proto';
import type { HokusAction } from '../actions.js';
import { hokusErrors } from '../errors.js';
import { hatsOnTables, nextSeat } from '../seats.js';
import type { HokusState, Magician } from '../state.js';
import type { Applied, PhaseRules } from '../types.js';
import { startDelivery } from './delivery.js';
import { placeHat } from './setup-phase.js';

type PlacingAction = Extract<HokusAction, { type: 'place' | 'announce' }>;

export function announcements(from: number, to: number): HokusAction[] {
  const out: HokusAction[] = [];
  for (let n = from; n <= to; n++) out.push({ type: 'announce', n });
  return out;
}

/** An announcement (first or raise): at most all hats ends the bidding at once. */
export function announce(state: HokusState, seat: Seat, n: number, passed: readonly Seat[]): Applied {
  const bids = [...state.bids, { seat, type: 'announce' as const, n }];
  const events: Applied['events'] = [{ type: 'announced', seat, n }];
  const next = { ...state, bids };
  if (n >= hatsOnTables(state)) return startDelivery(next, seat, n, events);
  const turn = nextSeat(state, seat, passed);
  events.push({ type: 'turn', seat: turn });
  return { state: { ...next, phase: { kind: 'bidding', turn, high: n, bidder: seat, passed } }, events };
}

export const placingPhase: PhaseRules<PlacingAction> = {
  legal(state, seat) {
    const m = state.magicians[seat] as Magician;
    const places: HokusAction[] = m.hand.map((hat) => ({ type: 'place', hat }));
    return places.concat(announcements(1, hatsOnTables(state)));
  },
  explain(state, seat, action) {
    const m = state.magicians[seat] as Magician;
    if (action.type === 'announce') {
      const max = hatsOnTables(state);
      return action.n >= 1 && action.n <= max ? null : hokusErrors.data('HOKUS_ANNOUNCE_RANGE', { max });
    }
    if (m.hand.length === 0) return hokusErrors.data('HOKUS_MUST_ANNOUNCE');
    if (!m.hand.includes(action.hat)) return hokusErrors.data('HOKUS_NOT_IN_HAND', { hat: action.hat });
    return null;
  },
  apply(state, seat, action) {
    if (action.type === 'announce') return announce(state, seat, action.n, []);
    const placed = placeHat(state, seat, action.hat);
    const turn = nextSeat(state, seat);
    const events: Applied['events'] = [
      { type: 'placed', seat },
      { type: 'youPlaced', seat, hat: action.hat, to: [seat] },
      { type: 'turn', seat: turn },
    ];
    return { state: { ...placed, phase: { kind: 'placing', turn } }, events };
  },
};
