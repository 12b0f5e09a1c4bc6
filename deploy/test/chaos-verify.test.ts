// The chaos runner's checks (deploy/chaos/verify.ts) on tables recorded here from the pure engine:
// a clean record passes; an acknowledged action missing from the record, a client id applied
// twice, a computer's step that no legal action explains, a chain of computers' moves with an
// action not legal where it stands, a wrong outcome are each found; the bookings a Speedboss game
// implies add up to its leaderboard points, chained or not.
import { engine as boss, game as bossGame } from '@spielcenter/boss';
import { engine as coup, game as coupGame } from '@spielcenter/coup';
import {
  type AnyEngine,
  type GameDeclaration,
  type SeatInfo,
  type TableInput,
  timingFor,
} from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import type { Acknowledged } from '../chaos/player.js';
import { type ActUpdate, checkGame, type Step, type TableRecord } from '../chaos/verify.js';

/** A whole game with the human at seat 0 playing its first legal action, recorded as a table would. */
const GAMES: Record<'boss' | 'coup', [AnyEngine, GameDeclaration]> = {
  boss: [boss, bossGame],
  coup: [coup, coupGame],
};

function recordGame(game: 'boss' | 'coup', players: number, seed: string) {
  const [engine, declaration] = GAMES[game];
  const seats: SeatInfo[] = [
    { kind: 'human', playerId: 'p-ada', name: 'Ada' },
    ...Array.from(
      { length: players - 1 },
      (_, i): SeatInfo => ({ kind: 'computer', level: 'easy', name: `C${i}` }),
    ),
  ];
  const input: TableInput = {
    tableId: 'tChaos',
    game,
    // As the gateway builds a quick game's config: the human seats where the game asks for them.
    config: { players, ...(declaration.humanSeats ? { [declaration.humanSeats]: [0] } : {}) },
    seed,
    seats,
    clockSeconds: null,
    tempo: 'fast',
    timing: timingFor(null, 'fast'),
  };
  let state = engine.setup(engine.parseConfig(input.config), seed);
  let version = 1;
  const steps: Step[] = [{ kind: 'setupTable', version, state, outcome: null }];
  const acts = new Map<number, ActUpdate[]>();
  const acknowledged: Acknowledged[] = [];
  while (!engine.outcome(state)) {
    const seat = engine.toAct(state)[0] as number;
    const action = engine.legalActions(state, seat)[0];
    state = engine.apply(state, seat, action).state;
    version++;
    if (seat === 0) {
      const clientId = `tChaos:${version - 1}`;
      acts.set(version, [{ seat, action, clientId }]);
      acknowledged.push({ clientId, action, version, duplicate: false });
    }
    steps.push({
      kind: seat === 0 ? 'stepTable' : 'autoMove',
      version,
      state,
      outcome: engine.outcome(state),
      ...(seat === 0 ? {} : { moves: [{ version, seat, action }] }),
    });
  }
  const record: TableRecord = { input, steps, acts, status: 'COMPLETED' };
  return { record, acknowledged, outcome: engine.outcome(state) };
}

/** The record as a table with chains keeps it: computers' moves in a row are one `autoMove` marker. */
function chained(record: TableRecord): TableRecord {
  const steps: Step[] = [];
  for (const step of record.steps) {
    const last = steps.at(-1);
    if (step.kind === 'autoMove' && last?.kind === 'autoMove' && !last.outcome) {
      steps[steps.length - 1] = { ...step, moves: [...(last.moves ?? []), ...(step.moves ?? [])] };
    } else steps.push(step);
  }
  return { ...record, steps };
}

