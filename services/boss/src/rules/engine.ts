/** The Speedboss engine: the GameEngine contract over the rule modules. */
import type { Applied, GameEngine, RuleErrorData, Seat } from '@spielcenter/proto';
import { RuleError } from '@spielcenter/proto';
import { type BossAction, type DecisionContext, explainAction } from './actions.js';
import { applyBid, defaultBid, legalBids } from './bidding.js';
import type { Card, Suit } from './cards.js';
import { type BossConfig, parseConfig } from './config.js';
import { setupGame } from './deal.js';
import { applyPlay } from './play.js';
import { outcomeOf } from './scoring.js';
import type { BossState } from './state.js';
import { legalCards } from './trick.js';
import { applyTrumpChoice, legalTrumpSuits } from './trump.js';
import { type BossView, toActOf, viewOf } from './view.js';

export function contextOf(state: BossState, seat: Seat): DecisionContext {
  return {
    players: state.config.players,
    phase: state.phase.kind,
    toAct: toActOf(state),
    round: state.round,
    dealer: state.dealer,
    bids: state.bids,
    hand: state.hands[seat] ?? [],
    trick: state.trick.map((p) => p.card),
  };
}

function legalActions(state: BossState, seat: Seat): BossAction[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'chooseTrump':
      return seat === state.dealer ? legalTrumpSuits().map((suit) => ({ type: 'chooseTrump', suit })) : [];
    case 'bid':
      return seat === phase.next ? legalBids(state, seat).map((bid) => ({ type: 'bid', bid })) : [];
    case 'play':
      if (seat !== phase.next) return [];
      return legalCards(
        state.hands[seat] ?? [],
        state.trick.map((p) => p.card),
      ).map((card) => ({ type: 'play', card }));
    case 'over':
      return [];
  }
}

function explain(state: BossState, seat: Seat, action: BossAction): RuleErrorData | null {
  return explainAction(contextOf(state, seat), seat, action);
}

function apply(state: BossState, seat: Seat, action: BossAction): Applied<BossState> {
  const why = explain(state, seat, action);
  if (why) throw new RuleError(why);
  switch (action.type) {
    case 'chooseTrump':
      return applyTrumpChoice(state, seat, action.suit as Suit);
    case 'bid':
      return applyBid(state, seat, action.bid);
    case 'play':
      return applyPlay(state, seat, action.card as Card);
  }
}

function defaultAction(state: BossState, seat: Seat): BossAction | null {
  if (state.phase.kind !== 'bid' || state.phase.next !== seat) return null;
  return { type: 'bid', bid: defaultBid(state, seat) };
}

export const engine: GameEngine<BossState, BossAction, BossView, BossConfig> = {
  id: 'boss',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup: setupGame,
  toAct: toActOf,
  legalActions,
  apply,
  view: viewOf,
  outcome: outcomeOf,
  defaultAction,
  explain,
};
