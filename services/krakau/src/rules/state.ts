/** The match state (plain JSON): the match score sheet plus the current game (one deal). */
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

export type Phase =
  | { readonly kind: 'fourNines'; readonly seat: Seat }
  | { readonly kind: 'bidding'; readonly turn: Seat; readonly passed: readonly Seat[] }
  | { readonly kind: 'chooseMusik'; readonly seat: Seat }
  | { readonly kind: 'give'; readonly seat: Seat; readonly picks: readonly Gift[] }
  | { readonly kind: 'declare'; readonly seat: Seat }
  | { readonly kind: 'play'; readonly turn: Seat }
  | { readonly kind: 'over' };
export type PhaseKind = Phase['kind'];

/** One game: a deal from bidding to the last trick. */
export interface Round {
  readonly dealer: Seat;
  /** Seats that play this game, from the dealer's left (the dealer sits out with four). */
  readonly active: readonly Seat[];
  readonly hands: readonly (readonly Card[])[];
  /** One musik (3, 4 players) or two (2 players). */
  readonly musiks: readonly (readonly Card[])[];
  readonly bids: readonly BidEntry[];
  readonly highBid: number;
  readonly highBidder: Seat;
  readonly declarer: Seat | null;
  /** The declared game (null until declared). */
  readonly game: number | null;
  /** The musik the declarer took (index into musiks), once taken. */
  readonly musikTaken: number | null;
  /** The declarer's gifts (and, with two players, discards). */
  readonly gifts: readonly Gift[];
  readonly trump: Suit | null;
  readonly leader: Seat;
  readonly trick: readonly PlayedCard[];
  readonly lastTrick: readonly PlayedCard[];
  readonly played: readonly Card[];
  /** Card points taken in tricks per seat. */
  readonly taken: readonly number[];
  readonly marriages: readonly Marriage[];
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
  readonly rng: RngState;
  /** Games dealt so far, counting redeals (index of the next `config.deck` deal is `gameNo`). */
  readonly gameNo: number;
  readonly scores: readonly number[];
  /** Games left on the barrel per seat; 0 = not on the barrel. */
  readonly barrel: readonly number[];
  readonly bombasUsed: readonly number[];
  readonly phase: Phase;
  readonly round: Round;
  readonly history: readonly GameResult[];
  readonly stats: readonly SeatStats[];
  readonly winner: Seat | null;
}
