/**
 * Every event the engine emits. `to` limits an event to those seats (the card given to you, the
 * hidden musik, the discards); without it an event is public.
 */
import type { Seat } from '@spielcenter/proto';
import type { Card, Suit } from './cards.js';
import type { GameResult } from './state.js';

export type DealtEvent = { type: 'dealt'; dealer: Seat; game: number; forcedBidder: Seat };
export type FourNinesAskedEvent = { type: 'fourNinesAsked'; seat: Seat };
export type RedealtEvent = { type: 'redealt'; seat: Seat };
export type KeptFourNinesEvent = { type: 'keptFourNines'; seat: Seat };
export type BidEvent = { type: 'bid'; seat: Seat; value: number };
export type PassedEvent = { type: 'passed'; seat: Seat };
/** The bidding is over: `seat` plays for `bid`. */
export type DeclarerEvent = { type: 'declarer'; seat: Seat; bid: number };
/** The musik turned up: public with "Musik zeigen", else only to the declarer. */
export type MusikShownEvent = {
  type: 'musikShown';
  declarer: Seat;
  musik: number;
  cards: readonly Card[];
  to?: readonly Seat[];
};
/** The declarer gave `recipient` a card (public, no card). */
export type GaveEvent = { type: 'gave'; seat: Seat; recipient: Seat };
/** The card given to `seat`, for `seat` only. */
export type ReceivedEvent = { type: 'received'; seat: Seat; from: Seat; card: Card; to: readonly Seat[] };
/** Two players: the declarer's discards, for him only. */
export type DiscardedEvent = { type: 'discarded'; seat: Seat; cards: readonly Card[]; to: readonly Seat[] };
export type DeclaredEvent = { type: 'declared'; seat: Seat; game: number };
export type BombaEvent = { type: 'bomba'; seat: Seat };
export type PlayedEvent = { type: 'played'; seat: Seat; card: Card; meld: boolean };
export type MarriageEvent = { type: 'marriage'; seat: Seat; suit: Suit; points: number };
export type TrickWonEvent = { type: 'trickWon'; seat: Seat; points: number; cards: readonly Card[] };
/** One game (a deal) settled: the settlement board. */
/**
 * A game (deal) is settled. `points`: what it brings each seat for the Bestenliste, booked as it
 * ends („die gewonnenen Punkte jedes Spiels geteilt durch 10“, lost games nothing); the match's last
 * game adds the place bonus (30 / 15 / 5).
 */
export type GameScoredEvent = { type: 'gameScored'; result: GameResult; points: readonly number[] };
export type BarrelReachedEvent = { type: 'barrelReached'; seat: Seat; score: number; games: number };
export type BarrelGameUsedEvent = { type: 'barrelGameUsed'; seat: Seat; gamesLeft: number };
export type BarrelFellEvent = { type: 'barrelFell'; seat: Seat; score: number };
export type BarrelPenaltyEvent = { type: 'barrelPenalty'; seat: Seat; points: number; score: number };
export type LockedEvent = { type: 'locked'; seat: Seat; score: number };
/** The match is over. */
export type MatchWonEvent = { type: 'matchWon'; seat: Seat; scores: readonly number[] };

export type KrakauEvent =
  | DealtEvent
  | FourNinesAskedEvent
  | RedealtEvent
  | KeptFourNinesEvent
  | BidEvent
  | PassedEvent
  | DeclarerEvent
  | MusikShownEvent
  | GaveEvent
  | ReceivedEvent
  | DiscardedEvent
  | DeclaredEvent
  | BombaEvent
  | PlayedEvent
  | MarriageEvent
  | TrickWonEvent
  | GameScoredEvent
  | BarrelReachedEvent
  | BarrelGameUsedEvent
  | BarrelFellEvent
  | BarrelPenaltyEvent
  | LockedEvent
  | MatchWonEvent;
export type KrakauEventType = KrakauEvent['type'];
