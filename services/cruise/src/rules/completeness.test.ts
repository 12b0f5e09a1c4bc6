/**
 * Generator completeness (issue 12): in random reachable states, `legalActions` lists exactly the
 * actions `apply` accepts, and `explain` is null exactly for those. The action space below is
 * written from the rule text and the board data, sharing no code with the move generator:
 *
 * - the draw; every hand tile to the bar; every hand tile onto every seated director (swaps);
 * - every hand tile on every free chair, alone (the class rule is left to the engine);
 * - 2 to 4 placements in hand order (the order `legalActions` lists; any other order is the same
 *   move, see moves.test.ts) of hand tiles on free chairs of their class (a director: any chair),
 *   where everyone has company: his table already has a guest, or another of the move sits at it
 *   („Niemand sitzt allein“ – without that a move of two or more is never legal). Pairs always;
 *   triples while Freie Platzwahl holds or the variant is on; quadruples with the variant. Beyond
 *   the normal count only a Kaffeekränzchen / Stammtisch is allowed, which seats everyone at its
 *   table: those triples and quadruples are enumerated at one table only (a documented superset);
 * - each seating with no pure-table choice, with "hand" and with "draw";
 * - malformed actions: unknown fields, wrong types, unknown tiles and chairs, empty and overlong
 *   seatings, doubled tiles and chairs, foreign tiles, and some spread moves over the count.
 *
 * Seats not to act get a small space (they have no legal action; everything must be refused).
 */
import type { Action } from '@spielcenter/proto';
import { Rng } from '@spielcenter/proto';
import {
  type CompletenessCount,
  completenessPlayout,
  newCompletenessCount,
} from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { CHAIRS, TABLES } from './board.js';
import { engine } from './engine.js';
import type { CruiseState } from './state.js';

type Place = { tile: string; chair: string; hand: number };

const TABLES_OF: Record<string, string[]> = Object.fromEntries(CHAIRS.map((c) => [c.id, [...c.tables]]));
const CLASS_OF: Record<string, string> = Object.fromEntries(TABLES.map((t) => [t.id, t.cls as string]));

const fits = (tile: string, chair: string) =>
  tile[0] === 'X' || (TABLES_OF[chair] ?? []).some((t) => CLASS_OF[t] === tile[0]);
const chairIdx = (chair: string) => Number(chair.slice(1)) - 1;

function occupied(s: CruiseState, table: string): boolean {
  const t = TABLES.find((x) => x.id === table);
  return (t?.chairs ?? []).some((c) => s.chairs[chairIdx(c)] !== null);
}

/** Everyone of the move sits at a table with a guest already there or with another of the move. */
function company(s: CruiseState, ps: readonly Place[]): boolean {
  return ps.every((p) =>
    (TABLES_OF[p.chair] ?? []).some(
      (t) => occupied(s, t) || ps.some((q) => q !== p && (TABLES_OF[q.chair] ?? []).includes(t)),
    ),
  );
}

const oneTable = (ps: readonly Place[]) =>
  (TABLES_OF[ps[0]?.chair ?? ''] ?? []).some((t) => ps.every((p) => (TABLES_OF[p.chair] ?? []).includes(t)));

function* seatings(ps: readonly Place[]): Generator<Action> {
  const seats = ps.map(({ tile, chair }) => ({ tile, chair }));
  yield { type: 'seat', seats } as Action;
  yield { type: 'seat', seats, pure: 'hand' } as Action;
  yield { type: 'seat', seats, pure: 'draw' } as Action;
}

/** Combinations of `places` in hand order, distinct chairs, of `size`. */
function* combos(places: readonly Place[], size: number, from = 0, acc: Place[] = []): Generator<Place[]> {
  if (acc.length === size) {
    yield acc.slice();
    return;
  }
  for (let i = from; i < places.length; i++) {
    const p = places[i] as Place;
    const last = acc[acc.length - 1];
    if (last && (p.hand <= last.hand || acc.some((q) => q.chair === p.chair))) continue;
    acc.push(p);
    yield* combos(places, size, i + 1, acc);
    acc.pop();
  }
}

function* seatSpace(s: CruiseState, hand: readonly string[]): Generator<Action> {
  const free = CHAIRS.filter((c) => s.chairs[c.index] === null).map((c) => c.id);
  for (const tile of hand) for (const chair of free) yield* seatings([{ tile, chair, hand: 0 }]);
  const places: Place[] = hand.flatMap((tile, h) =>
    free.filter((c) => fits(tile, c)).map((chair) => ({ tile, chair, hand: h })),
  );
  const effect = s.cruise?.effect ?? null;
  const variant = s.config.singleGenderTables;
  const normal = effect === 'freeSeating' ? 3 : 2;
  for (const size of [2, 3, 4]) {
    if (size > normal && !variant) break;
    for (const ps of combos(places, size)) {
      if (!company(s, ps) || (size > normal && !oneTable(ps))) continue;
      yield* seatings(ps);
    }
  }
}

