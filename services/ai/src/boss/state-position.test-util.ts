// Test helper: the simulator position of a full engine state (every hand known).
import { type BossState, ledSuit } from '@spielcenter/boss';
import { suitIndex } from './codes.js';
import type { Position } from './position.js';

export function positionOf(state: BossState): Position {
  const played = state.tricks.flatMap((t) => t.plays.map((p) => p.card));
  const next = state.phase.kind === 'play' || state.phase.kind === 'bid' ? state.phase.next : 0;
  return {
    players: state.config.players,
    trump: suitIndex(state.trump),
    hands: state.hands,
    bids: state.bids.map((b) => b ?? -1),
    won: state.tricksWon,
    played: [...played, ...state.trick.map((p) => p.card)],
    trick: state.trick,
    next,
    tricksLeft: state.round - state.tricks.length,
    drawsLeft: state.drawsLeft,
    pile: state.stock,
    trumpCard: state.trumpCard,
  };
}

export const ledIndex = (state: BossState): number => suitIndex(ledSuit(state.trick.map((p) => p.card)));