describe('the chaos checks', () => {
  it('pass a clean record: every acknowledged action applied once, the outcome replayed', () => {
    const { record, acknowledged, outcome } = recordGame('coup', 4, 'chaos-1');
    const c = checkGame(record, acknowledged, outcome);
    expect(c.divergences).toEqual([]);
    expect(c.outcomeMatches).toBe(true);
    expect(c.actionsAcknowledged).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect([c.actionsLost, c.actionsDoubled, c.appliedUnanswered]).toEqual([0, 0, 0]);
    expect(c.replayedSteps).toBe(record.steps.length);
  });

  it('find an acknowledged action the table has no record of', () => {
    const { record, acknowledged, outcome } = recordGame('coup', 4, 'chaos-2');
    const acts = new Map(record.acts);
    const gone = acknowledged[0] as Acknowledged;
    acts.delete(gone.version);
    const c = checkGame({ ...record, acts }, acknowledged, outcome);
    expect(c.actionsLost).toBe(1);
    expect(c.divergences.some((d) => d.startsWith(`v${gone.version}:`))).toBe(true);
  });

  it('find a client id applied twice', () => {
    const { record, acknowledged, outcome } = recordGame('boss', 4, 'chaos-3');
    const [first, second] = acknowledged as [Acknowledged, Acknowledged];
    const acts = new Map(record.acts);
    const again = acts.get(second.version)?.[0] as ActUpdate;
    acts.set(second.version, [{ ...again, clientId: first.clientId }]);
    const c = checkGame({ ...record, acts }, acknowledged, outcome);
    expect(c.actionsDoubled).toBe(1);
    expect(c.actionsLost).toBe(1); // the second acknowledged action is not there under its own id
  });

  it("find a computer's step that no legal action explains, and a wrong outcome", () => {
    const { record, acknowledged, outcome } = recordGame('coup', 4, 'chaos-4');
    const i = record.steps.findIndex((s) => s.kind === 'autoMove');
    const steps = [...record.steps];
    const earlier = steps[i - 1] as Step;
    steps[i] = { ...(steps[i] as Step), state: earlier.state }; // the computer's move vanished
    const c = checkGame({ ...record, steps }, acknowledged, outcome);
    expect(c.divergences.some((d) => d.includes('no legal action'))).toBe(true);
    const o = outcome as NonNullable<typeof outcome>;
    const wrong = { ...o, scores: o.scores.map((s) => s + 1) };
    expect(checkGame(record, acknowledged, wrong).outcomeMatches).toBe(false);
  });

  it('replay chains of computers’ moves, and find a chain whose recorded action is not legal', () => {
    const { record, acknowledged, outcome } = recordGame('boss', 4, 'chaos-6');
    const plain = checkGame(record, acknowledged, outcome);
    const chain = chained(record);
    const longest = Math.max(...chain.steps.map((s) => s.moves?.length ?? 0));
    expect(longest).toBeGreaterThan(1);
    expect(chain.steps.length).toBeLessThan(record.steps.length);
    const c = checkGame(chain, acknowledged, outcome);
    expect(c.divergences).toEqual([]);
    expect(c.outcomeMatches).toBe(true);
    expect(c.replayedSteps).toBe(record.steps.length);
    expect(c.expectedBookings).toEqual(plain.expectedBookings);
    expect([c.actionsLost, c.actionsDoubled]).toEqual([0, 0]);

    // A chain whose first move names a seat that may not act there.
    const i = chain.steps.findIndex((s) => (s.moves?.length ?? 0) > 1);
    const steps = [...chain.steps];
    const bad = steps[i] as Step;
    const [first, ...rest] = bad.moves ?? [];
    const wrongSeat = { ...(first as NonNullable<typeof first>), seat: 0 };
    steps[i] = { ...bad, moves: [wrongSeat, ...rest] };
    const broken = checkGame({ ...chain, steps }, acknowledged, outcome);
    expect(broken.divergences.some((d) => d.includes('autoMove chain'))).toBe(true);
  });

  it("expect Speedboss's bookings per round, adding up to the game's leaderboard points", () => {
    const { record, acknowledged, outcome } = recordGame('boss', 4, 'chaos-5');
    const c = checkGame(record, acknowledged, outcome);
    expect(c.divergences).toEqual([]);
    expect(c.expectedBookings.length).toBeGreaterThan(0);
    expect(c.expectedBookings.every((b) => /^tChaos:\d+:0:round$/.test(b.id))).toBe(true);
    const sum = c.expectedBookings.reduce((n, b) => n + b.points, 0);
    expect(sum).toBe(outcome?.leaderboardPoints[0]);
  });
});
