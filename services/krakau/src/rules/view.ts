/** What one seat may know (`view`): never another hand, a hidden musik or another seat's gift. */
import type { Seat } from '@spielcenter/proto';
import { maxBidFor } from './bidding.js';
import { type Card, sortHand } from './cards.js';
import { barrelAt, type KrakauConfig } from './config.js';
import { isLocked } from './limits.js';
import { cardPointsOf, marriagePointsOf } from './scoring.js';
import {
  actingSeats,
  type BidEntry,
  type GameResult,
  type Gift,
  type KrakauState,
  type Marriage,
  type PhaseKind,
  type PlayedCard,
} from './state.js';

export interface KrakauPhaseView {
  readonly kind: PhaseKind;
  /** Who decides now (null when the match is over). */
  readonly seat: Seat | null;
  /** The declarer's current picks while giving (only in the declarer's own view). */
  readonly picks: readonly Gift[];
}

export interface KrakauView {
  readonly seat: Seat | null;
  readonly players: number;
  readonly rules: Omit<KrakauConfig, 'deck'> & { readonly fixedDeals: boolean };
  readonly phase: KrakauPhaseView;
  readonly toAct: readonly Seat[];
  readonly gameNo: number;
  readonly dealer: Seat;
  readonly active: readonly Seat[];
  readonly hand: readonly Card[];
  readonly handSizes: readonly number[];
  /** The musik once it is turned up (everyone with "Musik zeigen", else only the declarer). */
  readonly musik: readonly Card[] | null;
  /** Cards in each musik still lying face down. */
  readonly musikSizes: readonly number[];
  readonly bids: readonly BidEntry[];
  readonly highBid: number;
  readonly highBidder: Seat;
  readonly passed: readonly Seat[];
  /** How high I may bid: 120 + my marriages (400 without "über 120 nur mit Meldung"), null for a spectator. */
  readonly myMaxBid: number | null;
  readonly declarer: Seat | null;
  readonly contract: number | null;
  /** The declarer's own gifts (and discards with two players); empty for everyone else. */
  readonly gifts: readonly Gift[];
  /** The card the declarer gave me. */
  readonly received: Card | null;
  readonly trick: readonly PlayedCard[];
  readonly leader: Seat;
  readonly trump: string | null;
  readonly marriages: readonly Marriage[];
  readonly lastTrick: readonly PlayedCard[];
  readonly played: readonly Card[];
  /** Card points taken in tricks per seat. */
  readonly cardPoints: readonly number[];
  readonly marriagePoints: readonly number[];
  /** The declarer's points so far (tricks + marriages; + discards only in his own view) and what he still needs. */
  readonly declarerHas: number | null;
  readonly declarerNeeds: number | null;
  readonly scores: readonly number[];
  readonly locked: readonly boolean[];
  /** Games left on the barrel per seat (0 = not on the barrel). */
  readonly barrel: readonly number[];
  /** The smallest game that gets a barrel seat to the target (null: not on the barrel). */
  readonly barrelNeeds: readonly (number | null)[];
  readonly bombasLeft: readonly number[];
  readonly history: readonly GameResult[];
  readonly winner: Seat | null;
}

function musikFor(state: KrakauState, seat: Seat | null): Card[] | null {
  const r = state.round;
  if (r.declarer === null || r.musikTaken === null) return null;
  if (!state.config.showMusik && seat !== r.declarer) return null;
  return (r.musiks[r.musikTaken] as Card[]).slice();
}

function declarerTotals(state: KrakauState, seat: Seat | null): { has: number | null; needs: number | null } {
  const r = state.round;
  const d = r.declarer;
  if (d === null) return { has: null, needs: null };
  const points = seat === d ? cardPointsOf(r, d) : (r.taken[d] as number);
  const has = points + marriagePointsOf(r, d);
  const target = r.game ?? r.highBid;
  return { has, needs: Math.max(0, target - has) };
}

function phaseView(state: KrakauState, seat: Seat | null): KrakauPhaseView {
  const p = state.phase;
  if (p.kind === 'over') return { kind: p.kind, seat: null, picks: [] };
  // The picks are the giving declarer's own business.
  return { kind: p.kind, seat: p.seat, picks: p.kind === 'give' && seat === p.seat ? p.picks : [] };
}

function received(state: KrakauState, seat: Seat | null): Card | null {
  return state.round.gifts.find((g) => g.to === seat && seat !== null)?.card ?? null;
}

export function view(state: KrakauState, seat: Seat | null): KrakauView {
  const r = state.round;
  const c = state.config;
  const { deck, ...rules } = c;
  const totals = declarerTotals(state, seat);
  const phase = state.phase;
  return {
    seat,
    players: c.players,
    rules: { ...rules, fixedDeals: deck !== undefined },
    phase: phaseView(state, seat),
    toAct: actingSeats(phase),
    gameNo: state.history.length + 1,
    dealer: r.dealer,
    active: r.active,
    hand: seat === null ? [] : sortHand(r.hands[seat] ?? []),
    handSizes: r.hands.map((h) => h.length),
    musik: musikFor(state, seat),
    musikSizes: r.musiks.map((m, i) => (i === r.musikTaken ? 0 : m.length)),
    bids: r.bids,
    highBid: r.highBid,
    highBidder: r.highBidder,
    passed: phase.kind === 'bidding' ? phase.passed : r.bids.filter((b) => b.bid === null).map((b) => b.seat),
    myMaxBid: seat === null ? null : maxBidFor(c, r.hands[seat] ?? []),
    declarer: r.declarer,
    contract: r.game,
    gifts: seat !== null && seat === r.declarer ? r.gifts : [],
    received: received(state, seat),
    trick: r.trick,
    leader: r.leader,
    trump: r.trump,
    marriages: r.marriages,
    lastTrick: r.lastTrick,
    played: r.played,
    cardPoints: r.taken,
    marriagePoints: state.scores.map((_, s) => marriagePointsOf(r, s)),
    declarerHas: totals.has,
    declarerNeeds: totals.needs,
    scores: state.scores,
    locked: state.scores.map((s) => isLocked(c, s)),
    barrel: state.barrel,
    barrelNeeds: state.barrel.map((b) => (b > 0 ? c.target - barrelAt(c) : null)),
    bombasLeft: state.bombasUsed.map((u) => Math.max(0, c.bombas - u)),
    history: state.history,
    winner: state.winner,
  };
}
