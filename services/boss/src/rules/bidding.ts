/**
 * Prognose: from the dealer's left, dealer last, each bids 0..tricks. The bids must not add up:
 * the dealer may not name the number that makes the sum equal the number of tricks.
 */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import { leftOf } from './deal.js';
import { bossErrors } from './errors.js';
import { type BossState, tricksInRound } from './state.js';

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

/** Records a (validated) bid; after the dealer's bid the player left of the dealer leads. */
export function applyBid(
  state: BossState,
  seat: Seat,
  bid: number,
): { state: BossState; events: GameEvent[] } {
  const bids = state.bids.slice();
  bids[seat] = bid;
  const n = state.config.players;
  const next = leftOf(seat, n);
  const phase =
    seat === state.dealer
      ? ({ kind: 'play', next: leftOf(state.dealer, n) } as const)
      : ({ kind: 'bid', next } as const);
  return { state: { ...state, bids, phase }, events: [{ type: 'bid', seat, bid }] };
}

/** The clock's default: 0, or 1 when 0 is forbidden for the dealer. */
export function defaultBid(state: BossState, seat: Seat): number {
  return forbiddenBid(state.bids, seat, state.dealer, tricksInRound(state.round)) === 0 ? 1 : 0;
}
