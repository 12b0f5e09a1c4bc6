/**
 * Ausspielen: the dealer's left leads the first trick, the trick winner the next. After a trick at
 * two players (rounds 21..30) both draw, the winner first; the last card drawn is the trump card.
 */
import type { GameEvent, Seat } from '@spielcenter/proto';
import type { Card } from './cards.js';
import { roundsFor } from './config.js';
import { dealRound, leftOf } from './deal.js';
import { ranksOf, roundPoints } from './scoring.js';
import type { BossState, Play, RoundRecord } from './state.js';
import { winningIndex } from './trick.js';

type Step = { state: BossState; events: GameEvent[] };

/** Plays a (validated) card; completes the trick, the draws and the round when due. */
export function applyPlay(state: BossState, seat: Seat, card: Card): Step {
  const n = state.config.players;
  const hands = state.hands.slice();
  hands[seat] = (state.hands[seat] as Card[]).filter((c) => c !== card);
  const trick: Play[] = [...state.trick, { seat, card }];
  const events: GameEvent[] = [{ type: 'played', seat, card }];
  const next: BossState = { ...state, hands, trick, phase: { kind: 'play', next: leftOf(seat, n) } };
  if (trick.length < n) return { state: next, events };
  return completeTrick(next, events);
}

function completeTrick(state: BossState, events: GameEvent[]): Step {
  const plays = state.trick;
  const winner = (
    plays[
      winningIndex(
        plays.map((p) => p.card),
        state.trump,
      )
    ] as Play
  ).seat;
  const tricksWon = state.tricksWon.slice();
  tricksWon[winner] = (tricksWon[winner] ?? 0) + 1;
  const tricks = [...state.tricks, { plays, winner }];
  events.push({ type: 'trickWon', seat: winner, trick: tricks.length, plays });
  let next: BossState = { ...state, tricksWon, tricks, trick: [], phase: { kind: 'play', next: winner } };
  if (next.drawsLeft > 0) next = drawAfterTrick(next, winner, events);
  if (tricks.length < next.round) return { state: next, events };
  return finishRound(next, events);
}

/** Both draw one card, the trick winner first; an empty pile leaves the trump card, which ends trump. */
function drawAfterTrick(state: BossState, winner: Seat, events: GameEvent[]): BossState {
  const hands = state.hands.slice();
  const stock = state.stock.slice();
  let { trumpCard, trump } = state;
  for (const seat of [winner, leftOf(winner, state.config.players)]) {
    const drawn = stock.shift();
    if (drawn !== undefined) {
      hands[seat] = [...(hands[seat] as Card[]), drawn];
      events.push({ type: 'drew', seat });
      events.push({ type: 'drewCard', seat, card: drawn, to: [seat] });
    } else if (trumpCard !== null) {
      hands[seat] = [...(hands[seat] as Card[]), trumpCard];
      events.push({ type: 'tookTrumpCard', seat, card: trumpCard });
      trumpCard = null;
      trump = null;
    }
  }
  return { ...state, hands, stock, trumpCard, trump, drawsLeft: state.drawsLeft - 1 };
}

function finishRound(state: BossState, events: GameEvent[]): Step {
  const bids = state.bids.map((b) => b ?? 0);
  const points = bids.map((b, s) => roundPoints(b, state.tricksWon[s] ?? 0));
  const record: RoundRecord = {
    round: state.round,
    dealer: state.dealer,
    trump: state.trump,
    bids,
    tricks: state.tricksWon.slice(),
    points,
  };
  const scores = state.scores.map((s, i) => s + (points[i] ?? 0));
  const history = [...state.history, record];
  events.push({ type: 'roundScored', round: state.round, bids, tricks: record.tricks, points, scores });
  if (state.round < roundsFor(state.config.players)) {
    const dealt = dealRound({ config: state.config, rng: state.rng, history, scores }, state.round + 1);
    return { state: dealt.state, events: [...events, ...dealt.events] };
  }
  events.push({ type: 'gameOver', scores, ranks: ranksOf(scores) });
  return { state: { ...state, history, scores, phase: { kind: 'over' } }, events };
}
