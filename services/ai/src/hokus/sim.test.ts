// Differential test: the Speedhokus computers' lifting in thought (odds.ts: a delivery lifts its own
// hats first, then the top hats of other tables, and succeeds iff all are rabbits; the situation a
// seat reads from its view, player.ts) against the engine. Random shows at 3..6 magicians (proto's
// random playouts); in every position and for every magician in the show:
// - the situation read from his view has his real face-down stack and exactly the tables the engine
//   lets him lift from, each belief as long as the table's face-down hats, and no belief (at any
//   level's reading) rules out where the owner's skunk really is;
// - lifting: the tables the model allows are the engine's legal lifts; with the real positions as
//   certain beliefs, the model's chance of the top hat and the belief after lifting it agree with
//   the engine's lift (rabbit or skunk, and the table afterwards);
// - announcing: with certain beliefs, every legal announcement's chance is 1 or 0, and the model's
//   best split, lifted in the engine, brings applause exactly when the chance is 1.
import {
  engine,
  type HokusAction,
  type HokusEvent,
  type HokusState,
  type HokusView,
} from '@spielcenter/hokus';
import { propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { afterLifted, announceChance, bestSplit, safeTop, type TableBelief } from './odds.js';
import { situation } from './player.js';

const inShow = (s: HokusState, seat: number) => s.magicians[seat]!.eliminatedRound === null;

function liftedFrom(s: HokusState, table: number): number {
  return s.lifted.filter((l) => l.table === table).length;
}

/** A table's face-down hats, top first: true = rabbit. */
function faceDown(s: HokusState, seat: number): boolean[] {
  const m = s.magicians[seat]!;
  return [...m.stack]
    .reverse()
    .slice(liftedFrom(s, seat))
    .map((h) => h !== m.skunk);
}

/** Where the owner's skunk is among his face-down hats (1 = top), 0 when not there. */
const skunkDepth = (down: readonly boolean[]) => down.indexOf(false) + 1;

/** The real position as a certain belief. */
function certain(down: readonly boolean[]): number[] {
  const w = new Array<number>(down.length + 1).fill(0);
  w[skunkDepth(down)] = 1;
  return w;
}

/** The tables the engine lets `seat` lift from once his own are done. */
function liftable(s: HokusState, seat: number): number[] {
  const out: number[] = [];
  s.magicians.forEach((m, t) => {
    if (t !== seat && inShow(s, t) && liftedFrom(s, t) < m.stack.length) out.push(t);
  });
  return out;
}

interface Tally {
  situations: number;
  lifts: number;
  announcements: number;
  delivered: number;
  failed: number;
}

function checkSituations(s: HokusState, tally: Tally): void {
  for (let seat = 0; seat < s.magicians.length; seat++) {
    if (!inShow(s, seat)) continue;
    const view = engine.view(s, seat) as HokusView;
    for (const reading of [0, 0.6, 1]) {
      const sit = situation(view, seat, reading);
      expect(sit.own).toEqual(faceDown(s, seat));
      expect(sit.tables.map((t) => t.seat)).toEqual(liftable(s, seat));
      for (const t of sit.tables) {
        const down = faceDown(s, t.seat);
        expect(t.belief).toHaveLength(down.length + 1);
        expect(t.belief[skunkDepth(down)]).toBeGreaterThan(0);
      }
    }
    tally.situations++;
  }
}

function checkLifts(s: HokusState, tally: Tally): void {
  const phase = s.phase as Extract<HokusState['phase'], { kind: 'lifting' }>;
  const seat = phase.challenger;
  const legal = engine.legalActions(s, seat) as Extract<HokusAction, { type: 'lift' }>[];
  const ownLeft = Math.min(s.magicians[seat]!.stack.length, phase.target) - liftedFrom(s, seat);
  const model =
    ownLeft > 0 ? [seat] : situation(engine.view(s, seat) as HokusView, seat, 1).tables.map((t) => t.seat);
  expect(legal.map((a) => a.table)).toEqual(model);
  for (const a of legal) {
    const down = faceDown(s, a.table);
    const belief = certain(down);
    const { state: after, events } = engine.apply(s, seat, a);
    const kind = (events.find((e) => e.type === 'lifted') as Extract<HokusEvent, { type: 'lifted' }>).kind;
    expect(safeTop(belief, 1)).toBe(kind === 'rabbit' ? 1 : 0);
    if (kind === 'rabbit' && after.phase.kind === 'lifting' && after.round === s.round)
      expect(afterLifted(belief, 1)).toEqual(certain(faceDown(after, a.table)));
    tally.lifts++;
  }
}

/** Lifts the split in the engine (own hats first, then `take` per table); true on applause. */
function deliver(
  s: HokusState,
  seat: number,
  n: number,
  tables: readonly number[],
  take: readonly number[],
): boolean {
  let state: HokusState = { ...s, phase: { kind: 'lifting', challenger: seat, target: n }, lifted: [] };
  const plan = [
    ...new Array<number>(Math.min(n, s.magicians[seat]!.stack.length)).fill(seat),
    ...tables.flatMap((t, i) => new Array<number>(take[i] ?? 0).fill(t)),
  ];
  for (const table of plan) {
    if (state.phase.kind !== 'lifting') break;
    const { state: next, events } = engine.apply(state, seat, { type: 'lift', table });
    if (events.some((e) => e.type === 'applause')) return true;
    if (events.some((e) => e.type === 'skunk')) return false;
    state = next;
  }
  return false;
}

function checkAnnouncements(s: HokusState, seat: number, legal: readonly HokusAction[], tally: Tally): void {
  const own = faceDown(s, seat);
  const tables = liftable(s, seat);
  const beliefs: TableBelief[] = tables.map((t) => certain(faceDown(s, t)));
  for (const a of legal) {
    if (a.type !== 'announce') continue;
    const chance = announceChance(own, beliefs, a.n);
    expect([0, 1]).toContain(chance);
    const fromOwn = Math.min(a.n, own.length);
    const split = bestSplit(beliefs, a.n - fromOwn);
    const take = split.chance > 0 ? split.take : tables.map(() => 0);
    // the engine's lifting of the model's split
    const made = deliver(s, seat, a.n, tables, take);
    expect(made).toBe(chance === 1);
    // and the plain count from the real hats: enough rabbits above every skunk
    const rabbitsOwn = own.slice(0, fromOwn).every(Boolean);
    const reachable = tables.reduce((sum, t) => {
      const down = faceDown(s, t);
      const d = skunkDepth(down);
      return sum + (d === 0 ? down.length : d - 1);
    }, 0);
    expect(chance === 1).toBe(rabbitsOwn && reachable >= a.n - fromOwn);
    tally.announcements++;
    if (made) tally.delivered++;
    else tally.failed++;
  }
}

describe('the Speedhokus lifting in thought agrees with the engine', () => {
  for (const players of [3, 4, 5, 6])
    it(`${players} magicians: situations, lifts and announcements in random shows`, () => {
      const tally: Tally = { situations: 0, lifts: 0, announcements: 0, delivered: 0, failed: 0 };
      const runs = propertyRuns(3);
      for (let r = 0; r < runs; r++)
        randomPlayout<HokusState>(engine, { players }, `hokus-diff-${players}-${r}`, {
          maxSteps: 5000,
          choose(state, seat, legal, rng) {
            if (state.phase.kind !== 'setup') checkSituations(state, tally);
            if (state.phase.kind === 'lifting') checkLifts(state, tally);
            if (state.phase.kind === 'bidding')
              checkAnnouncements(state, seat, legal as HokusAction[], tally);
            return rng.pick(legal);
          },
        });
      expect(tally.lifts).toBeGreaterThan(runs * 5);
      expect(tally.delivered).toBeGreaterThan(0);
      expect(tally.failed).toBeGreaterThan(0);
    });
});
