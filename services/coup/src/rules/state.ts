/** The game state of one attempt of one coup: plain JSON, phases as a discriminated union. */
import type { BaseConfig, RngState } from '@spielcenter/proto';
import type { CardId, Suit } from './cards.js';
import type { AskWords, Mark } from './coups.js';

export type Seat = number;

export type PfiffMode = 'wish' | 'every';

/** Fixes every deal: hands per seat (2 players: two hands of 13), the Schatten's piles, the loot. */
export interface DeckSpec {
  readonly hands: readonly (readonly CardId[])[];
  /** Two players: seven piles [bottom, top]. */
  readonly shadow?: readonly (readonly [CardId, CardId])[];
  /** The loot cards in reveal order (default: drawn from the seed). */
  readonly loot?: readonly CardId[];
}

export interface CoupConfig extends BaseConfig {
  readonly players: number;
  /** Coup number 1–50. */
  readonly coup: number;
  readonly pfiff: PfiffMode;
  /** Seats played by humans (votes, Pfiff, the green badge). Default: all seats. */
  readonly humans: readonly Seat[];
  /** The attempt number tonight (1-based); the daily coup derives its deal from it. */
  readonly attempt: number;
  /** Failed attempts at this coup this evening (points: 5 + coup − this, at least 3). */
  readonly failedTonight: number;
  /** The daily coup: no points. */
  readonly daily: boolean;
  readonly deck?: DeckSpec;
}

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
