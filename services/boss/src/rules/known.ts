/**
 * The state as one seat knows it, rebuilt from its view alone: what `explainView` runs the engine's
 * own `explain` over, so a seat's "why not" follows from what it may know (the gateway has only the
 * seat's published snapshot). Other hands and the draw pile are placeholders of the right size.
 */
import { type Seat, UNKNOWN_RNG } from '@spielcenter/proto';
import type { Card } from './cards.js';
import type { BossState, Phase } from './state.js';
import type { BossView } from './view.js';

/** A card the seat cannot see (no card id: nothing the rules check can match it). */
const UNKNOWN = '?' as Card;

const unknownCards = (n: number): Card[] => Array.from({ length: n }, () => UNKNOWN);

function phaseOf(v: BossView): Phase {
  const next: Seat = v.toAct[0] ?? 0;
  if (v.phase === 'bid') return { kind: 'bid', next };
  if (v.phase === 'play') return { kind: 'play', next };
  return { kind: v.phase };
}

export function knownState(v: BossView): BossState {
  return {
    game: 'boss',
    config: { players: v.players, firstDealer: 0, rounds: v.rounds },
    rng: UNKNOWN_RNG,
    round: v.round,
    dealer: v.dealer,
    hands: v.handCounts.map((n, s) => (s === v.seat ? v.hand.slice() : unknownCards(n))),
    stock: unknownCards(v.drawPile),
    trumpCard: v.trumpCard,
    trump: v.trump,
    bids: v.bids.slice(),
    tricksWon: v.tricksWon.slice(),
    trick: v.trick.slice(),
    tricks: v.tricks.slice(),
    drawsLeft: v.drawsLeft,
    history: v.history.slice(),
    scores: v.scores.slice(),
    phase: phaseOf(v),
  };
}
