// Random complete shows for every size (the shared harness), checking the invariants the issue names.
import type { GameEvent, Seat } from '@spielcenter/proto';
import {
  isPlainJson,
  leakedIds,
  type PlayoutStep,
  propertyRuns,
  randomPlayout,
} from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { hatsOf, ownerOf as ownerOfId } from './hats.js';
import type { HokusState, Magician } from './state.js';

const SHOWS = propertyRuns(5000);
/** Every n-th step gets the (more expensive) view leak check for one seat. */
const VIEW_SAMPLE = 29;
const ALL_HATS = [0, 1, 2, 3, 4, 5].map(hatsOf);

function fail(msg: string, seed: string): never {
  throw new Error(`${msg} (seed ${seed})`);
}

/** Hats are conserved: table + hand + lost = 4 per magician; on sampled steps, the very same four hats. */
function checkHats(state: HokusState, full: boolean, seed: string): void {
  state.magicians.forEach((m, seat) => {
    if (m.hand.length + m.stack.length + m.lost.length !== 4) fail(`seat ${seat} does not have 4 hats`, seed);
    if ((m.hand.length + m.stack.length === 0) !== (m.eliminatedRound !== null))
      fail('elimination mismatch', seed);
    if (!full) return;
    const all = [...m.hand, ...m.stack, ...m.lost].sort().join();
    if (all !== (ALL_HATS[seat] as string[]).join()) fail(`hats of seat ${seat} not conserved: ${all}`, seed);
  });
}

/** The start player of a new round follows "Wer beginnt die nächste Runde?". */
function checkStarter(after: HokusState, seed: string): void {
  const r = after.lastResult;
  if (!r) fail('new round without a result', seed);
  const c = r.challenger;
  const n = after.magicians.length;
  let expected: Seat = c;
  if (after.magicians[c]?.eliminatedRound !== null) {
    expected = r.skunkOwner as Seat;
    if (r.skunkOwner === c) {
      for (let i = 1; i < n; i++) {
        expected = (c + i) % n;
        if (after.magicians[expected]?.eliminatedRound === null) break;
      }
    }
  }
  if (after.starter !== expected) fail(`starter ${after.starter}, expected ${expected}`, seed);
}

const isHatId = (v: unknown): v is string => typeof v === 'string' && v.length === 2 && ownerOfId(v) >= 0;

/** Public events carry no hat id; private ones only the recipient's own (events are flat objects). */
function checkEvents(events: readonly GameEvent[], seed: string): void {
  for (const e of events) {
    const own = e.to?.length === 1 ? (e.to[0] as number) : -1;
    for (const v of Object.values(e)) if (isHatId(v) && ownerOfId(v) !== own) fail(`event leaks ${v}`, seed);
  }
}

/** The same state, but the challenger lost `other` instead of his real loss. */
function swappedLoss(state: HokusState, seat: Seat, lostNow: string, other: string): HokusState {
  const m = state.magicians[seat] as Magician;
  const magicians = state.magicians.slice();
  magicians[seat] = {
    ...m,
    hand: m.hand.map((h) => (h === other ? lostNow : h)).sort(),
    lost: m.lost.map((h) => (h === lostNow ? other : h)),
  };
  return { ...state, magicians };
}

/**
 * Nobody but the challenger can tell which hat he lost: another seat's view is the same had he lost
 * any other of his hats (checked for every other loss, one other seat and one other hat each, rotating).
 */
function checkLoss(before: HokusState, after: HokusState, step: number, seed: string): void {
  const phase = before.phase;
  if ((phase.kind !== 'draw' && phase.kind !== 'discard') || step % 2 === 1) return;
  const c = phase.challenger;
  const m = after.magicians[c] as Magician;
  if (m.hand.length === 0) return;
  const lostNow = m.lost.at(-1) as string;
  const alt = swappedLoss(after, c, lostNow, m.hand[step % m.hand.length] as string);
  const n = after.magicians.length;
  const seat = (c + 1 + (step % (n - 1))) % n;
  if (JSON.stringify(engine.view(alt, seat)) !== JSON.stringify(engine.view(after, seat))) {
    fail(`seat ${seat} can tell which hat seat ${c} lost`, seed);
  }
}

