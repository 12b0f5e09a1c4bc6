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

const copyList = <T>(xs: readonly T[]): T[] => xs.slice();

/** Field by field (not a spread), so every state shares one hidden class and copies stay cheap. */
export function cloneState(s: CoupState): CoupState {
  return {
    config: s.config,
    rng: s.rng,
    seats: s.seats,
    shadow: s.shadow,
    boss: s.boss,
    hands: s.hands.map(copyList),
    piles: s.piles.map((p) => ({ cards: p.cards.slice(), bottomOpen: p.bottomOpen })),
    loot: s.loot.map((l) => ({ card: l.card, owner: l.owner, mark: l.mark, wonTrick: l.wonTrick })),
    lootHidden: s.lootHidden,
    chosen: s.chosen,
    answers: s.answers.slice(),
    signals: s.signals.map((g) => ({
      seat: g.seat,
      card: g.card,
      mark: g.mark,
      trick: g.trick,
      active: g.active,
    })),
    queued: s.queued.slice(),
    signalUsed: s.signalUsed.slice(),
    humanSignal: s.humanSignal,
    pfiff: { status: s.pfiff.status, caller: s.pfiff.caller, direction: s.pfiff.direction },
    marksChanged: s.marksChanged,
    passedOn: s.passedOn,
    // finished tricks never change again: shared
    tricks: s.tricks.slice(),
    trick: s.trick ? { leader: s.trick.leader, cards: s.trick.cards.slice(), winner: s.trick.winner } : null,
    voids: s.voids.map(copyList),
    won: s.won.slice(),
    tricksTotal: s.tricksTotal,
    startHands: s.startHands,
    startPiles: s.startPiles,
    phase: clonePhase(s.phase),
    result: s.result,
  };
}
