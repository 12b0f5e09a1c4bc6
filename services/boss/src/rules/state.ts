/** The Speedboss game state: plain JSON, phases as a discriminated union on `phase.kind`. */
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

export type Phase =
  /** A CEO was turned up: the dealer looks at his hand and names the trump firm. */
  | { readonly kind: 'chooseTrump' }
  /** Bidding from the dealer's left; `next` bids now. */
  | { readonly kind: 'bid'; readonly next: Seat }
  /** Playing tricks; `next` plays now. */
  | { readonly kind: 'play'; readonly next: Seat }
  | { readonly kind: 'over' };

export interface BossState {
  readonly game: 'boss';
  readonly config: BossConfig;
  readonly rng: RngState;
  readonly round: number;
  readonly dealer: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** The face-down rest under the trump card (draw pile at two players, top = index 0). */
  readonly stock: readonly Card[];
  /** The face-up trump card (Leitbranche-Karte); null when none (last round, or taken into a hand). */
  readonly trumpCard: Card | null;
  /** The trump firm now in force; null = no trump. */
  readonly trump: Suit | null;
  readonly bids: readonly (number | null)[];
  readonly tricksWon: readonly number[];
  /** The trick on the table, in playing order. */
  readonly trick: readonly Play[];
  /** The tricks completed this round. */
  readonly tricks: readonly CompletedTrick[];
  /** Draw steps still due after the coming tricks (two players, rounds 21..30). */
  readonly drawsLeft: number;
  readonly history: readonly RoundRecord[];
  readonly scores: readonly number[];
  readonly phase: Phase;
}

/** Number of tricks in a round: always the round number (two players too, thanks to the draws). */
export const tricksInRound = (round: number): number => round;
