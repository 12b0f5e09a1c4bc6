/** Spiel ansagen: after giving, the declarer declares his game – at least his bid, the same limit as bidding. */
import { type PhaseRules, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { bidLimitError, maxBidFor, tens } from './bidding.js';
import { krakauErrors } from './errors.js';
import type { KrakauEvent } from './events.js';
import { handOf, type KrakauState, type PhaseOf } from './state.js';

/** The highest game the declarer's hand after giving allows, never below his bid. */
function maxGame(s: KrakauState, seat: Seat): number {
  return Math.max(s.round.highBid, maxBidFor(s.config, handOf(s.round, seat)));
}

function explainGame(s: KrakauState, seat: Seat, value: number): RuleErrorData | null {
  const bid = s.round.highBid;
  if (value < bid) return krakauErrors.data('KRAKAU_GAME_TOO_LOW', { bid });
  if (value % 10 !== 0) return krakauErrors.data('KRAKAU_GAME_STEP');
  const max = maxGame(s, seat);
  return value > max ? bidLimitError(s.config, max) : null;
}

export const declarePhase: PhaseRules<KrakauState, KrakauAction, KrakauEvent, PhaseOf<'declare'>> = {
  accepts: ['declare'],
  toAct: (s) => [s.phase.seat],
  legal: (s, seat) =>
    seat === s.phase.seat
      ? tens(s.round.highBid, maxGame(s, seat)).map((value): KrakauAction => ({ type: 'declare', value }))
      : [],
  explain(s, seat, action) {
    const turn = turnCheck([s.phase.seat], seat);
    if (turn || action.type !== 'declare') return turn;
    return explainGame(s, seat, action.value);
  },
  apply(draft, seat, action) {
    const game = action.type === 'declare' ? action.value : draft.round.highBid;
    draft.round.game = game;
    draft.round.leader = seat;
    draft.phase = { kind: 'play', seat };
    return [{ type: 'declared', seat, game }];
  },
};
