/** The musik: shown and taken by the declarer (two players: pick one of two), then declare the game. */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import type { Card } from './cards.js';
import { errors } from './errors.js';
import { handOf, maxBidFor, tens, withHand, wrongPhase } from './phase-util.js';
import type { KrakauState, Round } from './state.js';

type Applied = { state: KrakauState; events: GameEvent[] };

/** The musik's reveal: public with "Musik zeigen", else only the declarer sees it. */
function revealEvent(state: KrakauState, declarer: Seat, cards: readonly Card[], musik: number): GameEvent {
  const event = { type: 'musikShown', declarer, musik, cards };
  return state.config.showMusik ? event : { ...event, to: [declarer] };
}

function takeMusik(state: KrakauState, round: Round, declarer: Seat, index: number): Applied {
  const musik = round.musiks[index] as Card[];
  const hand = [...handOf(round, declarer), ...musik];
  const next: Round = { ...round, hands: withHand(round, declarer, hand), musikTaken: index };
  return {
    state: { ...state, round: next, phase: { kind: 'give', seat: declarer, picks: [] } },
    events: [revealEvent(state, declarer, musik, index)],
  };
}

/** After the bidding: the declarer is known; three/four players take the musik at once. */
export function startMusik(state: KrakauState, declarer: Seat): Applied {
  const round: Round = { ...state.round, declarer };
  const events: GameEvent[] = [{ type: 'declarer', seat: declarer, bid: round.highBid }];
  if (state.config.players === 2) {
    return { state: { ...state, round, phase: { kind: 'chooseMusik', seat: declarer } }, events };
  }
  const taken = takeMusik(state, round, declarer, 0);
  return { state: taken.state, events: [...events, ...taken.events] };
}

export function legalChooseMusik(): KrakauAction[] {
  return [
    { type: 'takeMusik', musik: 0 },
    { type: 'takeMusik', musik: 1 },
  ];
}

export function explainChooseMusik(state: KrakauState, action: KrakauAction): RuleErrorData | null {
  if (action.type !== 'takeMusik') return wrongPhase(state);
  return action.musik === 0 || action.musik === 1 ? null : errors.data('KRAKAU_NO_MUSIK');
}

export function applyChooseMusik(state: KrakauState, seat: Seat, action: KrakauAction): Applied {
  const index = action.type === 'takeMusik' ? action.musik : 0;
  return takeMusik(state, state.round, seat, index);
}

export function legalDeclare(state: KrakauState, seat: Seat): KrakauAction[] {
  const bid = state.round.highBid;
  const max = Math.max(bid, maxBidFor(state.config, handOf(state.round, seat)));
  return tens(bid, max).map((value): KrakauAction => ({ type: 'declare', value }));
}

export function explainDeclare(state: KrakauState, seat: Seat, action: KrakauAction): RuleErrorData | null {
  if (action.type !== 'declare') return wrongPhase(state);
  const bid = state.round.highBid;
  if (!Number.isInteger(action.value) || action.value < bid || action.value % 10 !== 0) {
    return errors.data('KRAKAU_GAME_TOO_LOW', { bid });
  }
  const max = Math.max(bid, maxBidFor(state.config, handOf(state.round, seat)));
  if (action.value > max) return errors.data('KRAKAU_BID_LIMIT', { max });
  return null;
}

export function applyDeclare(state: KrakauState, seat: Seat, action: KrakauAction): Applied {
  const game = action.type === 'declare' ? action.value : state.round.highBid;
  return {
    state: { ...state, round: { ...state.round, game, leader: seat }, phase: { kind: 'play', turn: seat } },
    events: [{ type: 'declared', seat, game }],
  };
}
