/** Four nines and the bidding (Reizen): forced 100 from the dealer's left, then raises in tens or pass. */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { dealGame } from './deal.js';
import { errors } from './errors.js';
import { startMusik } from './musik.js';
import { handOf, maxBidFor, tens, wrongPhase } from './phase-util.js';
import type { KrakauState, Phase } from './state.js';

type Applied = { state: KrakauState; events: GameEvent[] };
type BiddingPhase = Extract<Phase, { kind: 'bidding' }>;

export function legalFourNines(): KrakauAction[] {
  return [{ type: 'redeal' }, { type: 'keep' }];
}

export function applyFourNines(state: KrakauState, seat: Seat, action: KrakauAction): Applied {
  const round = state.round;
  if (action.type === 'redeal') {
    const dealt = dealGame(state, round.dealer, true);
    return { state: dealt.state, events: [{ type: 'redealt', seat }, ...dealt.events] };
  }
  const phase: Phase = { kind: 'bidding', turn: round.active[1] as Seat, passed: [] };
  return { state: { ...state, phase }, events: [{ type: 'keptFourNines', seat }] };
}

export function legalBidding(state: KrakauState, seat: Seat): KrakauAction[] {
  const max = maxBidFor(state.config, handOf(state.round, seat));
  const bids = tens(state.round.highBid + 10, max).map((value): KrakauAction => ({ type: 'bid', value }));
  return [...bids, { type: 'pass' }];
}

export function explainBidding(state: KrakauState, seat: Seat, action: KrakauAction): RuleErrorData | null {
  if (action.type === 'pass') return null;
  if (action.type !== 'bid') return wrongPhase(state);
  const min = state.round.highBid + 10;
  if (!Number.isInteger(action.value) || action.value < min || action.value % 10 !== 0) {
    return errors.data('KRAKAU_BID_STEP', { min });
  }
  const max = maxBidFor(state.config, handOf(state.round, seat));
  if (action.value > max) return errors.data('KRAKAU_BID_LIMIT', { max });
  return null;
}

/** The next seat after `from` (in dealing order) that has not passed. */
function nextBidder(state: KrakauState, from: Seat, passed: readonly Seat[]): Seat {
  const active = state.round.active;
  const i = active.indexOf(from);
  for (let k = 1; k <= active.length; k++) {
    const seat = active[(i + k) % active.length] as Seat;
    if (!passed.includes(seat)) return seat;
  }
  return from;
}

export function applyBidding(state: KrakauState, seat: Seat, action: KrakauAction): Applied {
  const phase = state.phase as BiddingPhase;
  const round = state.round;
  const isBid = action.type === 'bid';
  const passed = isBid ? phase.passed : [...phase.passed, seat];
  const nextRound = isBid
    ? {
        ...round,
        highBid: action.value,
        highBidder: seat,
        bids: [...round.bids, { seat, bid: action.value }],
      }
    : { ...round, bids: [...round.bids, { seat, bid: null }] };
  const events: GameEvent[] = [isBid ? { type: 'bid', seat, value: action.value } : { type: 'passed', seat }];
  const remaining = round.active.filter((s) => !passed.includes(s));
  const next = { ...state, round: nextRound };
  if (remaining.length > 1) {
    return {
      state: { ...next, phase: { kind: 'bidding', turn: nextBidder(state, seat, passed), passed } },
      events,
    };
  }
  const started = startMusik(next, nextRound.highBidder);
  return { state: started.state, events: [...events, ...started.events] };
}