function checkView(state: HokusState, seat: Seat | null, seed: string): void {
  const v = engine.view(state, seat);
  const hidden = ALL_HATS.slice(0, state.magicians.length)
    .filter((_, s) => s !== seat)
    .flat();
  const leaks = leakedIds(v, hidden);
  if (leaks.length > 0) fail(`view of ${seat} leaks ${leaks.join()}`, seed);
}

/** Ranking: winner, in the show, laurels, hats, later elimination — ties share a rank. */
function checkRanking(state: HokusState, seed: string): void {
  const o = engine.outcome(state);
  if (!o) fail('no outcome at the end', seed);
  const key = (s: Seat) => {
    const m = state.magicians[s] as Magician;
    const out = state.eliminations.indexOf(s);
    return [
      state.winner === s ? 1 : 0,
      m.eliminatedRound === null ? 1 : 0,
      m.laurels,
      m.hand.length,
      out === -1 ? 99 : out,
    ];
  };
  const keys = state.magicians.map((_, s) => key(s));
  for (let a = 0; a < keys.length; a++) {
    for (let b = 0; b < keys.length; b++) {
      const cmp = (keys[a] as number[]).join() === (keys[b] as number[]).join();
      const better = (keys[a] as number[]).findIndex((x, i) => x !== (keys[b] as number[])[i]);
      const aBetter = better >= 0 && (keys[a] as number[])[better]! > (keys[b] as number[])[better]!;
      const ra = o.ranks[a] as number;
      const rb = o.ranks[b] as number;
      if (cmp ? ra !== rb : aBetter !== ra < rb)
        fail(`ranks ${o.ranks} disagree with keys ${JSON.stringify(keys)}`, seed);
    }
  }
  if (state.winner !== null && o.ranks.filter((r) => r === 1).length !== 1)
    fail('winner not alone on top', seed);
}

function playShow(players: number, seed: string): HokusState {
  let steps = 0;
  const onStep = ({ before, after, events }: PlayoutStep<HokusState>) => {
    steps++;
    checkHats(after, steps % VIEW_SAMPLE === 0, seed);
    checkEvents(events as GameEvent[], seed);
    if (
      after.round !== before.round ||
      (after.phase.kind === 'over' && after.lastResult !== before.lastResult)
    ) {
      if (after.phase.kind !== 'over') checkStarter(after, seed);
    }
    checkLoss(before, after, steps, seed);
    if (steps % VIEW_SAMPLE === 0)
      checkView(after, steps % (players + 1) === players ? null : steps % (players + 1), seed);
  };
  const { state } = randomPlayout<HokusState>(engine, { players }, seed, { onStep, maxSteps: 20_000 });
  if (state.round > 80 || state.round > 5 * players - 1) fail(`show lasted ${state.round} rounds`, seed);
  for (let seat = 0; seat < players; seat++) checkView(state, seat, seed);
  checkRanking(state, seed);
  return state;
}

describe.each([3, 4, 5, 6])('%i magicians: random complete shows', (players) => {
  it(`${SHOWS} shows: hats conserved, ≤ 80 rounds, start player, ranking, no hidden hat or loss in any view`, () => {
    const reasons: Record<string, number> = {};
    for (let i = 0; i < SHOWS; i++) {
      const state = playShow(players, `p${players}-${i}`);
      const reason = state.phase.kind === 'over' ? state.phase.reason : 'running';
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      if (i % 500 === 0) expect(isPlainJson(state)).toBe(true);
    }
    expect(reasons.running).toBeUndefined();
    expect(reasons.applause).toBeGreaterThan(0);
    expect(reasons.lastStanding).toBeGreaterThan(0);
  }, 300_000);
});
