/**
 * Every event the Speedboss engine emits, as a discriminated union on `type`. Events without `to`
 * are public; `drewCard` goes to the drawer alone (its public twin is `drew`).
 */
import type { Seat } from '@spielcenter/proto';
import type { Card, Suit } from './cards.js';
import type { Play } from './state.js';

/** A round was dealt; `trumpCard` is the face-up card (null in the last round at three or four). */
export type RoundStarted = {
  readonly type: 'roundStarted';
  readonly round: number;
  readonly dealer: Seat;
  readonly tricks: number;
  readonly handSize: number;
  readonly trumpCard: Card | null;
  readonly trump: Suit | null;
};

/** The dealer named the trump firm after a CEO was turned up. */
export type TrumpChosen = { readonly type: 'trumpChosen'; readonly seat: Seat; readonly suit: Suit };

/** A bid (Prognose). */
export type BidMade = { readonly type: 'bid'; readonly seat: Seat; readonly bid: number };

export type CardPlayed = { readonly type: 'played'; readonly seat: Seat; readonly card: Card };

/** A trick is complete; `trick` counts the round's tricks from 1. Ends a trick for the table's pacing. */
export type TrickWon = {
  readonly type: 'trickWon';
  readonly seat: Seat;
  readonly trick: number;
  readonly plays: readonly Play[];
};

/** Two players, rounds 21..30: `seat` drew a face-down card (public: who, not what). */
export type Drew = { readonly type: 'drew'; readonly seat: Seat };

/** The drawn card, for the drawer only. */
export type DrewCard = {
  readonly type: 'drewCard';
  readonly seat: Seat;
  readonly card: Card;
  readonly to: readonly Seat[];
};

/** The pile was empty: `seat` took the face-up trump card (public, it lay face up); trump ends. */
export type TookTrumpCard = { readonly type: 'tookTrumpCard'; readonly seat: Seat; readonly card: Card };

/** The round's Bilanz: bids, tricks and points per seat, and the running scores. Ends a round. */
export type RoundScored = {
  readonly type: 'roundScored';
  readonly round: number;
  readonly bids: readonly number[];
  readonly tricks: readonly number[];
  readonly points: readonly number[];
  readonly scores: readonly number[];
};

/** The last round was scored (Jahresabschluss): final scores and ranks (ties share a rank). */
export type GameOver = {
  readonly type: 'gameOver';
  readonly scores: readonly number[];
  readonly ranks: readonly number[];
};

export type BossEvent =
  | RoundStarted
  | TrumpChosen
  | BidMade
  | CardPlayed
  | TrickWon
  | Drew
  | DrewCard
  | TookTrumpCard
  | RoundScored
  | GameOver;
