// What a table books for the Bestenliste, from the game's declaration and real engine steps:
// Speedkrakau books „die gewonnenen Punkte jedes Spiels“ game by game (its gameScored events), the
// place bonus with the last game, and nothing more at the match's end; its Tagesblatt still books
// the match's result for the Tagesrangliste (the best match of the day).
import { asChoice, decide, makeDecision } from '@spielcenter/ai';
import { GAMES } from '@spielcenter/catalog';
import { type KrakauAction, type KrakauState, engine as krakau } from '@spielcenter/krakau';
import type { GameEvent, SeatInfo } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { bookingsOf } from './bookings.js';
import type { PublishContext } from './shared.js';

const seats: SeatInfo[] = [
  { kind: 'human', playerId: 'anna', name: 'Anna' },
  { kind: 'computer', level: 'easy', name: 'Computer 1' },
  { kind: 'computer', level: 'easy', name: 'Computer 2' },
];

function ctxOf(daily?: string): PublishContext {
  return {
    tableId: 'tbook',
    game: 'krakau',
    seats,
    clockSeconds: null,
    tempo: 'fast',
    timing: {
      clockMs: null,
      graceMs: 10_000,
      trickPauseMs: 0,
      roundPauseMs: 0,
      computerDelayMs: 0,
      acknowledgeMs: 5000,
      idleMs: 60_000,
      rematchHoldMs: 120_000,
    },
    turbo: false,
    solo: true,
    options: {},
    ...(daily ? { daily: { date: daily } } : {}),
  };
}

/** A whole match to 500 between easy computers, step by step. */
function* match(seed: string): Generator<{ events: GameEvent[]; state: KrakauState; version: number }> {
  let state = krakau.setup(krakau.parseConfig({ players: 3, target: 500 }), seed);
  for (let version = 1; state.phase.kind !== 'over'; version++) {
    if (version > 5000) throw new Error('the match does not end');
    const seat = krakau.toAct(state)[0] as number;
    const d = makeDecision({
      level: 'easy',
      seat,
      view: krakau.view(state, seat),
      legal: krakau.legalActions(state, seat),
      seed: `${seed}:${version}`,
    });
    const step = krakau.apply(state, seat, asChoice(decide('krakau', 'easy', d)).action as KrakauAction);
    state = step.state;
    yield { events: step.events as GameEvent[], state, version };
  }
}

function bookAll(daily?: string) {
  const declaration = GAMES.krakau;
  const all = [];
  let games = 0;
  let last: KrakauState | null = null;
  for (const { events, state, version } of match('bookings-krakau')) {
    games += events.filter((e) => e.type === declaration.pacing.roundEnd[0]).length;
    const outcome = krakau.outcome(state);
    all.push(
      ...bookingsOf({ ctx: ctxOf(daily), declaration, version, events, outcome, at: 1_800_000_000_000 }),
    );
    last = state;
  }
  return { bookings: all, games, outcome: krakau.outcome(last as KrakauState) };
}

describe('Speedkrakau bookings', () => {
  it('each game’s points as it ends (the place bonus with the last), for the human only; none again at the end', () => {
    const { bookings, games, outcome } = bookAll();
    expect(games).toBeGreaterThan(1);
    expect(bookings.every((b) => b.playerId === 'anna' && b.reason === 'round')).toBe(true);
    expect(bookings.length).toBeGreaterThan(1);
    expect(new Set(bookings.map((b) => b.id)).size).toBe(bookings.length);
    expect(bookings.reduce((sum, b) => sum + b.points, 0)).toBe(outcome?.leaderboardPoints[0]);
  });

  it('the Tagesblatt: the games’ points as they end, and the match’s result for the Tagesrangliste', () => {
    const { bookings, outcome } = bookAll('2026-12-04');
    const end = bookings.filter((b) => b.reason === 'game');
    expect(end).toEqual([
      expect.objectContaining({
        points: 0,
        daily: { date: '2026-12-04', score: outcome?.scores[0], rank: outcome?.ranks[0] },
      }),
    ]);
    const rounds = bookings.filter((b) => b.reason === 'round');
    expect(rounds.reduce((sum, b) => sum + b.points, 0)).toBe(outcome?.leaderboardPoints[0]);
  });
});