function* malformed(s: CruiseState, seat: number, rng: Rng): Generator<Action> {
  const hand = s.hands[seat] ?? [];
  const tile = hand[0] ?? 'Am1';
  const chair = CHAIRS.find((c) => s.chairs[c.index] === null)?.id ?? 'C1';
  const p = { tile, chair };
  const odd = (a: object) => a as unknown as Action;
  yield odd({ type: 'draw', extra: 1 });
  yield odd({ type: 'bar', tile, note: 'x' });
  yield odd({ type: 'swap', tile, chair, why: true });
  yield odd({ type: 'seat', seats: [p], foo: 'bar' });
  yield odd({ type: 'seat', seats: [{ ...p, x: 1 }] });
  yield odd({ type: 'seat', seats: [p], pure: 'maybe' });
  yield odd({ type: 'seat', seats: [] });
  yield odd({ type: 'seat', seats: 'C1' });
  yield odd({ type: 'seat', seats: [p, p] });
  yield odd({ type: 'seat', seats: [{ tile, chair: 'C99' }] });
  yield odd({ type: 'seat', seats: [{ tile, chair: 7 }] });
  yield odd({ type: 'seat', seats: [{ tile: 'Zm9', chair }] });
  yield odd({ type: 'seat', seats: Array.from({ length: 5 }, () => p) });
  yield odd({ type: 'bar', tile: 7 });
  yield odd({ type: 'fly' });
  yield odd({ type: 'bar' });
  const foreign = s.hands.find((_, i) => i !== seat)?.[0];
  if (foreign) yield { type: 'bar', tile: foreign } as Action;
  // spread moves over the normal count: never legal outside the superset above
  const free = CHAIRS.filter((c) => s.chairs[c.index] === null).map((c) => c.id);
  for (let k = 0; k < 4 && hand.length >= 3 && free.length >= 4; k++) {
    const n = 3 + rng.int(Math.min(2, hand.length - 2));
    const chairs = rng.shuffle(free).slice(0, n);
    yield { type: 'seat', seats: hand.slice(0, n).map((t, i) => ({ tile: t, chair: chairs[i] })) } as Action;
  }
}

function* space(s: CruiseState, seat: number, rng: Rng): Generator<Action> {
  const hand = s.hands[seat] ?? [];
  yield { type: 'draw' } as Action;
  for (const tile of hand) yield { type: 'bar', tile } as Action;
  const directors = CHAIRS.filter((c) => s.chairs[c.index]?.startsWith('X')).map((c) => c.id);
  const someGuest = CHAIRS.find((c) => s.chairs[c.index] && !s.chairs[c.index]?.startsWith('X'))?.id;
  for (const tile of hand)
    for (const chair of [...directors, someGuest ?? 'C1']) yield { type: 'swap', tile, chair } as Action;
  yield* malformed(s, seat, rng);
  if (seat === s.turn) yield* seatSpace(s, hand);
  else for (const tile of hand.slice(0, 2)) yield* seatings([{ tile, chair: 'C8', hand: 0 }]);
}

// Its own knob: PROPERTY_RUNS (the playout tests' runs) would make this one far too long.
const GAMES = Number(process.env.COMPLETENESS_GAMES) || 4;

function runCell(players: number, mode: 'cruise' | 'classic', variant: boolean, count: CompletenessCount) {
  for (let g = 0; g < GAMES; g++) {
    const seed = `complete-${players}-${mode}-${variant}-${g}`;
    const rng = Rng.fromSeed(seed);
    completenessPlayout<CruiseState>(
      {
        engine,
        config: { players, mode, singleGenderTables: variant },
        seed,
        space: (s, seat) => space(s, seat, rng),
        every: 3,
        // the seat to act, and one other (they must be refused everything)
        seats: (s) => (s.phase.kind === 'over' ? [0] : [s.turn, (s.turn + 1) % players]),
      },
      count,
    );
  }
}

describe('Vollständigkeit: legalActions listet genau, was apply annimmt', () => {
  const total = newCompletenessCount();
  for (const players of [2, 3, 4]) {
    for (const mode of ['cruise', 'classic'] as const) {
      for (const variant of [false, true]) {
        it(`${players} Spieler, ${mode}, Variante ${variant ? 'an' : 'aus'}`, () => {
          const count = newCompletenessCount();
          runCell(players, mode, variant, count);
          expect(count.states).toBeGreaterThan(0);
          expect(count.legal).toBeGreaterThan(0);
          total.states += count.states;
          total.actions += count.actions;
          total.legal += count.legal;
        }, 120_000);
      }
    }
  }
  it('Zählung', () => {
    console.log(JSON.stringify({ game: 'cruise', completeness: { games: GAMES * 12, ...total } }));
    expect(total.actions).toBeGreaterThan(total.legal);
  });
});
