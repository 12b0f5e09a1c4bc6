// What a table books for the Bestenliste, from the game's declaration and real engine steps:
// Speedkrakau books „die gewonnenen Punkte jedes Spiels“ game by game (its gameScored events), the
// place bonus with the last game, and nothing more at the match's end; its Tagesblatt still books
// the match's result for the Tagesrangliste (the best match of the day).
import { asChoice, decide, makeDecision } from '@spielcenter/ai';
import { GAMES } from '@spielcenter/catalog';
import { type KrakauAction, type KrakauState, engine as krakau } from '@spielcenter/krakau';
import type { GameEvent, SeatInfo } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { bookingsOf, gameRecordOf } from './bookings.js';
import type { PublishContext } from './shared.js';
import { FAST } from './stack.test-util.js';
import { TableMachine } from './table-machine.js';

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

describe('the record of a game belongs to the line-up that started it', () => {
  it('Speedcoup: Bruno leaves during the attempt – it is still filed for Anna and Bruno, not on Anna’s solo page', () => {
    // „Jede Besetzung – wer mit wem und wie viele Plätze – hat ihre eigene Seite im Bandenbuch“:
    // the computer that takes Bruno's seat does not move the attempt to another page.
    const coupGame = GAMES.coup;
    const people: SeatInfo[] = [
      { kind: 'human', playerId: 'anna', name: 'Anna' },
      { kind: 'human', playerId: 'bruno', name: 'Bruno' },
      { kind: 'computer', level: 'easy', name: 'Clemens' },
    ];
    const input = {
      tableId: 'tgroup',
      game: 'coup' as const,
      config: { players: 3, coup: 1 },
      seed: 's',
      seats: people,
      clockSeconds: null,
      tempo: 'fast' as const,
      timing: FAST,
      open: { host: 'anna', fill: 'easy' as const },
    };
    const m = new TableMachine({ ...input, seats: [people[0] ?? null, null, null] }, undefined, 0, coupGame);
    m.join({ playerId: 'bruno', name: 'Bruno' });
    m.beginGame(0);
    m.leave(1, 1000);
    expect(m.seats[1]?.kind).toBe('computer');
    // the attempt ends after a continue-as-new (a new run of the workflow carries the machine)
    const next = new TableMachine(input, m.carry(), 2000, coupGame);
    const outcome = {
      scores: [0, 0, 0],
      ranks: [1, 1, 1],
      leaderboardPoints: [0, 0, 0],
      details: { coup: 1, success: false },
    };
    const record = gameRecordOf(next.ctx(), 9, outcome, 3000);
    expect(record.seats.map((s) => (s.kind === 'human' ? s.playerId : s.kind))).toEqual([
      'anna',
      'bruno',
      'computer',
    ]);
  });
});
