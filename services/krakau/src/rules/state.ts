/**
 * The match state (plain JSON): the match score sheet plus the current game (one deal), and
 * `cloneState`, the one copy per action that the phases then change in place.
 */
import type { RngState, Seat } from '@spielcenter/proto';
import type { Card, Suit } from './cards.js';
import type { KrakauConfig } from './config.js';

export const BOMBA_POINTS = 60;
export const SIT_OUT_ACE_POINTS = 50;
export const BARREL_PENALTY = 120;
export const BARREL_GAMES = 3;
export const FORCED_BID = 100;

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}
export interface Marriage {
  readonly seat: Seat;
  readonly suit: Suit;
  readonly points: number;
}
export interface BidEntry {
  readonly seat: Seat;
  /** The bid, or null for a pass. */
  readonly bid: number | null;
}
export interface Gift {
  readonly card: Card;
  /** The opponent seat that receives it, or -1 for a discard (two players). */
  readonly to: Seat;
}

/** Every phase but the end names the one seat that decides now. */
export type Phase =
  | { readonly kind: 'fourNines'; readonly seat: Seat }
  | { readonly kind: 'bidding'; readonly seat: Seat; readonly passed: readonly Seat[] }
  | { readonly kind: 'chooseMusik'; readonly seat: Seat }
  | { readonly kind: 'give'; readonly seat: Seat; readonly picks: readonly Gift[] }
  | { readonly kind: 'declare'; readonly seat: Seat }
  | { readonly kind: 'play'; readonly seat: Seat }
  | { readonly kind: 'over' };
export type PhaseKind = Phase['kind'];
export type PhaseOf<K extends PhaseKind> = Extract<Phase, { readonly kind: K }>;

/**
 * One game: a deal from bidding to the last trick. The arrays without `readonly` are copied by
 * `cloneState` and may be changed in place; the others are replaced when they change.
 */
export interface Round {
  dealer: Seat;
  /** Seats that play this game, from the dealer's left (the dealer sits out with four). */
  active: readonly Seat[];
  hands: (readonly Card[])[];
  /** One musik (3, 4 players) or two (2 players). */
  musiks: readonly (readonly Card[])[];
  bids: BidEntry[];
  highBid: number;
  highBidder: Seat;
  declarer: Seat | null;
  /** The declared game (null until declared). */
  game: number | null;
  /** The musik the declarer took (index into musiks), once taken. */
  musikTaken: number | null;
  /** The declarer's gifts (and, with two players, discards). */
  gifts: readonly Gift[];
  trump: Suit | null;
  leader: Seat;
  trick: PlayedCard[];
  lastTrick: readonly PlayedCard[];
  played: Card[];
  /** Card points taken in tricks per seat. */
  taken: number[];
  marriages: Marriage[];
}

export interface GameResult {
  readonly no: number;
  readonly dealer: Seat;
  readonly declarer: Seat;
  readonly bid: number;
  readonly game: number;
  readonly bomba: boolean;
  readonly made: boolean;
  /** The declarer's card points + marriages (+ discards with two players). */
  readonly declarerTotal: number;
  readonly cardPoints: readonly number[];
  readonly marriagePoints: readonly number[];
  /** What each seat's result would be before lock, barrel and cap (opponents rounded). */
  readonly raw: readonly number[];
  readonly deltas: readonly number[];
  readonly scores: readonly number[];
}

export interface SeatStats {
  readonly declarer: number;
  readonly gamesMade: number;
  readonly marriages: number;
  readonly bombas: number;
  readonly bestGame: number;
}

export interface KrakauState {
  readonly config: KrakauConfig;
  rng: RngState;
  /** Games dealt so far, counting redeals. */
  gameNo: number;
  scores: readonly number[];
  /** Games left on the barrel per seat; 0 = not on the barrel. */
  barrel: readonly number[];
  bombasUsed: readonly number[];
  phase: Phase;
  round: Round;
  history: readonly GameResult[];
  stats: readonly SeatStats[];
  winner: Seat | null;
}

/** The seat that decides now (none at the end). */
export function actingSeats(phase: Phase): Seat[] {
  return phase.kind === 'over' ? [] : [phase.seat];
}

export function handOf(round: Round, seat: Seat): readonly Card[] {
  return round.hands[seat] as readonly Card[];
}

export function opponentsOf(round: Round): Seat[] {
  return round.active.filter((s) => s !== round.declarer);
}

/** The round's copy: an explicit literal in one field order keeps this hot path monomorphic. */
function cloneRound(r: Round): Round {
  return {
    dealer: r.dealer,
    active: r.active,
    hands: r.hands.slice(),
    musiks: r.musiks,
    bids: r.bids.slice(),
    highBid: r.highBid,
    highBidder: r.highBidder,
    declarer: r.declarer,
    game: r.game,
    musikTaken: r.musikTaken,
    gifts: r.gifts,
    trump: r.trump,
    leader: r.leader,
    trick: r.trick.slice(),
    lastTrick: r.lastTrick,
    played: r.played.slice(),
    taken: r.taken.slice(),
    marriages: r.marriages.slice(),
  };
}

/** A copy a phase may change in place: the containers and the arrays that are changed in place. */
export function cloneState(s: KrakauState): KrakauState {
  return {
    config: s.config,
    rng: s.rng,
    gameNo: s.gameNo,
    scores: s.scores,
    barrel: s.barrel,
    bombasUsed: s.bombasUsed,
    phase: s.phase,
    round: cloneRound(s.round),
    history: s.history,
    stats: s.stats,
    winner: s.winner,
  };
}
