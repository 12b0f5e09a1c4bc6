// Random matches over the option grid that matters (players × Überstechen × Fass), checking the
// invariants after every game and the views for leaks on a sample of steps.
import type { GameEvent } from '@spielcenter/proto';
import {
  isPlainJson,
  leakedIds,
  type PlayoutStep,
  propertyRuns,
  randomPlayout,
  replay,
} from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { randomChoice } from '../random-player.js';
import { type Card, DECK, sumPoints } from './cards.js';
import { barrelAt, type KrakauConfig, opponentCap } from './config.js';
import { engine } from './engine.js';
import { isLocked, roundToTen } from './limits.js';
import type { GameResult, KrakauState } from './state.js';

// 700 matches for each of the 12 cells (3 player counts × Überstechen on/off × Fass on/off): 2,800 per
// player count and 2,100 per house-rule combination (8,400 in all, a few CPU minutes).
// PROPERTY_RUNS=2000 plays 2,000 in every cell (about 20 CPU minutes).
const RUNS = propertyRuns(700);
const VIEW_SAMPLE = 11;
// Random matches are long; a larger PROPERTY_RUNS gets a proportional time limit.
const TIMEOUT = Math.max(60_000, RUNS * 3_000);

/** The cards `seat` must not see: other hands and face-down musiks, minus what it legitimately knows. */
export function hiddenFor(state: KrakauState, seat: number | null): Card[] {
  const r = state.round;
  const known = new Set<Card>();
  const shown = r.musikTaken !== null && (state.config.showMusik || seat === r.declarer);
  if (shown) for (const c of r.musiks[r.musikTaken as number] as Card[]) known.add(c);
  if (seat !== null && seat === r.declarer) for (const g of r.gifts) known.add(g.card);
  const hidden: Card[] = [];
  r.hands.forEach((hand, s) => {
    if (s !== seat) for (const c of hand) if (!known.has(c)) hidden.push(c);
  });
  r.musiks.forEach((m, i) => {
    if (i !== r.musikTaken) hidden.push(...m);
  });
  for (const g of r.gifts) if (g.to === -1 && !known.has(g.card)) hidden.push(g.card);
  return hidden;
}

function unusedMusikPoints(state: KrakauState): number {
  const r = state.round;
  return r.musiks.reduce((sum, m, i) => sum + (i === r.musikTaken ? 0 : sumPoints(m)), 0);
}

// Plain assertions in the per-game check: vitest's expect costs about 10 µs a call, and this check
// runs for each of about a million games (it was most of the suite's time).
function same(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}
function oneOf(actual: number, allowed: readonly number[], what: string): void {
  if (!allowed.includes(actual))
    throw new Error(`${what}: expected one of ${allowed.join(', ')}, got ${actual}`);
}

/** The declarer's totals and the 120 card points of a game that was played out. */
function checkPlayedGame(before: KrakauState, g: GameResult, what: string): void {
  const d = g.declarer;
  // 120 card points per game: tricks (+ discards) + the musik nobody took.
  same(g.cardPoints.reduce((a, b) => a + b, 0) + unusedMusikPoints(before), 120, `${what} card points`);
  same(
    g.declarerTotal,
    (g.cardPoints[d] as number) + (g.marriagePoints[d] as number),
    `${what} declarer total`,
  );
  same(g.made, g.declarerTotal >= g.game, `${what} made`);
  same(g.raw[d], g.made ? g.game : -g.game, `${what} declarer raw`);
}

/** An opponent's (or sitting-out dealer's, or Bomba declarer's) new score. */
function checkOther(before: KrakauState, g: GameResult, seat: number, what: string): void {
  const c = before.config;
  const start = before.scores[seat] as number;
  const score = g.scores[seat] as number;
  const raw = before.round.active.includes(seat)
    ? g.bomba
      ? 60
      : roundToTen((g.cardPoints[seat] as number) + (g.marriagePoints[seat] as number))
    : (g.raw[seat] as number);
  if (seat !== g.declarer) same(g.raw[seat], raw, `${what} raw`);
  if (score > opponentCap(c)) throw new Error(`${what}: ${score} above the cap ${opponentCap(c)}`);
  if ((before.barrel[seat] as number) > 0) oneOf(score, [start, start - 120], what);
  else if (isLocked(c, start) || seat === g.declarer) same(score, start, what);
  else if (c.barrel && Math.min(start + raw, opponentCap(c)) >= barrelAt(c)) same(score, barrelAt(c), what);
  else same(score, Math.min(start + raw, opponentCap(c)), what);
}

function checkDeclarer(before: KrakauState, g: GameResult, what: string): void {
  const start = before.scores[g.declarer] as number;
  const score = g.scores[g.declarer] as number;
  if (!g.made) same(score, start - g.game, what);
  else if (start + g.game >= before.config.target) same(score, start + g.game, what);
  else if ((before.barrel[g.declarer] as number) > 0) oneOf(score, [start, start - 120], what);
  else oneOf(score, [start + g.game, barrelAt(before.config)], what);
}

