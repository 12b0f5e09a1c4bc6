/** A fast deep copy of the state (structuredClone is slow for many small objects). */
import type { CoupState, Phase } from './state.js';

function clonePhase(p: Phase): Phase {
  switch (p.kind) {
    case 'ask':
      return { ...p, answers: [...p.answers] };
    case 'distribute':
      return { ...p, answers: [...p.answers] };
    case 'pfiffVote':
      return { ...p, votes: [...p.votes] };
    case 'pfiffPass':
      return { ...p, passes: [...p.passes], done: [...p.done] };
    default:
      return { ...p };
  }
}

export function cloneState(s: CoupState): CoupState {
  return {
    ...s,
    hands: s.hands.map((h) => [...h]),
    piles: s.piles.map((p) => ({ cards: [...p.cards], bottomOpen: p.bottomOpen })),
    loot: s.loot.map((l) => ({ ...l })),
    answers: [...s.answers],
    signals: s.signals.map((g) => ({ ...g })),
    queued: s.queued.map((q) => ({ ...q })),
    signalUsed: [...s.signalUsed],
    pfiff: { ...s.pfiff },
    // finished tricks never change again; share them
    tricks: [...s.tricks],
    trick: s.trick ? { ...s.trick, cards: [...s.trick.cards] } : null,
    voids: s.voids.map((v) => [...v]),
    won: [...s.won],
    phase: clonePhase(s.phase),
  };
}
