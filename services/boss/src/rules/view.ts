/** What one seat (or a spectator) may know. Another hand and the face-down rest never appear. */
import type { Seat } from '@spielcenter/proto';
import type { PhaseKind } from './actions.js';
import type { Card, Suit } from './cards.js';
import { lastRound } from './config.js';
import { toActOf } from './phases.js';
import type { BossState, CompletedTrick, Play, RoundRecord } from './state.js';
import { ledSuit, winningIndex } from './trick.js';

/** Auftragslage: the round's tricks, the sum of the bids and how many are under or over bid. */
export interface BidSummary {
  readonly tricks: number;
  readonly bidSum: number;
  /** Seats that have bid so far. */
  readonly bidsMade: number;
  /** Tricks nobody has bid for yet (tricks − sum, at least 0). */
  readonly under: number;
  /** Tricks bid beyond the round's tricks (sum − tricks, at least 0). */
  readonly over: number;
}

export interface BossView {
  readonly game: 'boss';
  /** The viewer; null for a spectator. */
  readonly seat: Seat | null;
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  readonly phase: PhaseKind;
  readonly toAct: readonly Seat[];
  readonly dealer: Seat;
  /** Tricks (and the bid maximum) of this round. */
  readonly tricksInRound: number;
  /** The viewer's own hand ([] for a spectator). */
  readonly hand: readonly Card[];
  /** Cards in every hand, index = seat. */
  readonly handCounts: readonly number[];
  /** The face-up trump card, null when there is none (last round) or it was taken into a hand. */
  readonly trumpCard: Card | null;
  /** The trump firm in force; null = no trump. */
  readonly trump: Suit | null;
  /** Face-down cards left to draw (two players, rounds 21..30), else 0. */
  readonly drawPile: number;
  /** Draw steps still to come after the next tricks. */
  readonly drawsLeft: number;
  readonly bids: readonly (number | null)[];
  readonly tricksWon: readonly number[];
  /** Tricks still needed per seat to meet the bid (negative: over), null before the bid. */
  readonly tricksNeeded: readonly (number | null)[];
  readonly bidSummary: BidSummary;
  /** The trick on the table, who played what in order. */
  readonly trick: readonly Play[];
  /** The firm to follow in the current trick (null: free). */
  readonly ledSuit: Suit | null;
  /** Who would win the current trick if it ended now (null: empty trick). */
  readonly winningSeat: Seat | null;
  /** Who leads the current trick. */
  readonly leader: Seat | null;
  /** The completed tricks of this round, in order. */
  readonly tricks: readonly CompletedTrick[];
  /** Every card played this round, in order (completed tricks, then the current trick). */
  readonly played: readonly Card[];
  /** Score sheet (Bilanz): one line per finished round with bids, tricks and round points per seat. */
  readonly history: readonly RoundRecord[];
  /** Round points per round and seat (`roundPoints[round - 1][seat]`). */
  readonly roundPoints: readonly (readonly number[])[];
  readonly scores: readonly number[];
}

function bidSummary(state: BossState): BidSummary {
  let bidSum = 0;
  let bidsMade = 0;
  for (const b of state.bids) {
    if (b !== null) {
      bidSum += b;
      bidsMade++;
    }
  }
  const tricks = state.round;
  return {
    tricks,
    bidSum,
    bidsMade,
    under: Math.max(0, tricks - bidSum),
    over: Math.max(0, bidSum - tricks),
  };
}

export function view(state: BossState, seat: Seat | null): BossView {
  const trickCards = state.trick.map((p) => p.card);
  const win = winningIndex(trickCards, state.trump);
  const played: Card[] = [];
  for (const t of state.tricks) for (const p of t.plays) played.push(p.card);
  played.push(...trickCards);
  const leader = state.trick[0]?.seat ?? (state.phase.kind === 'play' ? state.phase.next : null);
  return {
    game: 'boss',
    seat,
    players: state.config.players,
    round: state.round,
    rounds: lastRound(state.config),
    phase: state.phase.kind,
    toAct: toActOf(state),
    dealer: state.dealer,
    tricksInRound: state.round,
    hand: seat === null ? [] : (state.hands[seat] ?? []).slice(),
    handCounts: state.hands.map((h) => h.length),
    trumpCard: state.trumpCard,
    trump: state.trump,
    drawPile: state.config.players === 2 && state.round > 20 ? state.stock.length : 0,
    drawsLeft: state.drawsLeft,
    bids: state.bids.slice(),
    tricksWon: state.tricksWon.slice(),
    tricksNeeded: state.bids.map((b, s) => (b === null ? null : b - (state.tricksWon[s] ?? 0))),
    bidSummary: bidSummary(state),
    trick: state.trick.slice(),
    ledSuit: ledSuit(trickCards),
    winningSeat: win < 0 ? null : (state.trick[win] as Play).seat,
    leader,
    tricks: state.tricks.slice(),
    played,
    history: state.history,
    roundPoints: state.history.map((r) => r.points),
    scores: state.scores.slice(),
  };
}