function checkGame(before: KrakauState, g: GameResult): void {
  const what = `game ${g.no}`;
  if (!g.bomba) checkPlayedGame(before, g, what);
  for (let seat = 0; seat < g.scores.length; seat++) {
    if (seat !== g.declarer || g.bomba) checkOther(before, g, seat, `${what} seat ${seat}`);
    else checkDeclarer(before, g, `${what} declarer ${seat}`);
  }
}

/**
 * The hidden ids anywhere in a JSON value, keys included: proto's `leakedIds` without collecting every
 * string first (this runs on every step; the collecting was half the suite's time).
 */
function leaksIn(value: unknown, hidden: ReadonlySet<string>, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hidden.has(value) && !out.includes(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) leaksIn(v, hidden, out);
  } else if (value && typeof value === 'object') {
    for (const key in value) {
      leaksIn(key, hidden, out);
      leaksIn((value as Record<string, unknown>)[key], hidden, out);
    }
  }
  return out;
}

function checkStep(step: PlayoutStep<KrakauState>, index: number): void {
  const { before, after } = step;
  for (const e of step.events as GameEvent[])
    if (e.type === 'gameScored') checkGame(before, e.result as GameResult);
  after.barrel.forEach((b, seat) => {
    if (b < 0 || b > 3 || (b > 0 && after.scores[seat] !== barrelAt(after.config))) {
      throw new Error(`barrel ${b} with score ${after.scores[seat]} at seat ${seat}`);
    }
  });
  const publicEvents = (step.events as GameEvent[]).filter((e) => !e.to);
  if (publicEvents.length > 0) {
    // A game's last trick is announced together with the next deal: judge it by the old round.
    const played = step.action.type === 'play' ? (step.action as unknown as { card: Card }).card : '';
    const sameGame = after.history.length === before.history.length;
    const hidden = sameGame ? hiddenFor(after, null) : hiddenFor(before, null).filter((c) => c !== played);
    const leaks = leaksIn(publicEvents, new Set(hidden));
    if (leaks.length > 0) throw new Error(`public events leak ${leaks.join(', ')}`);
  }
  if (index % VIEW_SAMPLE !== 0) return;
  for (let seat = -1; seat < after.config.players; seat++) {
    const viewer = seat < 0 ? null : seat;
    // The score history holds no card ids (checked once per match below); leave it out of the hot check.
    const view = { ...engine.view(after, viewer), history: [] };
    const leaks = leaksIn(view, new Set(hiddenFor(after, viewer)));
    if (leaks.length > 0) throw new Error(`view of seat ${viewer} leaks ${leaks.join(', ')}`);
  }
}

const GRID: { players: number; mustBeat: boolean; barrel: boolean }[] = [];
for (const players of [2, 3, 4])
  for (const mustBeat of [true, false])
    for (const barrel of [true, false]) GRID.push({ players, mustBeat, barrel });

describe('random matches', () => {
  for (const opts of GRID) {
    it(
      `${RUNS} Partien: ${opts.players} Spieler, Überstechen ${opts.mustBeat ? 'an' : 'aus'}, Fass ${opts.barrel ? 'an' : 'aus'}`,
      () => {
        for (let i = 0; i < RUNS; i++) {
          const config: Partial<KrakauConfig> = {
            ...opts,
            target: i % 2 === 0 ? 1000 : 500,
            showMusik: i % 3 !== 0,
            bombas: i % 4,
          };
          let index = 0;
          const { state } = randomPlayout<KrakauState>(
            engine,
            config,
            `p${opts.players}${opts.mustBeat}${opts.barrel}-${i}`,
            {
              choose: randomChoice,
              onStep: (step) => checkStep(step, index++),
            },
          );
          const out = engine.outcome(state);
          expect(isPlainJson(state)).toBe(true);
          expect(leakedIds(state.history, DECK)).toEqual([]);
          expect(out?.ranks[state.winner as number]).toBe(1);
          expect(state.scores[state.winner as number]).toBeGreaterThanOrEqual(state.config.target);
        }
      },
      TIMEOUT,
    );
  }
});

describe('replay', () => {
  it('actions.reduce(apply, setup(config)) reproduces the match exactly', () => {
    for (const players of [2, 3, 4]) {
      const config = { players, target: 500 };
      const played = randomPlayout<KrakauState>(engine, config, `replay-${players}`, {
        choose: randomChoice,
      });
      expect(replay<KrakauState>(engine, config, `replay-${players}`, played.log)).toEqual(played.state);
      expect(isPlainJson(played.state)).toBe(true);
    }
  });
});
