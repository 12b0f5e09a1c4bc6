/**
 * Probes for the case files: each runs a coup through the engine (random attempts at 2–5 players,
 * cached per coup) and asserts one clause a case file can say ("sechs Beuten", "einer ist krank", "Wanzen
 * ab Stich 3", …). A probe that claims a rule bites also asserts that some attempt was ended by it.
 */
import type { Action, Rng } from '@spielcenter/proto';
import { randomPlayout } from '@spielcenter/proto/testing';
import { expect } from 'vitest';
import type { CoupAction } from './actions.js';
import { coupDef } from './campaign.js';
import { type CardId, isDietrich } from './cards.js';
import { engine } from './engine.js';
import type { CoupEvent } from './events.js';
import { firstDecision } from './fixture.test-util.js';
import type { CoupState, Loot, Trick } from './state.js';

/** One row of the case-file tables: the sentence as the data holds it, and what it claims. */
export interface CaseFile {
  readonly title: string;
  readonly file: string;
  readonly check: () => void;
}

export interface Attempt {
  readonly s: CoupState;
  readonly events: readonly CoupEvent[];
}

const PLAYERS = [2, 3, 4, 5] as const;
const PER_COUNT = 40;
const cache = new Map<number, Attempt[]>();

/** Plays the last card of a trick so that the attempt goes on, where it can (longer attempts). */
function careful(state: CoupState, seat: number, legal: readonly Action[], rng: Rng): Action {
  const plays = legal.filter((a) => a.type === 'play');
  if (plays.length === 0 || state.trick!.cards.length < state.seats - 1) return rng.pick(legal);
  const safe = plays.filter(
    (a) => engine.apply(state, seat, a as CoupAction).state.result?.success !== false,
  );
  return rng.pick(safe.length > 0 ? safe : plays);
}

/** Random attempts of the coup, PER_COUNT for each player count (half of them careful). */
export function attempts(coup: number): Attempt[] {
  const known = cache.get(coup);
  if (known) return known;
  const out: Attempt[] = [];
  for (const players of PLAYERS) {
    for (let i = 0; i < PER_COUNT; i++) {
      const events: CoupEvent[] = [];
      const config = { players, coup, pfiff: i % 3 === 0 ? 'every' : 'wish', humans: i % 4 ? [0] : [] };
      const { state } = randomPlayout<CoupState>(engine, config, `case-${coup}-${players}-${i}`, {
        choose: i % 2 ? careful : undefined,
        onStep: (step) => {
          events.push(...(step.events as CoupEvent[]));
        },
      });
      out.push({ s: state, events });
    }
  }
  cache.set(coup, out);
  return out;
}

export const codes = (coup: number) => new Set(attempts(coup).map((a) => a.s.result!.code));

/** A new attempt of the coup (the loot revealed, nothing decided yet). */
export function fresh(coup: number, players = 4, seed = 'case'): CoupState {
  return engine.setup(engine.parseConfig({ players, coup }), seed);
}

/** Applies the first legal non-optional action until the tricks (or the end) are reached. */
export function toTricks(s: CoupState): CoupState {
  let st = s;
  while (st.phase.kind !== 'play' && st.phase.kind !== 'over') {
    const seat = engine.toAct(st)[0]!;
    st = engine.apply(st, seat, firstDecision(st, seat)).state;
  }
  return st;
}

export const winningCard = (t: Trick): CardId => t.cards.find((c) => c.seat === t.winner)!.card;

/** The first trick for which `broken` holds, or null: the attempt must have ended there. */
export function endsAtFirst(a: Attempt, broken: (t: number) => boolean): void {
  const t = a.s.tricks.findIndex((_, i) => broken(i));
  if (t < 0) return;
  expect(a.s.result).toMatchObject({ success: false, trick: t });
}

/** „N Beuten": N colour cards, all different, each with an owner before the first card. */
export function lootCount(coup: number, n: number): void {
  for (const { s } of attempts(coup)) {
    expect(s.loot).toHaveLength(n);
    expect(s.loot.some((l) => isDietrich(l.card) || l.owner === null)).toBe(false);
    expect(new Set(s.loot.map((l) => l.card)).size).toBe(n);
  }
}

