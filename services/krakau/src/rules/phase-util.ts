/** Small helpers the phase files share. */
import type { Seat } from '@spielcenter/proto';
import { type Card, marriageSum } from './cards.js';
import type { KrakauConfig } from './config.js';
import { errors } from './errors.js';
import type { KrakauState, Round } from './state.js';

/** Highest bid or game a hand allows: 120 + its marriages with the house rule, else 360 (all points). */
export function maxBidFor(config: KrakauConfig, hand: readonly Card[]): number {
  return config.marriageLimit ? 120 + marriageSum(hand) : 360;
}

export function handOf(round: Round, seat: Seat): readonly Card[] {
  return round.hands[seat] as readonly Card[];
}

/** A copy of `hands` with one seat's hand replaced. */
export function withHand(round: Round, seat: Seat, hand: readonly Card[]): Card[][] {
  const hands = round.hands.map((h) => h as Card[]);
  hands[seat] = hand as Card[];
  return hands;
}

export function opponentsOf(round: Round): Seat[] {
  return round.active.filter((s) => s !== round.declarer);
}

export function wrongPhase(state: KrakauState) {
  return errors.data('KRAKAU_WRONG_PHASE', { phase: state.phase.kind });
}

/** Tens from `from` to `to` inclusive. */
export function tens(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += 10) out.push(v);
  return out;
}
