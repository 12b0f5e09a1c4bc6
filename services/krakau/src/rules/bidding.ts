/**
 * The bidding (Reizen): the player left of the dealer has bid 100, the others raise in tens or pass
 * (out for this game). Above 120 only with marriages in hand, at most 120 + their sum (house rule).
 */
import { type PhaseRules, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { type Card, MARRIAGE_POINTS, marriageSum } from './cards.js';
import type { KrakauConfig } from './config.js';
import { krakauErrors } from './errors.js';
import type { KrakauEvent } from './events.js';
import { startMusik } from './musik.js';
import { handOf, type KrakauState, type PhaseOf } from './state.js';

/** The highest game there is: 120 card points and all four marriages (400). */
export const MAX_GAME = 120 + Object.values(MARRIAGE_POINTS).reduce((a, b) => a + b, 0);

/**
 * Highest bid or game a hand allows: 120 + its marriages under "über 120 nur mit Meldung"; with
 * that house rule off the text sets no limit, so only the highest game there is (400).
 */
export function maxBidFor(config: KrakauConfig, hand: readonly Card[]): number {
  return config.marriageLimit ? 120 + marriageSum(hand) : MAX_GAME;
}

/** The refusal of a bid or game above `max`; it cites the marriage rule only where that rule is on. */
export function bidLimitError(config: KrakauConfig, max: number): RuleErrorData {
  return krakauErrors.data(config.marriageLimit ? 'KRAKAU_BID_LIMIT' : 'KRAKAU_BID_MAX', { max });
}

/** Tens from `from` to `to` inclusive. */
export function tens(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += 10) out.push(v);
  return out;
}

/** The next seat after `from` (in dealing order) that has not passed. */
function nextBidder(active: readonly Seat[], from: Seat, passed: readonly Seat[]): Seat {
  const i = active.indexOf(from);
  for (let k = 1; k <= active.length; k++) {
    const seat = active[(i + k) % active.length] as Seat;
    if (!passed.includes(seat)) return seat;
  }
  return from;
}

type Bidding = KrakauState & { readonly phase: PhaseOf<'bidding'> };

function explainBid(s: Bidding, seat: Seat, value: number): RuleErrorData | null {
  const min = s.round.highBid + 10;
  if (value < min || value % 10 !== 0) return krakauErrors.data('KRAKAU_BID_STEP', { min });
  const max = maxBidFor(s.config, handOf(s.round, seat));
  return value > max ? bidLimitError(s.config, max) : null;
}

export const biddingPhase: PhaseRules<KrakauState, KrakauAction, KrakauEvent, PhaseOf<'bidding'>> = {
  accepts: ['bid', 'pass'],
  toAct: (s) => [s.phase.seat],
  legal(s, seat) {
    if (seat !== s.phase.seat) return [];
    const max = maxBidFor(s.config, handOf(s.round, seat));
    const bids = tens(s.round.highBid + 10, max).map((value): KrakauAction => ({ type: 'bid', value }));
    bids.push({ type: 'pass' });
    return bids;
  },
  explain(s, seat, action) {
    const turn = turnCheck([s.phase.seat], seat);
    if (turn || action.type !== 'bid') return turn;
    return explainBid(s, seat, action.value);
  },
  apply(draft, seat, action, phase) {
    const round = draft.round;
    let passed = phase.passed;
    let event: KrakauEvent;
    if (action.type === 'bid') {
      round.highBid = action.value;
      round.highBidder = seat;
      round.bids.push({ seat, bid: action.value });
      event = { type: 'bid', seat, value: action.value };
    } else {
      passed = [...passed, seat];
      round.bids.push({ seat, bid: null });
      event = { type: 'passed', seat };
    }
    if (round.active.length - passed.length > 1) {
      draft.phase = { kind: 'bidding', seat: nextBidder(round.active, seat, passed), passed };
      return [event];
    }
    return [event, ...startMusik(draft, round.highBidder)];
  },
};
