/**
 * The state as one seat knows it, rebuilt from its view alone: what `explainView` runs the engine's
 * own `explain` over, so a seat's "why not" follows from what it may know (the gateway has only the
 * seat's published snapshot). Other hands, the Schatten's covered cards, loot not yet shown and
 * others' queued signals are placeholders of the right number; secret votes count as cast.
 */
import { UNKNOWN_RNG } from '@spielcenter/proto';
import type { CardId } from './cards.js';
import type { AskPurpose, CoupState, Loot, Phase, Pile } from './state.js';
import type { AskWords } from './coups.js';
import type { CoupView } from './view.js';

/** A card the seat cannot see (no card id: nothing the rules check can match it). */
const UNKNOWN = '?' as CardId;

const unknownCards = (n: number): CardId[] => Array.from({ length: n }, () => UNKNOWN);

function pile(p: CoupView['piles'][number]): Pile {
  if (p.open === null) return { cards: unknownCards(p.hidden), bottomOpen: false };
  // An open card on a covered one is the top of two; an open card alone is the turned-up bottom.
  return p.hidden > 0
    ? { cards: [UNKNOWN, p.open], bottomOpen: false }
    : { cards: [p.open], bottomOpen: true };
}

function loot(v: CoupView): Loot[] {
  const shown: Loot[] = v.loot.map((l) => ({ ...l }));
  const hidden = Array.from({ length: v.lootCount - shown.length }, () => ({
    card: UNKNOWN,
    owner: null,
    mark: null,
    wonTrick: null,
  }));
  return [...shown, ...hidden];
}

function phaseOf(v: CoupView): Phase {
  const p = v.phase;
  switch (p.kind) {
    case 'ask':
      return {
        kind: 'ask',
        words: p.question as AskWords,
        purpose: p.purpose as AskPurpose,
        answers: [...p.answers],
      };
    case 'draft':
      return { kind: 'draft', turn: p.turn ?? v.boss };
    case 'distribute':
      return { kind: 'distribute', index: p.index ?? 0, answers: [...p.answers] };
    case 'pfiffVote':
      // Another seat's secret vote: only that it was cast is known.
      return { kind: 'pfiffVote', votes: p.votes.map((x) => (x === 'cast' ? 'none' : x)) };
    case 'pfiffPass':
      return {
        kind: 'pfiffPass',
        direction: p.direction ?? 'left',
        passes: p.passed.map((passed) => (passed ? UNKNOWN : null)),
        done: p.passed.map((_, i) => !v.toAct.includes(i)),
      };
    default:
      return { kind: p.kind } as Phase;
  }
}

export function knownState(v: CoupView): CoupState {
  const seen = (i: number) => i === v.seat;
  return {
    config: {
      players: v.players,
      coup: v.caseFile.coup,
      pfiff: v.pfiff.mode,
      humans: v.humans,
      attempt: 1,
      failedTonight: 0,
      daily: false,
    },
    rng: UNKNOWN_RNG,
    seats: v.seats,
    shadow: v.shadow,
    boss: v.boss,
    hands: v.handCounts.map((n, i) => (seen(i) ? v.hand.slice() : i === v.shadow ? [] : unknownCards(n))),
    piles: v.piles.map(pile),
    loot: loot(v),
    lootHidden: v.lootHidden,
    chosen: v.chosen,
    answers: [...v.answers],
    signals: v.signals.map((g) => ({ ...g, mark: g.mark ?? 'only' })),
    queued: v.seat !== null && v.queuedSignal !== null ? [{ seat: v.seat, card: v.queuedSignal }] : [],
    signalUsed: [...v.signalUsed],
    humanSignal: false,
    pfiff: {
      status: v.pfiff.status as CoupState['pfiff']['status'],
      caller: v.pfiff.caller,
      direction: v.pfiff.direction,
      votes: [...v.pfiff.votes],
    },
    marksChanged: false,
    passedOn: false,
    tricks: v.tricks.map((t) => ({ ...t, cards: [...t.cards] })),
    trick: v.trick ? { ...v.trick, cards: [...v.trick.cards] } : null,
    voids: v.voids.map((x) => [...x]),
    won: [...v.won],
    tricksTotal: v.tricksTotal,
    startHands: null,
    startPiles: null,
    phase: phaseOf(v),
    result: v.result,
  };
}
