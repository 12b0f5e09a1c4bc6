/**
 * Property tests: thousands of random cruises per player count in both modes (the variant on in
 * every other game). Checked: the 100 tiles are conserved, every table keeps the seating rules,
 * every move scored what an independent scorer says, the cruise always ends; on a sample of
 * steps also: views leak no bag tile, states and views are plain JSON, the sampled action is in
 * the legal list and every listed action passes `explain`.
 */

import { Rng } from '@spielcenter/proto';
import { isPlainJson, leakedIds, propertyRuns, randomPlayout, replay } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import type { CruiseAction } from './actions.js';
import { TABLES } from './board.js';
import { engine } from './engine.js';
import { canMove } from './moves.js';
import { playCruise, type Step } from './playout.test-util.js';
import type { CruiseState } from './state.js';

const RUNS = propertyRuns(2000);

/** A cheap equality check for the hot loop (vitest's expect is too slow for millions of checks). */
function same(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

// ---- an independent scorer, written from the rule text, sharing no code with the engine ----
const classOf = (tile: string) => tile[0] as string; // 'X' = director
const TABLE_OF_CHAIR: Record<string, string[]> = {};
for (const t of TABLES) {
  for (const c of t.chairs) {
    TABLE_OF_CHAIR[c] = [...(TABLE_OF_CHAIR[c] ?? []), t.id];
  }
}
const CHAIRS_OF = Object.fromEntries(TABLES.map((t) => [t.id, t.chairs.map((c) => Number(c.slice(1)) - 1)]));
const CLASS_OF_TABLE = Object.fromEntries(TABLES.map((t) => [t.id, t.cls as string]));
const STOOLS = [1, 2, 3, 4, 5, -2, -4, -6, -8, -10, -4, -6, -8, -10, -12, -6, -8, -10, -12, -14];

function guests(s: CruiseState, table: string): string[] {
  return (CHAIRS_OF[table] ?? []).map((c) => s.chairs[c]).filter((t): t is string => t !== null);
}
const isPure = (table: string, g: string[]) =>
  g.every((t) => classOf(t) === 'X' || classOf(t) === CLASS_OF_TABLE[table]);

function expectedSeatPoints(
  before: CruiseState,
  after: CruiseState,
  a: Extract<CruiseAction, { type: 'seat' }>,
) {
  const chairs = a.seats.map((p) => p.chair);
  const tables = [...new Set(chairs.flatMap((c) => TABLE_OF_CHAIR[c] ?? []))];
  let base = 0;
  let pure = 0;
  for (const t of tables) {
    const g = guests(after, t);
    const placed = chairs.filter((c) => TABLE_OF_CHAIR[c]?.includes(t)).length;
    const allHere = placed === chairs.length && chairs.length >= 3;
    const oneGender = g.every((x) => x[1] === 'm') || g.every((x) => x[1] === 'w');
    const party = after.config.singleGenderTables && allHere && g.length === 4 && oneGender;
    if (g.length === 4 && isPure(t, g)) pure++;
    if (party) base += isPure(t, g) ? 40 : 20;
    else if (g.length >= 2) base += placed * (g.length === 4 && isPure(t, g) ? 16 / 2 : g.length);
  }
  const effect = before.cruise?.effect;
  if (effect === 'captainsDinner') return base * 2;
  if (effect === 'storm') return Math.floor(base / 2);
  if (effect === 'galaEvening') return base + 10 * pure;
  return base;
}

function checkScore(step: Step): void {
  const { before, after, seat, action, events } = step;
  let expected = 0;
  if (action.type === 'seat') {
    expected = expectedSeatPoints(before, after, action);
    const seated = events.find((e) => e.type === 'seated');
    same(seated?.points, expected, 'seating points');
  } else if (action.type === 'bar') {
    const v = STOOLS[before.bar.length] as number;
    expected = before.cruise?.effect === 'happyHour' ? Math.max(0, v) : v;
  }
  for (const e of events) {
    if ((e.type === 'eventPoints' || e.type === 'lastStation') && e.seat === seat)
      expected += e.points as number;
  }
  const end = events.find((e) => e.type === 'end');
  after.scores.forEach((score, p) => {
    const penalty = end ? ((end.penalties as number[])[p] ?? 0) : 0;
    const own = p === seat ? expected : 0;
    same(score - (before.scores[p] ?? 0), own + penalty, `score of seat ${p}`);
  });
}

function checkTiles(s: CruiseState, full: boolean): void {
  const seated = s.chairs.filter((c) => c !== null);
  const total = s.bag.length + s.hands.reduce((n, h) => n + h.length, 0) + seated.length + s.bar.length;
  same(total, 100, 'tiles');
  if (full) same(new Set([...s.bag, ...s.hands.flat(), ...seated, ...s.bar]).size, 100, 'distinct tiles');
}

function checkSeating(s: CruiseState, parties: Set<string>, only?: readonly string[]): void {
  for (const t of TABLES) {
    if (only && !only.includes(t.id)) continue;
    for (const c of t.chairs) {
      const tile = s.chairs[Number(c.slice(1)) - 1];
      if (tile && classOf(tile) !== 'X') {
        const ok = (TABLE_OF_CHAIR[c] ?? []).some((x) => CLASS_OF_TABLE[x] === classOf(tile));
        if (!ok) throw new Error(`${tile} on ${c} breaks the class rule`);
      }
    }
    if (parties.has(t.id)) continue;
    const g = guests(s, t.id);
    const men = g.filter((x) => x[1] === 'm').length;
    const women = g.length - men;
    if (men > 2 || women > 2 || Math.abs(men - women) > 1)
      throw new Error(`pair rule broken at ${t.id}: ${g}`);
  }
}

function checkViews(step: Step, deep: boolean): void {
  const s = step.after;
  expect(isPlainJson(s)).toBe(true);
  for (const seat of [null, ...s.hands.map((_, i) => i)]) {
    const v = engine.view(s, seat);
    expect(leakedIds(v, s.bag)).toEqual([]);
    if (deep) expect(isPlainJson(v)).toBe(true);
  }
}

/** The lit chairs are exactly the placements of legal seatings; "·" exactly where one alone is not. */
function checkHints(s: CruiseState, seat: number, legal: readonly CruiseAction[]): void {
  const lit = new Map<string, boolean>();
  for (const a of legal) {
    if (a.type !== 'seat') continue;
    for (const p of a.seats) {
      const key = `${p.tile}@${p.chair}`;
      lit.set(key, lit.get(key) === true || a.seats.length === 1);
    }
  }
  const hinted = new Map<string, boolean>();
  for (const t of engine.view(s, seat).hints?.tiles ?? [])
    for (const h of t.chairs) hinted.set(`${t.tile}@${h.chair}`, !h.needsPartner);
  expect(hinted).toEqual(lit);
}

function checkLegal(step: Step, rng: Rng): void {
  const legal = engine.legalActions(step.before, step.seat);
  // the automatic pass asks the same search: a seat that has a legal move never passes
  if (step.before.phase.kind === 'move') same(canMove(step.before, step.seat), legal.length > 0, 'canMove');
  for (let other = 0; other < step.before.config.players; other++) {
    if (other !== step.before.turn) same(engine.legalActions(step.before, other).length, 0, 'legal off turn');
  }
  if (step.before.phase.kind === 'move') checkHints(step.before, step.seat, legal);
  // apply works on a copy: the state before is what it was
  same(JSON.stringify(step.before), step.beforeJson, 'state before the action unchanged');
  const key = (a: CruiseAction) =>
    JSON.stringify(
      a.type === 'seat' ? { ...a, seats: [...a.seats].sort((x, y) => x.chair.localeCompare(y.chair)) } : a,
    );
  expect(legal.map(key)).toContain(key(step.action));
  for (let i = 0; i < 5 && legal.length > 0; i++) {
    const a = rng.pick(legal);
    expect(engine.explain(step.before, step.seat, a)).toBeNull();
  }
}

function runCruises(players: number, mode: 'cruise' | 'classic'): void {
  const checker = Rng.fromSeed(`check-${players}-${mode}`);
  for (let g = 0; g < RUNS; g++) {
    const config = { players, mode, singleGenderTables: g % 2 === 1 };
    const parties = new Set<string>();
    const sampleViews = g % 50 === 0;
    const sampleLegal = g % 200 === 0;
    let n = 0;
    const { state } = playCruise(
      config,
      `p${players}${mode}${g}`,
      Rng.fromSeed(`rng${g}`),
      (step) => {
        n++;
        for (const e of step.events)
          if (e.type === 'seated' && typeof e.party === 'string') parties.add(e.party);
        checkTiles(step.after, n % 16 === 0);
        checkScore(step);
        if (step.action.type === 'seat' || step.action.type === 'swap') {
          const chairs =
            step.action.type === 'seat' ? step.action.seats.map((p) => p.chair) : [step.action.chair];
          checkSeating(
            step.after,
            parties,
            chairs.flatMap((c) => TABLE_OF_CHAIR[c] ?? []),
          );
        }
        if (sampleViews && n % 8 === 0) checkViews(step, n % 24 === 0);
        if (sampleLegal) checkLegal(step, checker);
      },
      sampleLegal,
    );
    expect(state.phase.kind).toBe('over');
    checkTiles(state, true);
    checkSeating(state, parties);
    expect(engine.outcome(state)?.ranks).toHaveLength(players);
  }
}

describe(`Eigenschaften: ${RUNS} zufällige Kreuzfahrten je Spielerzahl und Modus`, () => {
  for (const players of [2, 3, 4]) {
    for (const mode of ['cruise', 'classic'] as const) {
      it(`${players} Spieler, ${mode === 'cruise' ? 'Kreuzfahrt' : 'Klassisch'}: Plättchen erhalten, Sitzregeln, Punkte, Ende`, () => {
        runCruises(players, mode);
      }, 600_000);
    }
  }
});

describe('Wiederholung (replay)', () => {
  it('ein Protokoll spielt die Reise exakt nach', () => {
    const config = { players: 3, singleGenderTables: true };
    const { state, log } = playCruise(config, 'replay-seed', Rng.fromSeed('replay'));
    expect(replay(engine, config, 'replay-seed', log)).toEqual(state);
  });

  it('der gemeinsame Test-Harness spielt vollständige Partien über alle Optionen', () => {
    for (const players of [2, 4]) {
      for (const mode of ['cruise', 'classic']) {
        const config = { players, mode, singleGenderTables: players === 4 };
        const r = randomPlayout<CruiseState>(engine, config, `harness-${players}-${mode}`);
        expect(engine.outcome(r.state)).not.toBeNull();
        expect(replay(engine, config, `harness-${players}-${mode}`, r.log)).toEqual(r.state);
      }
    }
  });

  it('config.deck legt den Beutel fest: gleiche Reihenfolge, gleiche Hände', () => {
    const bag = engine.setup(engine.parseConfig({ players: 2 }), 'a').hands.flat();
    const rest = engine.setup(engine.parseConfig({ players: 2 }), 'a').bag;
    const deck = { bag: [...bag, ...rest], route: 2 };
    const a = engine.setup(engine.parseConfig({ players: 2, deck }), 'x');
    const b = engine.setup(engine.parseConfig({ players: 2, deck }), 'y');
    expect(a.hands).toEqual(b.hands);
    expect(a.bag).toEqual(b.bag);
    expect(a.cruise?.route).toBe(2);
  });
});
