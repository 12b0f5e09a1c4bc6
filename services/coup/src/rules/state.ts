/** The game state of one attempt of one coup: plain JSON, phases as a discriminated union. */
import type { PhaseRules, RngState } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import type { CardId, Suit } from './cards.js';
import type { CoupConfig } from './config.js';
import type { AskWords, Mark } from './coups.js';
import type { CoupEvent } from './events.js';

export type Seat = number;

export interface Loot {
  readonly card: CardId;
  owner: Seat | null;
  mark: Mark | null;
  /** Index of the trick that won it. */
  wonTrick: number | null;
}

export type SignalMark = 'top' | 'only' | 'bottom';
export interface Signal {
  readonly seat: Seat;
  readonly card: CardId;
  readonly mark: SignalMark;
  /** Shown before this trick (0-based). */
  readonly trick: number;
  /** False once the card left the hand. */
  active: boolean;
  /**
   * Who gave it: a person (true) or a computer, as the seat was played when the signal was shown
   * (`config.humans`). „Bei Menschen deutet das Spiel nichts“ is judged by this, never by who sits
   * in the seat later (a person who leaves hands the seat to a computer).
   */
  readonly human: boolean;
}

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: CardId;
}
export interface Trick {
  readonly leader: Seat;
  readonly cards: PlayedCard[];
  winner: Seat | null;
}

/** A Schatten pile: cards[0] is the bottom card, cards[1] the top one. */
export interface Pile {
  cards: CardId[];
  bottomOpen: boolean;
}

export type AskPurpose = 'allLoot' | 'sick' | 'oneTrick';
export type PfiffDirection = 'left' | 'right';
export type Vote = 'none' | PfiffDirection;

export type Phase =
  | { kind: 'ask'; words: AskWords; purpose: AskPurpose; answers: (string | null)[] }
  | { kind: 'draft'; turn: Seat }
  | { kind: 'distribute'; index: number; answers: (string | null)[] }
  | { kind: 'marks' }
  | { kind: 'passOn' }
  | { kind: 'pfiffVote'; votes: (Vote | '-' | null)[] }
  | { kind: 'pfiffPass'; direction: PfiffDirection; passes: (CardId | null)[]; done: boolean[] }
  | { kind: 'play' }
  | { kind: 'over' };
export type PhaseKind = Phase['kind'];
export type PhaseOf<K extends PhaseKind> = Extract<Phase, { kind: K }>;

/** The rules of one phase kind (see phases.ts). */
export type CoupPhaseRules<K extends PhaseKind> = PhaseRules<CoupState, CoupAction, CoupEvent, PhaseOf<K>>;

export interface Result {
  readonly success: boolean;
  readonly code: string;
  readonly de: string;
  readonly en: string;
  /** The trick (0-based) at which the attempt failed, or null. */
  readonly trick: number | null;
}

export interface CoupState {
  readonly config: CoupConfig;
  rng: RngState;
  /** Seats at the table: players, plus the Schatten with two players. */
  readonly seats: number;
  readonly shadow: Seat | null;
  readonly boss: Seat;
  hands: CardId[][];
  piles: Pile[];
  loot: Loot[];
  lootHidden: boolean;
  /** The sick member or the one chosen for exactly one trick. */
  chosen: Seat | null;
  /** Answers to the Boss's last question, public. */
  answers: (string | null)[];
  signals: Signal[];
  queued: PlayedCard[];
  signalUsed: boolean[];
  humanSignal: boolean;
  pfiff: {
    status: 'none' | 'called' | 'declined' | 'done';
    caller: Seat | null;
    direction: PfiffDirection | null;
    /**
     * The humans' votes, revealed once every vote is in (empty before and without a vote; '-' = a
     * seat that does not vote). While the vote runs, each seat sees only its own (view.ts).
     */
    votes: (Vote | '-')[];
  };
  marksChanged: boolean;
  passedOn: boolean;
  tricks: Trick[];
  trick: Trick | null;
  voids: Suit[][];
  won: number[];
  tricksTotal: number;
  /** Hands and piles as they were before the first card, for the review. */
  startHands: CardId[][] | null;
  startPiles: CardId[][] | null;
  phase: Phase;
  result: Result | null;
}

function clonePhase(p: Phase): Phase {
  switch (p.kind) {
    case 'ask':
      return { kind: p.kind, words: p.words, purpose: p.purpose, answers: p.answers.slice() };
    case 'distribute':
      return { kind: p.kind, index: p.index, answers: p.answers.slice() };
    case 'pfiffVote':
      return { kind: p.kind, votes: p.votes.slice() };
    case 'pfiffPass':
      return { kind: p.kind, direction: p.direction, passes: p.passes.slice(), done: p.done.slice() };
    default:
      return { ...p };
  }
}

const copyList = <T>(xs: readonly T[]): T[] => xs.slice();

/**
 * The copy a phase may change in place. Field by field (not a spread, not structuredClone), so every
 * state shares one hidden class and copies stay cheap; what no phase ever changes is shared.
 */
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
      human: g.human,
    })),
    queued: s.queued.slice(),
    signalUsed: s.signalUsed.slice(),
    humanSignal: s.humanSignal,
    pfiff: {
      status: s.pfiff.status,
      caller: s.pfiff.caller,
      direction: s.pfiff.direction,
      votes: s.pfiff.votes,
    },
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
