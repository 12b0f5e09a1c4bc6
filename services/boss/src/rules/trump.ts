/** The phase "chooseTrump": the dealer names the Leitbranche after a CEO was turned up. */
import { type PhaseRules, type RuleErrorData, turnCheck } from '@spielcenter/proto';
import type { BossAction, ChooseTrumpAction } from './actions.js';
import { isSuit, SUITS, type Suit } from './cards.js';
import { bossErrors } from './errors.js';
import type { BossEvent } from './events.js';
import { leftOf } from './setup.js';
import type { BossState, ChooseTrumpPhase } from './state.js';

export const legalTrumpSuits = (): Suit[] => SUITS.slice();

export function explainTrumpChoice(suit: unknown): RuleErrorData | null {
  return isSuit(suit) ? null : bossErrors.data('BOSS_UNKNOWN_SUIT', { suit: String(suit).slice(0, 32) });
}

export const trumpPhase: PhaseRules<BossState, BossAction, BossEvent, ChooseTrumpPhase> = {
  accepts: ['chooseTrump'],
  toAct: (state) => [state.dealer],
  legal: (state, seat) =>
    seat === state.dealer ? legalTrumpSuits().map((suit) => ({ type: 'chooseTrump', suit })) : [],
  explain: (state, seat, action) =>
    turnCheck([state.dealer], seat) ?? explainTrumpChoice((action as ChooseTrumpAction).suit),
  /** Sets the chosen trump firm; bidding starts left of the dealer. */
  apply(draft, seat, action) {
    const { suit } = action as ChooseTrumpAction;
    draft.trump = suit;
    draft.phase = { kind: 'bid', next: leftOf(draft.dealer, draft.config.players) };
    return [{ type: 'trumpChosen', seat, suit }];
  },
};
