/**
 * The complete state of a show (plain JSON). Hidden parts leave only through view.ts.
 *
 * One update style: `apply` copies the state once with `cloneState`, and a phase changes that copy
 * in place. What a phase changes in place is mutable here (the magicians, this round's bids and
 * lifted hats, the eliminations); values a phase only ever replaces (the phase, the last result,
 * the config) are readonly and shared between copies.
 */
import type { RngState, Seat } from '@spielcenter/proto';
import type { HokusConfig } from './config.js';
import type { HatId, HatKind } from './hats.js';

/** A magician's bluff record (Bluff-Bilanz). */
export interface BluffRecord {
  /** Rounds in which he made the highest announcement and had to deliver. */
  announced: number;
  /** Of those, how often he delivered (applause). */
  delivered: number;
  /** How often his skunk caught another challenger. */
  catches: number;
}

export interface Magician {
  /** Hats in hand (unordered; kept in id order). */
  hand: HatId[];
  /** Hats on his table (Zaubertisch), bottom first, top last. */
  stack: HatId[];
  /** Hats lost for good. Only he may learn which. */
  lost: HatId[];
  /** The id of his skunk hat (it may be among `lost`). */
  readonly skunk: HatId;
  /** Laurels (Lorbeer) = applause received. */
  laurels: number;
  /** The round in which the curtain fell for him, or null while he is in the show. */
  eliminatedRound: number | null;
  readonly record: BluffRecord;
}

/** One announcement or pass of the current round, in order. */
export type BidEntry =
  | { readonly seat: Seat; readonly type: 'announce'; readonly n: number }
  | { readonly seat: Seat; readonly type: 'pass' };

/** A hat lifted (turned up) this round: on whose table, and what it showed. */
export type LiftedHat = { readonly table: Seat; readonly kind: HatKind };

/** Aufstellen: everyone still in the show places one hat at the same time. */
export type SetupPhase = { readonly kind: 'setup' };
/** Reihum: place another hat or announce. */
export type PlacingPhase = { readonly kind: 'placing'; readonly turn: Seat };
/** Überbieten oder passen. */
export type BiddingPhase = {
  readonly kind: 'bidding';
  readonly turn: Seat;
  readonly high: number;
  readonly bidder: Seat;
  readonly passed: readonly Seat[];
};
/** Liefern: the challenger lifts one hat per decision. */
export type LiftingPhase = { readonly kind: 'lifting'; readonly challenger: Seat; readonly target: number };
/** Fremdes Stinktier: its owner draws one of the challenger's shuffled hats blind. */
export type DrawPhase = {
  readonly kind: 'draw';
  readonly challenger: Seat;
  readonly owner: Seat;
  readonly count: number;
};
/** Eigenes Stinktier: the challenger gives up a hat of his choice. */
export type DiscardPhase = { readonly kind: 'discard'; readonly challenger: Seat };
export type OverPhase = { readonly kind: 'over'; readonly reason: EndReason };

export type Phase =
  | SetupPhase
  | PlacingPhase
  | BiddingPhase
  | LiftingPhase
  | DrawPhase
  | DiscardPhase
  | OverPhase;

export type PhaseKind = Phase['kind'];
export type EndReason = 'applause' | 'lastStanding' | 'rounds';

/** How the last finished round went (for the UI between rounds). */
export type RoundResult = {
  readonly round: number;
  readonly challenger: Seat;
  readonly target: number;
  readonly result: 'applause' | 'skunk';
  /** Whose skunk appeared (null on applause). */
  readonly skunkOwner: Seat | null;
  readonly eliminated: Seat | null;
  /** Every hat lifted in that round, in order. */
  readonly lifted: readonly LiftedHat[];
};

/**
 * A skunk that appeared in this show (public: everyone saw it lifted): whose it was, who lifted it,
 * and where it stood on its owner's table — `depth` from the top (1 = top) among `stack` hats.
 */
export type SkunkSighting = {
  readonly round: number;
  readonly owner: Seat;
  readonly challenger: Seat;
  readonly depth: number;
  readonly stack: number;
};

export interface HokusState {
  readonly config: HokusConfig;
  rng: RngState;
  /** How many `deck.draws` entries were used. */
  drawsUsed: number;
  /** The current round, 1-based. */
  round: number;
  /** Who began this round. */
  starter: Seat;
  readonly magicians: Magician[];
  phase: Phase;
  bids: BidEntry[];
  lifted: LiftedHat[];
  lastResult: RoundResult | null;
  /** Every skunk that appeared in this show, in order („wo bei wem schon Stinktiere aufgetaucht sind“). */
  sightings: SkunkSighting[];
  /** Seats in the order the curtain fell for them. */
  readonly eliminations: Seat[];
  winner: Seat | null;
}

function cloneMagician(m: Magician): Magician {
  return {
    hand: m.hand.slice(),
    stack: m.stack.slice(),
    lost: m.lost.slice(),
    skunk: m.skunk,
    laurels: m.laurels,
    eliminatedRound: m.eliminatedRound,
    record: { announced: m.record.announced, delivered: m.record.delivered, catches: m.record.catches },
  };
}

/** The copy a phase may change in place: field by field, sharing the readonly values. */
export function cloneState(s: HokusState): HokusState {
  return {
    config: s.config,
    rng: s.rng,
    drawsUsed: s.drawsUsed,
    round: s.round,
    starter: s.starter,
    magicians: s.magicians.map(cloneMagician),
    phase: s.phase,
    bids: s.bids.slice(),
    lifted: s.lifted.slice(),
    lastResult: s.lastResult,
    // a state stored before sightings were kept starts with none
    sightings: (s.sightings ?? []).slice(),
    eliminations: s.eliminations.slice(),
    winner: s.winner,
  };
}
