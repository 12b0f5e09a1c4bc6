/**
 * What a seat may know. Another magician's hats appear only as counts (and as kinds once lifted,
 * without ids); what a challenger lost is known to him alone, so nobody else learns whether his
 * skunk is still there.
 */
import type { Seat } from '@spielcenter/proto';
import { characterOfName, type HokusCharacterId } from '../characters.js';
import type { HatId, HatKind } from './hats.js';
import { liftedFrom } from './phases/lifting.js';
import { toAct } from './phases.js';
import { hatCount, hatsOnTables, inShow } from './seats.js';
import type { BidEntry, HokusState, LiftedHat, Magician, Phase, RoundResult, SkunkSighting } from './state.js';

/** Ab zwei Treffern trägt er die Marke Fallensteller. */
export const TRAPPER_CATCHES = 2;

export interface HatView {
  readonly id: HatId;
  readonly kind: HatKind;
}

export interface MagicianView {
  readonly seat: Seat;
  /** Hats on his table (face down or lifted). */
  readonly onTable: number;
  /** Of those, lifted this round. */
  readonly liftedOnTable: number;
  readonly inHand: number;
  /** Hats he still owns (4 − lost). */
  readonly hats: number;
  readonly lost: number;
  readonly laurels: number;
  readonly eliminated: boolean;
  readonly eliminatedRound: number | null;
  /** Passed in this round's bidding. */
  readonly passed: boolean;
  /** Bluff-Bilanz. */
  readonly record: {
    readonly announced: number;
    readonly delivered: number;
    readonly catches: number;
    /** Fallensteller: his skunk caught challengers at least twice. */
    readonly trapper: boolean;
  };
}

export interface OwnView {
  readonly seat: Seat;
  readonly hand: readonly HatView[];
  /** His stack, bottom first, top last. */
  readonly stack: readonly HatView[];
  readonly lost: readonly HatView[];
  /** His skunk's id, null once he lost it. */
  readonly skunk: HatId | null;
  /** Where his skunk stands in his stack counted from the top (1 = top), null when not on the table. */
  readonly skunkDepth: number | null;
  /** Rot markierte Zahlen: announcements that would reach his own skunk when he lifts his stack first. */
  readonly redNumbers: readonly number[];
}

export interface HokusView {
  readonly seat: Seat | null;
  readonly players: number;
  readonly round: number;
  readonly maxRounds: number;
  readonly starter: Seat;
  readonly phase: Phase;
  readonly toAct: readonly Seat[];
  /** Hats on all tables: the highest possible announcement. */
  readonly maxAnnounce: number;
  readonly magicians: readonly MagicianView[];
  /** This round's announcements and passes, in order. */
  readonly bids: readonly BidEntry[];
  /** Hats lifted this round, in order. */
  readonly lifted: readonly LiftedHat[];
  readonly lastResult: RoundResult | null;
  /** Every skunk that appeared in this show: whose, lifted by whom, where on his table (public). */
  readonly sightings: readonly SkunkSighting[];
  readonly winner: Seat | null;
  readonly me: OwnView | null;
  /**
   * Each seat's computer character by its name (config `names`; null for a person and where the
   * table named none): „Jeder Varieté-Zauberer hat einen festen Spielstil“ (`seatCharacter`).
   */
  readonly characters: readonly (HokusCharacterId | null)[];
}

function kindOf(m: Magician, id: HatId): HatView {
  return { id, kind: id === m.skunk ? 'skunk' : 'rabbit' };
}

function magicianView(state: HokusState, m: Magician, seat: Seat): MagicianView {
  const passed = state.phase.kind === 'bidding' && state.phase.passed.includes(seat);
  const { announced, delivered, catches } = m.record;
  return {
    seat,
    onTable: m.stack.length,
    liftedOnTable: liftedFrom(state, seat),
    inHand: m.hand.length,
    hats: hatCount(m),
    lost: m.lost.length,
    laurels: m.laurels,
    eliminated: !inShow(m),
    eliminatedRound: m.eliminatedRound,
    passed,
    record: { announced, delivered, catches, trapper: catches >= TRAPPER_CATCHES },
  };
}

/** Announcements from `depth` up to `max` reach the own skunk. */
export function redNumbers(skunkDepth: number | null, max: number): number[] {
  const out: number[] = [];
  if (skunkDepth === null) return out;
  for (let n = skunkDepth; n <= max; n++) out.push(n);
  return out;
}

function ownView(state: HokusState, seat: Seat): OwnView {
  const m = state.magicians[seat] as Magician;
  const at = m.stack.indexOf(m.skunk);
  const skunkDepth = at === -1 ? null : m.stack.length - at;
  return {
    seat,
    hand: m.hand.map((id) => kindOf(m, id)),
    stack: m.stack.map((id) => kindOf(m, id)),
    lost: m.lost.map((id) => kindOf(m, id)),
    skunk: m.lost.includes(m.skunk) ? null : m.skunk,
    skunkDepth,
    redNumbers: redNumbers(skunkDepth, hatsOnTables(state)),
  };
}

export function view(state: HokusState, seat: Seat | null): HokusView {
  const me = seat !== null && seat >= 0 && seat < state.magicians.length ? ownView(state, seat) : null;
  return {
    seat: me ? seat : null,
    players: state.magicians.length,
    round: state.round,
    maxRounds: state.config.maxRounds,
    starter: state.starter,
    phase: state.phase,
    toAct: toAct(state),
    maxAnnounce: hatsOnTables(state),
    magicians: state.magicians.map((m, s) => magicianView(state, m, s)),
    bids: state.bids,
    lifted: state.lifted,
    lastResult: state.lastResult,
    sightings: state.sightings ?? [],
    winner: state.winner,
    me,
    characters: state.magicians.map((_m, s) => {
      const name = state.config.names?.[s];
      return typeof name === 'string' ? characterOfName(name).id : null;
    }),
  };
}
