/** The complete state of a show (plain JSON). Hidden parts leave only through view.ts. */
import type { RngState, Seat } from '@spielcenter/proto';
import type { HokusConfig } from './config.js';
import type { HatId, HatKind } from './hats.js';

/** A magician's bluff record (Bluff-Bilanz). */
export interface BluffRecord {
  /** Rounds in which he made the highest announcement and had to deliver. */
  readonly announced: number;
  /** Of those, how often he delivered (applause). */
  readonly delivered: number;
  /** How often his skunk caught another challenger. */
  readonly catches: number;
}

export interface Magician {
  /** Hats in hand (unordered; kept in id order). */
  readonly hand: readonly HatId[];
  /** Hats on his table (Zaubertisch), bottom first, top last. */
  readonly stack: readonly HatId[];
  /** Hats lost for good. Only he may learn which. */
  readonly lost: readonly HatId[];
  /** The id of his skunk hat (it may be among `lost`). */
  readonly skunk: HatId;
  /** Laurels (Lorbeer) = applause received. */
  readonly laurels: number;
  /** The round in which the curtain fell for him, or null while he is in the show. */
  readonly eliminatedRound: number | null;
  readonly record: BluffRecord;
}

/** One announcement or pass of the current round, in order. */
export type BidEntry =
  | { readonly seat: Seat; readonly type: 'announce'; readonly n: number }
  | { readonly seat: Seat; readonly type: 'pass' };

/** A hat lifted (turned up) this round: on whose table, and what it showed. */
export interface LiftedHat {
  readonly table: Seat;
  readonly kind: HatKind;
}

export type Phase =
  /** Aufstellen: everyone still in the show places one hat at the same time. */
  | { readonly kind: 'setup' }
  /** Reihum: place another hat or announce. */
  | { readonly kind: 'placing'; readonly turn: Seat }
  /** Überbieten oder passen. */
  | {
      readonly kind: 'bidding';
      readonly turn: Seat;
      readonly high: number;
      readonly bidder: Seat;
      readonly passed: readonly Seat[];
    }
  /** Liefern: the challenger lifts one hat per decision. */
  | { readonly kind: 'lifting'; readonly challenger: Seat; readonly target: number }
  /** Fremdes Stinktier: its owner draws one of the challenger's shuffled hats blind. */
  | { readonly kind: 'draw'; readonly challenger: Seat; readonly owner: Seat; readonly count: number }
  /** Eigenes Stinktier: the challenger gives up a hat of his choice. */
  | { readonly kind: 'discard'; readonly challenger: Seat }
  | { readonly kind: 'over'; readonly reason: EndReason };

export type PhaseKind = Phase['kind'];
export type EndReason = 'applause' | 'lastStanding' | 'rounds';

/** How the last finished round went (for the UI between rounds). */
export interface RoundResult {
  readonly round: number;
  readonly challenger: Seat;
  readonly target: number;
  readonly result: 'applause' | 'skunk';
  /** Whose skunk appeared (null on applause). */
  readonly skunkOwner: Seat | null;
  readonly eliminated: Seat | null;
  /** Every hat lifted in that round, in order. */
  readonly lifted: readonly LiftedHat[];
}

export interface HokusState {
  readonly config: HokusConfig;
  readonly rng: RngState;
  /** How many `deck.draws` entries were used. */
  readonly drawsUsed: number;
  /** The current round, 1-based. */
  readonly round: number;
  /** Who began this round. */
  readonly starter: Seat;
  readonly magicians: readonly Magician[];
  readonly phase: Phase;
  readonly bids: readonly BidEntry[];
  readonly lifted: readonly LiftedHat[];
  readonly lastResult: RoundResult | null;
  /** Seats in the order the curtain fell for them. */
  readonly eliminations: readonly Seat[];
  readonly winner: Seat | null;
}
