/** What one seat may know: own hand, loot, signals, tricks, voids, the Schatten's open cards. */

import { coupPoints } from './logbook.js';
import { coupDef } from './campaign.js';
import type { CardId, Suit } from './cards.js';
import { sortCards } from './cards.js';
import type { PfiffMode } from './config.js';
import { type LootMode, type Mark, SPECIAL_TEXT, type SpecialKind } from './coups.js';
import { seatsToAct } from './phases.js';
import type { CoupState, PhaseKind, Result, Seat, SignalMark, Trick, Vote } from './state.js';

export interface LootView {
  card: CardId;
  owner: Seat | null;
  mark: Mark | null;
  wonTrick: number | null;
}
export interface SignalView {
  seat: Seat;
  card: CardId;
  /** null with "Alarmanlage scharf". */
  mark: SignalMark | null;
  trick: number;
  active: boolean;
  /** Given by a person (true) or a computer, as the seat was played when it was shown. */
  human: boolean;
}
export interface PhaseView {
  kind: PhaseKind;
  /** draft: whose loot turn; play: whose card. */
  turn: Seat | null;
  /** ask / distribute: the word set and the answers so far (null = pending, '-' = does not answer). */
  question: string | null;
  purpose: string | null;
  answers: (string | null)[];
  /** distribute: the index of the loot shown now. */
  index: number | null;
  /**
   * pfiffVote: per seat null = still to vote, '-' = does not vote, 'cast' = has voted (secret until
   * every vote is in; then `pfiff.votes` has them all); the own vote as it is.
   */
  votes: (Vote | 'cast' | '-' | null)[];
  direction: 'left' | 'right' | null;
  /** pfiffPass: who has chosen a card. */
  passed: boolean[];
}
export interface ReviewView {
  hands: CardId[][];
  shadow: CardId[][];
  tricks: Trick[];
  signals: SignalView[];
  failedTrick: number | null;
}
export interface CoupView {
  seat: Seat | null;
  players: number;
  seats: number;
  shadow: Seat | null;
  boss: Seat;
  humans: Seat[];
  /**
   * Decided by the server's Bandenbuch (record.prepare) when the attempt started: the attempt
   * number this evening (the Tagescoup's: of the day), the failed attempts at this coup this
   * evening, and the points a success earns each member (0 for the Tagescoup).
   */
  attempt: { number: number; failedTonight: number; points: number; daily: boolean };
  caseFile: {
    coup: number;
    title: string;
    file: string;
    special: SpecialKind | null;
    specialText: string | null;
    lootMode: LootMode;
    alarm: boolean;
    bugs: number;
  };
  phase: PhaseView;
  toAct: Seat[];
  hand: CardId[];
  handCounts: number[];
  /** Two players: the Schatten's piles, top card open, `hidden` = covered cards. */
  piles: { open: CardId | null; hidden: number }[];
  loot: LootView[];
  lootCount: number;
  lootHidden: boolean;
  chosen: Seat | null;
  answers: (string | null)[];
  signals: SignalView[];
  /** This seat's signal waiting for the end of the running trick. */
  queuedSignal: CardId | null;
  signalUsed: boolean[];
  pfiff: {
    mode: PfiffMode;
    status: string;
    caller: Seat | null;
    direction: 'left' | 'right' | null;
    /** Every human's vote once all are in ('-' = does not vote); empty before. */
    votes: (Vote | '-')[];
  };
  tricks: Trick[];
  trick: Trick | null;
  won: number[];
  /** Suits each seat could not follow. */
  voids: Suit[][];
  tricksTotal: number;
  result: Result | null;
  /** After the attempt: the Nachbesprechung. */
  review: ReviewView | null;
}

function signalView(s: CoupState, alarm: boolean, reveal: boolean): SignalView[] {
  return s.signals.map((g) => ({ ...g, mark: alarm && !reveal ? null : g.mark }));
}