/** The loot's marks in reveal order, before the Boss may move them. */
export function marks(coup: number, expected: readonly (Loot['mark'] & string)[]): void {
  const s = fresh(coup);
  expect(s.loot.map((l) => l.mark)).toEqual([...expected, ...s.loot.slice(expected.length).map(() => null)]);
}

/** Whether the loot won at trick `t` (all loot won up to it counted) fits the timetable. */
function fitsTimetable(loot: readonly Loot[], l: Loot, t: number): boolean {
  const before = loot.filter((o) => o.wonTrick !== null && o.wonTrick < t).length;
  const upTo = loot.filter((o) => o.wonTrick !== null && o.wonTrick <= t).length;
  const arrows = ['›', '››', '›››', '››››'];
  if (l.mark === null) return true;
  if (/^\d$/.test(l.mark)) return before < Number(l.mark) && Number(l.mark) <= upTo;
  if (l.mark === 'Ω') return upTo === loot.length;
  const r = arrows.indexOf(l.mark);
  return loot.every(
    (o) =>
      o.mark === null ||
      arrows.indexOf(o.mark) < 0 ||
      arrows.indexOf(o.mark) >= r ||
      (o.wonTrick !== null && o.wonTrick <= t),
  );
}

/**
 * The timetable: every marked loot fell in its place or the attempt ended at that trick, a made
 * coup kept the whole timetable, and each kind of mark the coup carries did end some attempt.
 */
export function timetable(coup: number, kinds: readonly ('number' | 'omega' | 'arrow')[]): void {
  for (const { s } of attempts(coup)) {
    for (const l of s.loot) {
      if (l.wonTrick === null || fitsTimetable(s.loot, l, l.wonTrick)) continue;
      expect(s.result).toMatchObject({ success: false, trick: l.wonTrick });
    }
  }
  const seen = codes(coup);
  if (kinds.includes('number'))
    expect(seen.has('COUP_FAIL_ORDER_EARLY') || seen.has('COUP_FAIL_ORDER_LATE')).toBe(true);
  if (kinds.includes('omega')) expect(seen.has('COUP_FAIL_OMEGA')).toBe(true);
  if (kinds.includes('arrow')) expect(seen.has('COUP_FAIL_ARROW')).toBe(true);
}

/** „N Beuten" to be won: the count, and that every one must be won by its owner. */
export function loot(n: number, coup: number): void {
  lootCount(coup, n);
  allLootWon(coup);
}

/** Every loot must be won by its owner; a coup is made only when all are. */
export function allLootWon(coup: number): void {
  for (const { s } of attempts(coup)) {
    for (const [t, trick] of s.tricks.entries())
      for (const c of trick.cards) {
        const l = s.loot.find((x) => x.card === c.card);
        if (l && l.owner !== trick.winner) expect(s.result).toMatchObject({ success: false, trick: t });
      }
    if (s.result!.success) expect(s.loot.every((l) => l.wonTrick !== null)).toBe(true);
  }
  expect(codes(coup).has('COUP_FAIL_LOOT_WRONG')).toBe(true);
}

/** No special order, no Boss decision, no signal limit: the plain draft from the Boss. */
export function plain(coup: number): void {
  const s = fresh(coup);
  expect(s.phase).toEqual({ kind: 'draft', turn: s.boss });
  const play = toTricks(s);
  expect(play.phase.kind).toBe('play');
  const anySignal = [0, 1, 2, 3].some((seat) =>
    engine.legalActions(play, seat).some((a) => a.type === 'signal'),
  );
  expect(anySignal).toBe(true);
  for (const code of codes(coup)) expect(code).toMatch(/^COUP_(SUCCESS|FAIL_(LOOT|ORDER|OMEGA|ARROW))/);
}

/** „Reihum, beim Boss beginnend": the draft goes round from the Boss, skipping who takes no loot. */
export function draftRound(coup: number): void {
  const skip = coupDef(coup).chosenWithoutLoot;
  for (const { s, events } of attempts(coup)) {
    const takers = events.flatMap((e) => (e.type === 'lootTaken' ? [e.seat] : []));
    expect(takers).toHaveLength(s.loot.length);
    let seat = s.boss;
    for (const taker of takers) {
      while (skip && seat === s.chosen) seat = (seat + 1) % s.seats;
      expect(taker).toBe(seat);
      seat = (seat + 1) % s.seats;
    }
  }
}
