/** Leitbranche chosen by the dealer after a CEO was turned up. */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import { isSuit, SUITS, type Suit } from './cards.js';
import { leftOf } from './deal.js';
import { bossErrors } from './errors.js';
import type { BossState } from './state.js';

export const legalTrumpSuits = (): Suit[] => SUITS.slice();

export function explainTrumpChoice(suit: unknown): RuleErrorData | null {
  return isSuit(suit) ? null : bossErrors.data('BOSS_UNKNOWN_SUIT', { suit: String(suit).slice(0, 32) });
}

/** Sets the chosen trump firm; bidding starts left of the dealer. */
export function applyTrumpChoice(
  state: BossState,
  seat: Seat,
  suit: Suit,
): { state: BossState; events: GameEvent[] } {
  const next = leftOf(state.dealer, state.config.players);
  return {
    state: { ...state, trump: suit, phase: { kind: 'bid', next } },
    events: [{ type: 'trumpChosen', seat, suit }],
  };
}
