/**
 * The phase "play" (Ausspielen): the dealer's left leads the first trick, the trick winner the next.
 * After a trick at two players (rounds 21..30) both draw, the winner first; the last card drawn is
 * the trump card.
 */
import { type PhaseRules, type Seat, turnCheck } from '@spielcenter/proto';
import { type BossAction, explainPlay, type PlayAction } from './actions.js';
import type { Card } from './cards.js';
import type { BossEvent } from './events.js';
import { finishRound } from './round-end.js';
import { leftOf } from './setup.js';
import type { BossState, Play, PlayPhase } from './state.js';
import { legalCards, winningIndex } from './trick.js';

const cardsOf = (trick: readonly Play[]): Card[] => trick.map((p) => p.card);

export const playPhase: PhaseRules<BossState, BossAction, BossEvent, PlayPhase> = {
  accepts: ['play'],
  toAct: (state) => [state.phase.next],
  legal: (state, seat) =>
    seat === state.phase.next
      ? legalCards(state.hands[seat] ?? [], cardsOf(state.trick)).map((card) => ({ type: 'play', card }))
      : [],
  explain: (state, seat, action) =>
    turnCheck([state.phase.next], seat) ??
    explainPlay(state.hands[seat] ?? [], cardsOf(state.trick), (action as PlayAction).card),
  /** Plays the card; completes the trick, the draws and the round when due. */
  apply(draft, seat, action) {
    const { card } = action as PlayAction;
    const n = draft.config.players;
    draft.hands[seat] = (draft.hands[seat] as Card[]).filter((c) => c !== card);
    draft.trick.push({ seat, card });
    draft.phase = { kind: 'play', next: leftOf(seat, n) };
    const events: BossEvent[] = [{ type: 'played', seat, card }];
    if (draft.trick.length === n) completeTrick(draft, events);
    return events;
  },
};

function completeTrick(draft: BossState, events: BossEvent[]): void {
  const plays = draft.trick;
  const winner = (plays[winningIndex(cardsOf(plays), draft.trump)] as Play).seat;
  draft.tricksWon[winner] = (draft.tricksWon[winner] ?? 0) + 1;
  draft.tricks.push({ plays, winner });
  draft.trick = [];
  draft.phase = { kind: 'play', next: winner };
  events.push({ type: 'trickWon', seat: winner, trick: draft.tricks.length, plays });
  if (draft.drawsLeft > 0) drawAfterTrick(draft, winner, events);
  if (draft.tricks.length === draft.round) finishRound(draft, events);
}

/** Both draw one card, the trick winner first; an empty pile leaves the trump card, which ends trump. */
function drawAfterTrick(draft: BossState, winner: Seat, events: BossEvent[]): void {
  for (const seat of [winner, leftOf(winner, draft.config.players)]) {
    const hand = draft.hands[seat] as Card[];
    const drawn = draft.stock.shift();
    if (drawn !== undefined) {
      hand.push(drawn);
      events.push({ type: 'drew', seat }, { type: 'drewCard', seat, card: drawn, to: [seat] });
    } else if (draft.trumpCard !== null) {
      hand.push(draft.trumpCard);
      events.push({ type: 'tookTrumpCard', seat, card: draft.trumpCard });
      draft.trumpCard = null;
      draft.trump = null;
    }
  }
  draft.drawsLeft--;
}