function phaseView(s: CoupState, seat: Seat | null): PhaseView {
  const p = s.phase;
  const ask = p.kind === 'ask' || p.kind === 'distribute';
  return {
    kind: p.kind,
    turn:
      p.kind === 'draft'
        ? p.turn
        : p.kind === 'play' && s.trick
          ? (s.trick.leader + s.trick.cards.length) % s.seats
          : null,
    question: p.kind === 'ask' ? p.words : p.kind === 'distribute' ? 'yesNo' : null,
    purpose: p.kind === 'ask' ? p.purpose : null,
    answers: ask ? [...p.answers] : [],
    index: p.kind === 'distribute' ? p.index : null,
    votes:
      p.kind === 'pfiffVote'
        ? p.votes.map((v, i) => (v === null || v === '-' || i === seat ? v : 'cast'))
        : [],
    direction: p.kind === 'pfiffPass' ? p.direction : null,
    passed: p.kind === 'pfiffPass' ? p.passes.map((x) => x !== null) : [],
  };
}

function lootView(s: CoupState): LootView[] {
  if (s.lootHidden) return [];
  const p = s.phase;
  // While the Boss distributes, only the loot shown so far is on the table.
  const shown = p.kind === 'distribute' ? s.loot.slice(0, p.index + 1) : s.loot;
  return shown.map((l) => ({ ...l }));
}

function caseFile(s: CoupState): CoupView['caseFile'] {
  const def = coupDef(s.config.coup);
  return {
    coup: def.n,
    title: def.title,
    file: def.file,
    special: def.special,
    specialText: def.special ? SPECIAL_TEXT[def.special].de : null,
    lootMode: def.lootMode,
    alarm: def.alarm,
    bugs: def.bugs,
  };
}

function pileView(s: CoupState): CoupView['piles'] {
  return s.piles.map((p) => {
    const open =
      p.cards.length === 2 ? p.cards[1]! : p.cards.length === 1 && p.bottomOpen ? p.cards[0]! : null;
    return { open, hidden: p.cards.length - (open ? 1 : 0) };
  });
}

export function view(s: CoupState, seat: Seat | null): CoupView {
  const def = coupDef(s.config.coup);
  const over = s.phase.kind === 'over';
  const mine = seat !== null && seat < s.config.players;
  return {
    seat,
    players: s.config.players,
    seats: s.seats,
    shadow: s.shadow,
    boss: s.boss,
    humans: [...s.config.humans],
    attempt: {
      number: s.config.attempt,
      failedTonight: s.config.failedTonight,
      points: s.config.daily ? 0 : coupPoints(s.config.coup, s.config.failedTonight),
      daily: s.config.daily,
    },
    caseFile: caseFile(s),
    phase: phaseView(s, seat),
    toAct: seatsToAct(s),
    hand: mine ? sortCards(s.hands[seat] ?? []) : [],
    handCounts: s.hands.map((h, i) =>
      i === s.shadow ? s.piles.reduce((n, p) => n + p.cards.length, 0) : h.length,
    ),
    piles: pileView(s),
    loot: lootView(s),
    lootCount: s.loot.length,
    lootHidden: s.lootHidden,
    chosen: s.chosen,
    answers: [...s.answers],
    signals: signalView(s, def.alarm, over),
    queuedSignal: mine ? (s.queued.find((q) => q.seat === seat)?.card ?? null) : null,
    signalUsed: [...s.signalUsed],
    pfiff: { mode: s.config.pfiff, ...s.pfiff, votes: [...s.pfiff.votes] },
    tricks: s.tricks.map((t) => ({ ...t, cards: [...t.cards] })),
    trick: s.trick ? { ...s.trick, cards: [...s.trick.cards] } : null,
    won: [...s.won],
    voids: s.voids.map((v) => [...v]),
    tricksTotal: s.tricksTotal,
    result: s.result,
    review: over ? review(s, def.alarm) : null,
  };
}

function review(s: CoupState, alarm: boolean): ReviewView {
  return {
    hands: (s.startHands ?? s.hands).map((h) => sortCards(h)),
    shadow: (s.startPiles ?? s.piles.map((p) => p.cards)).map((p) => [...p]),
    tricks: s.tricks.map((t) => ({ ...t, cards: [...t.cards] })),
    signals: signalView(s, alarm, true),
    failedTrick: s.result?.trick ?? null,
  };
}
