/**
 * The phase "bid" (Prognose): from the dealer's left, dealer last, each bids 0..tricks. The bids must
 * not add up: the dealer may not name the number that makes the sum equal the number of tricks.
 */
import { type PhaseRules, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import type { BidAction, BossAction } from './actions.js';
import { bossErrors } from './errors.js';
import type { BossEvent } from './events.js';
import { leftOf } from './setup.js';
import { type BidPhase, type BossState, tricksInRound } from './state.js';

/** The bid the dealer may not make (may lie outside 0..tricks, then nothing is forbidden), or null for others. */
export function forbiddenBid(
  bids: readonly (number | null)[],
  seat: Seat,
  dealer: Seat,
  tricks: number,
): number | null {
  if (seat !== dealer) return null;
  let sum = 0;
  for (let s = 0; s < bids.length; s++) if (s !== dealer) sum += bids[s] ?? 0;
  const forbidden = tricks - sum;
  return forbidden >= 0 && forbidden <= tricks ? forbidden : null;
}

/** Why `bid` is not allowed for `seat` (assumed to be the bidder now), or null. */
export function explainBid(
  bids: readonly (number | null)[],
  seat: Seat,
  dealer: Seat,
  tricks: number,
  bid: unknown,
): RuleErrorData | null {
  if (typeof bid !== 'number' || !Number.isInteger(bid) || bid < 0 || bid > tricks) {
    return bossErrors.data('BOSS_BID_RANGE', { max: tricks });
  }
  if (bid === forbiddenBid(bids, seat, dealer, tricks)) {
    return bossErrors.data('BOSS_DEALER_BID', { bid, tricks });
  }
  return null;
}

export function legalBids(state: BossState, seat: Seat): number[] {
  const tricks = tricksInRound(state.round);
  const forbidden = forbiddenBid(state.bids, seat, state.dealer, tricks);
  const out: number[] = [];
  for (let b = 0; b <= tricks; b++) if (b !== forbidden) out.push(b);
  return out;
}

/** The clock's default: 0, or 1 when 0 is forbidden for the dealer. */
export function defaultBid(state: BossState, seat: Seat): number {
  return forbiddenBid(state.bids, seat, state.dealer, tricksInRound(state.round)) === 0 ? 1 : 0;
}

export const bidPhase: PhaseRules<BossState, BossAction, BossEvent, BidPhase> = {
  accepts: ['bid'],
  toAct: (state) => [state.phase.next],
  legal: (state, seat) =>
    seat === state.phase.next ? legalBids(state, seat).map((bid) => ({ type: 'bid', bid })) : [],
  explain: (state, seat, action) =>
    turnCheck([state.phase.next], seat) ??
    explainBid(state.bids, seat, state.dealer, tricksInRound(state.round), (action as BidAction).bid),
  /** Records the bid; after the dealer's bid the player left of the dealer leads. */
  apply(draft, seat, action) {
    const { bid } = action as BidAction;
    const n = draft.config.players;
    draft.bids[seat] = bid;
    draft.phase =
      seat === draft.dealer
        ? { kind: 'play', next: leftOf(draft.dealer, n) }
        : { kind: 'bid', next: leftOf(seat, n) };
    return [{ type: 'bid', seat, bid }];
  },
};
