// Every game with a declaration plays a whole short game through the real Temporal worker, rule
// service and AI service: computers in every seat but one, a human seat driven by the test (it
// answers at once, and says "Weiter" where the table waits). Asserted from the game's declaration
// only (this file names no game's events or actions): the round pause, a continue-as-new at every
// round end (historyEventsPerRun 0; by default a run spans rounds until its history is long), the short clocks where declared, and the outcome.
import { GAMES } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import {
  type Action,
  type Booking,
  bookingSchema,
  type GameDeclaration,
  type GameId,
  redisKeys,
  type SeatSnapshot,
  subjects,
} from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computers, humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

/** A short game where the game has one (its options; the engine checks them). */
const SHORT: Record<GameId, { seats: number; config: Record<string, unknown> }> = {
  boss: { seats: 4, config: {} },
  coup: { seats: 3, config: { coup: 1 } },
  cruise: { seats: 2, config: { mode: 'cruise' } },
  krakau: { seats: 3, config: { target: 500 } },
  hokus: { seats: 3, config: {} },
};

const ROUND_PAUSE_MS = 250;
const CLOCK_MS = 60_000;

const has = (s: SeatSnapshot, types: readonly string[]) => s.events.some((e) => types.includes(e.type));

async function runIds(tableId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const w of stack.client.workflow.list({ query: `WorkflowId = 'table-${tableId}'` }))
    ids.push(w.runId);
  return ids;
}

/** The bookings for the leaderboards this table wrote to the stream since `from` (a stream id). */
async function bookingsOf(tableId: string, from: string): Promise<Booking[]> {
  const entries = await stack.redis.xrange(redisKeys.leaderboardEvents, from, '+');
  return entries
    .map(([, fields]) => bookingSchema.parse(JSON.parse(fields[fields.indexOf('booking') + 1] ?? '')))
    .filter((b) => b.tableId === tableId);
}

async function playShortGame(id: GameId, game: GameDeclaration) {
  const { seats, config } = SHORT[id];
  const streamFrom = `${Date.now() - 1}-0`;
  const { tableId, handle } = await stack.startTable([...humans(1), ...computers(seats - 1)], {
    game: id,
    config: { ...config, players: seats, ...(game.humanSeats ? { [game.humanSeats]: [0] } : {}) },
    seed: `short-${id}`,
    clockSeconds: 60,
    timing: { clockMs: CLOCK_MS, roundPauseMs: ROUND_PAUSE_MS, historyEventsPerRun: 0 },
  });
  const pushes = stack.collect(tableId, 0);
  let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1, 30_000);
  const clocks: { types: string[]; totalMs: number }[] = [];
  while (!snap.outcome) {
    const version = snap.version;
    if (snap.waiting?.seats.includes(0)) {
      await handle.executeUpdate('acknowledge', { args: [{ seat: 0, hold: false }] });
    } else if (snap.toAct.includes(0) && snap.legal.length > 0) {
      const clock = snap.clocks.find((c) => c.seat === 0);
      if (clock) clocks.push({ types: [...new Set(snap.legal.map((a) => a.type))], totalMs: clock.totalMs });
      // The test's player decides like a computer (the AI service, from the seat's view).
      const { action } = await requestJson<{ action: Action }>(stack.nc, subjects.aiDecide(id), {
        game: id,
        level: 'easy',
        seat: 0,
        view: snap.view,
        legal: snap.legal,
        seed: `human-${version}`,
      });
      await handle.executeUpdate('act', { args: [{ seat: 0, action, clientId: `v${version}` }] });
    }
    snap = await stack.waitFor(tableId, 0, (s) => s.version > version || s.outcome !== null, 60_000);
  }
  const result = (await handle.result()) as {
    outcome: { ranks: number[]; leaderboardPoints: number[] } | null;
  };
  await new Promise((r) => setTimeout(r, 100));
  pushes.stop();
  const received = pushes.messages.map((snap, i) => ({ snap, at: pushes.times[i] as number }));
  return { tableId, result, received, clocks, seats, bookings: await bookingsOf(tableId, streamFrom) };
}

describe('a short game of every game through the table service', () => {
  for (const [id, game] of Object.entries(GAMES) as [GameId, GameDeclaration][]) {
    it(`${game.meta.name}: pauses and continues as new at round ends, short clocks, outcome`, async () => {
      const { tableId, result, received, clocks, seats, bookings } = await playShortGame(id, game);
      expect(result.outcome?.ranks).toHaveLength(seats);

      // The leaderboard bookings: only the human's, once each, per round where the game says so
      // (each round's points as that round ended), else the game's points at its end.
      expect(new Set(bookings.map((b) => b.playerId))).toEqual(new Set(bookings.length ? ['p0'] : []));
      expect(new Set(bookings.map((b) => b.id)).size).toBe(bookings.length);
      const perRound = game.leaderboardPerRound;
      if (perRound) {
        const rounds = received.flatMap(({ snap }) =>
          snap.events
            .filter((e) => e.type === perRound)
            .map((e) => (e as { points?: number[] }).points?.[0] ?? 0),
        );
        expect(rounds.length).toBeGreaterThan(0);
        expect(bookings.map((b) => [b.reason, b.points])).toEqual(
          rounds.filter((p) => p !== 0).map((p) => ['round', p]),
        );
      } else {
        const points = result.outcome?.leaderboardPoints[0] ?? 0;
        expect(bookings.map((b) => [b.reason, b.points])).toEqual(points === 0 ? [] : [['game', points]]);
      }

      // Continue-as-new at round ends (historyEventsPerRun 0): at most one run per round; a person
      // who acts during a round's pause may carry the table past the next round's end before it.
      const roundEnds = received.filter(({ snap }) => has(snap, game.pacing.roundEnd) && !snap.outcome);
      const runs = await runIds(tableId);
      expect(runs.length).toBeLessThanOrEqual(roundEnds.length + 1);
      if (roundEnds.length >= 3) expect(runs.length).toBeGreaterThan(1);

      // The round pause: every run that continued as new waited the tempo's round pause on a
      // workflow timer first (the workflow's own clock: a push read late by this busy test process
      // would say less), unless the round's end asked for "Weiter" (that board is the pause).
      const asks = game.pacing.acknowledge.length > 0;
      for (const runId of runs) {
        const history = await stack.client.workflow.getHandle(`table-${tableId}`, runId).fetchHistory();
        const events = history.events ?? [];
        if (!events.some((e) => e.workflowExecutionContinuedAsNewEventAttributes)) continue;
        const pauses = events.filter(
          (e) =>
            Number(e.timerStartedEventAttributes?.startToFireTimeout?.nanos ?? 0) / 1e6 === ROUND_PAUSE_MS,
        );
        if (!asks) expect(pauses.length, `run ${runId}`).toBeGreaterThan(0);
      }

      // Every decision of the human had the clock the declaration gives it.
      const short = game.clocks as Record<string, number | undefined>;
      for (const c of clocks) {
        const declared = c.types.every((t) => short[t] !== undefined)
          ? Math.min(CLOCK_MS, ...c.types.map((t) => short[t] as number))
          : CLOCK_MS;
        expect(c.totalMs, c.types.join(',')).toBe(declared);
      }
      expect(clocks.length).toBeGreaterThan(0);
    }, 600_000);
  }
});
