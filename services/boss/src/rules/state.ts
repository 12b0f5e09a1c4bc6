/**
 * The Speedboss game state: plain JSON, phases as a discriminated union on `phase.kind`.
 *
 * One update style: `cloneState` copies the state once per action and the phase changes that copy
 * in place. Records that never change once made (plays, completed tricks, score sheet lines, the
 * config, the phase object, which phases replace rather than change) are shared between copies.
 */
import type { RngState, Seat } from '@spielcenter/proto';
import type { Card, Suit } from './cards.js';
import type { BossConfig } from './config.js';

/** One card laid into a trick. */
export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

export interface CompletedTrick {
  readonly plays: readonly Play[];
  readonly winner: Seat;
}

/** The score sheet line (Bilanz) of one finished round. */
export interface RoundRecord {
  readonly round: number;
  readonly dealer: Seat;
  readonly trump: Suit | null;
  readonly bids: readonly number[];
  readonly tricks: readonly number[];
  /** Round points per seat: exact 20 + 10 per trick, otherwise −10 per trick of difference. */
  readonly points: readonly number[];
}

/** A CEO was turned up: the dealer looks at his hand and names the trump firm. */
export type ChooseTrumpPhase = { readonly kind: 'chooseTrump' };
/** Bidding (Prognose) from the dealer's left; `next` bids now. */
export type BidPhase = { readonly kind: 'bid'; readonly next: Seat };
/** Playing tricks; `next` plays now. */
export type PlayPhase = { readonly kind: 'play'; readonly next: Seat };
export type OverPhase = { readonly kind: 'over' };
export type Phase = ChooseTrumpPhase | BidPhase | PlayPhase | OverPhase;

export interface BossState {
  game: 'boss';
  config: BossConfig;
  rng: RngState;
  round: number;
  dealer: Seat;
  hands: Card[][];
  /** The face-down rest under the trump card (draw pile at two players, top = index 0). */
  stock: Card[];
  /** The face-up trump card (Leitbranche-Karte); null when none (last round, or taken into a hand). */
  trumpCard: Card | null;
  /** The trump firm now in force; null = no trump. */
  trump: Suit | null;
  bids: (number | null)[];
  tricksWon: number[];
  /** The trick on the table, in playing order. */
  trick: Play[];
  /** The tricks completed this round. */
  tricks: CompletedTrick[];
  /** Draw steps still due after the coming tricks (two players, rounds 21..30). */
  drawsLeft: number;
  history: RoundRecord[];
  scores: number[];
  phase: Phase;
}

/** Number of tricks in a round: always the round number (two players too, thanks to the draws). */
export const tricksInRound = (round: number): number => round;

/**
 * The copy a phase may change in place: every list of the state is the copy's own, their entries
 * (cards, plays, tricks, score lines) are shared. Field by field in one literal, so every state has
 * one shape and copying stays cheap.
 */
export function cloneState(s: BossState): BossState {
  return {
    game: s.game,
    config: s.config,
    rng: s.rng,
    round: s.round,
    dealer: s.dealer,
    hands: s.hands.map((h) => h.slice()),
    stock: s.stock.slice(),
    trumpCard: s.trumpCard,
    trump: s.trump,
    bids: s.bids.slice(),
    tricksWon: s.tricksWon.slice(),
    trick: s.trick.slice(),
    tricks: s.tricks.slice(),
    drawsLeft: s.drawsLeft,
    history: s.history.slice(),
    scores: s.scores.slice(),
    phase: s.phase,
  };
}
