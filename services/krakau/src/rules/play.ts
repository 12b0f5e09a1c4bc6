/** Trick play (Stiche) with marriages (Melden): the declarer leads, the trick's winner leads next. */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { type Card, MARRIAGE_POINTS, type Suit, sumPoints, suitOf } from './cards.js';
import { errors } from './errors.js';
import { handOf, withHand, wrongPhase } from './phase-util.js';
import { scoreGame } from './scoring.js';
import type { KrakauState, Marriage, PlayedCard, Round } from './state.js';
import { nextSeat, playRule, reasonError, winningCard } from './trick.js';

type Applied = { state: KrakauState; events: GameEvent[] };

function canMeld(round: Round, hand: readonly Card[], card: Card): boolean {
  if (round.trick.length > 0) return false;
  const r = card[0];
  if (r !== 'K' && r !== 'Q') return false;
  return hand.includes(`${r === 'K' ? 'Q' : 'K'}${card[1]}`);
}

export function legalPlay(state: KrakauState, seat: Seat): KrakauAction[] {
  const round = state.round;
  const hand = handOf(round, seat);
  const { allowed } = playRule(state.config, hand, round.trick, round.trump);
  const out: KrakauAction[] = [];
  for (const card of allowed) {
    out.push({ type: 'play', card });
    if (canMeld(round, hand, card)) out.push({ type: 'play', card, meld: true });
  }
  return out;
}

export function explainPlay(state: KrakauState, seat: Seat, action: KrakauAction): RuleErrorData | null {
  if (action.type !== 'play') return wrongPhase(state);
  const round = state.round;
  const hand = handOf(round, seat);
  if (!hand.includes(action.card)) return errors.data('KRAKAU_NOT_IN_HAND', { card: action.card });
  if (action.meld === true) {
    if (round.trick.length > 0) return errors.data('KRAKAU_MELD_NOT_LEAD');
    if (!canMeld(round, hand, action.card)) {
      const partner = `${action.card[0] === 'K' ? 'Q' : 'K'}${action.card[1]}`;
      return errors.data('KRAKAU_MELD_NO_PAIR', { card: partner });
    }
  }
  const rule = playRule(state.config, hand, round.trick, round.trump);
  if (rule.allowed.includes(action.card) || rule.why === null) return null;
  return reasonError(rule.why);
}

function meld(seat: Seat, suit: Suit): Marriage {
  return { seat, suit, points: MARRIAGE_POINTS[suit] };
}

function closeTrick(state: KrakauState, round: Round, trick: readonly PlayedCard[]): Applied {
  const winner = winningCard(trick, round.trump).seat;
  const points = sumPoints(trick.map((p) => p.card));
  const taken = round.taken.slice();
  taken[winner] = (taken[winner] as number) + points;
  const next: Round = { ...round, trick: [], lastTrick: trick, leader: winner, taken };
  const events: GameEvent[] = [{ type: 'trickWon', seat: winner, points, cards: trick.map((p) => p.card) }];
  const after = { ...state, round: next };
  if ((next.hands[winner] as Card[]).length === 0) {
    const scored = scoreGame(after);
    return { state: scored.state, events: [...events, ...scored.events] };
  }
  return { state: { ...after, phase: { kind: 'play', turn: winner } }, events };
}

/** The round after a card is played; an explicit literal keeps this hot path monomorphic. */
function playedRound(
  r: Round,
  hands: Round['hands'],
  trick: Round['trick'],
  played: Round['played'],
  marriages: Round['marriages'],
  trump: Round['trump'],
): Round {
  return {
    dealer: r.dealer,
    active: r.active,
    hands,
    musiks: r.musiks,
    bids: r.bids,
    highBid: r.highBid,
    highBidder: r.highBidder,
    declarer: r.declarer,
    game: r.game,
    musikTaken: r.musikTaken,
    gifts: r.gifts,
    trump,
    leader: r.leader,
    trick,
    lastTrick: r.lastTrick,
    played,
    taken: r.taken,
    marriages,
  };
}

export function applyPlay(state: KrakauState, seat: Seat, action: KrakauAction): Applied {
  if (action.type !== 'play') throw new Error('applyPlay: not a play');
  const old = state.round;
  const card = action.card;
  const events: GameEvent[] = [{ type: 'played', seat, card, meld: action.meld === true }];
  let marriages = old.marriages;
  let trump = old.trump;
  if (action.meld === true) {
    const m = meld(seat, suitOf(card));
    marriages = [...marriages, m];
    trump = m.suit;
    events.push({ type: 'marriage', seat, suit: m.suit, points: m.points });
  }
  const hand = handOf(old, seat).filter((c) => c !== card);
  const trick = [...old.trick, { seat, card }];
  const played = [...old.played, card];
  const round = playedRound(old, withHand(old, seat, hand), trick, played, marriages, trump);
  if (trick.length === round.active.length) {
    const closed = closeTrick(state, round, trick);
    return { state: closed.state, events: [...events, ...closed.events] };
  }
  return { state: { ...state, round, phase: { kind: 'play', turn: nextSeat(round.active, seat) } }, events };
}
