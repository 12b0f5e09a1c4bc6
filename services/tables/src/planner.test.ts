// The planner: the computer's wait before it acts, what comes after a step, where a chain of moves
// hands back to the workflow, and the clock's decision the computer finishes — from the game's
// declaration (no game named here but by its declaration: the actions are the declared types).
import { declarationOf } from '@spielcenter/catalog';
import type { Action } from '@spielcenter/proto';
import { timingFor } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { chainable, computerWaitMs, type Plan, plan, type PlanStep } from './planner.js';

const coup = declarationOf('coup')!;
const boss = declarationOf('boss')!;
const [before] = coup.computerWait?.before ?? [];
const [optional] = coup.computerWait?.whileHumanMay ?? [];

describe('computerWaitMs', () => {
  const normal = timingFor(null, 'normal');
  const fast = timingFor(null, 'fast');

  it('Speedcoup: the first card of a computer waits longer while a human may still call the Pfiff', () => {
    // seat 1 (computer) leads, seat 0 (human) holds the optional action
    const legal = { '0': [{ type: optional as string }], '1': [{ type: before as string, card: 'J1' }] };
    for (const timing of [normal, fast]) {
      const wait = computerWaitMs(coup, legal, 1, [0], timing, false);
      expect(wait).toBeGreaterThan(normal.computerDelayMs);
      expect(wait).toBe(coup.computerWait?.ms);
    }
    // Turbo waits for nothing.
    expect(computerWaitMs(coup, legal, 1, [0], normal, true)).toBe(0);
  });

  it('the tempo’s delay otherwise: no human may act, another action, a game without the declaration', () => {
    const play = { type: before as string, card: 'J1' };
    expect(computerWaitMs(coup, { '1': [play] }, 1, [0], normal, false)).toBe(normal.computerDelayMs);
    expect(
      computerWaitMs(
        coup,
        { '0': [{ type: optional as string }], '1': [{ type: 'take' }] },
        1,
        [0],
        fast,
        false,
      ),
    ).toBe(fast.computerDelayMs);
    expect(computerWaitMs(boss, { '0': [{ type: 'x' }], '1': [play] }, 1, [0], normal, false)).toBe(
      normal.computerDelayMs,
    );
  });
});

describe('plan: what comes after a step, and where a chain hands the table back', () => {
  const seats = [
    { kind: 'human' as const, playerId: 'p', name: 'Ada' },
    { kind: 'computer' as const, level: 'easy' as const, name: 'C1' },
    { kind: 'computer' as const, level: 'strong' as const, name: 'C2' },
  ];
  const normal = timingFor(null, 'normal');
  const table = (game = boss, turbo = false) => ({ game, seats, timing: normal, turbo });
  const play = { type: 'play', card: 'x' };
  const step = (over: Partial<PlanStep> = {}): PlanStep => ({
    toAct: [1],
    legal: { '1': [play] },
    outcome: null,
    eventTypes: ['cardPlayed'],
    pauseMs: 0,
    ...over,
  });
  const [trickEnd] = boss.pacing.trickEnd;
  const [roundEnd] = boss.pacing.roundEnd;
  const [gameEnd] = boss.pacing.gameEnd;
  const next = (p: Plan) => p.next;

  it('the next computer plays on after its wait, a trick’s pause added; in a chain while no person may act', () => {
    const p = plan(table(), step());
    expect(p).toEqual({
      next: 'computer',
      seat: 1,
      level: 'easy',
      waitMs: normal.computerDelayMs,
      inActivity: true,
    });
    expect(chainable(p)).toBe(true);
    const after = plan(table(), step({ toAct: [2], legal: { '2': [play] }, pauseMs: normal.trickPauseMs }));
    expect(after).toMatchObject({
      seat: 2,
      level: 'strong',
      waitMs: normal.trickPauseMs + normal.computerDelayMs,
    });
    expect(plan(table(boss, true), step())).toMatchObject({ next: 'computer', waitMs: 0 });
    expect(next(plan(table(), step({ eventTypes: [trickEnd as string] })))).toBe('computer');
  });

  it('a person to act, or with an optional action: their Update is never held behind a chain', () => {
    expect(next(plan(table(), step({ toAct: [0], legal: { '0': [play] } })))).toBe('people');
    const pfiff = plan(table(coup), step({ legal: { '0': [{ type: optional as string }], '1': [play] } }));
    expect(pfiff).toMatchObject({ next: 'computer', inActivity: false });
    expect(chainable(pfiff)).toBe(false);
    // A computer deciding beside a person (simultaneous decisions) still acts, on a workflow timer.
    const both = plan(table(), step({ toAct: [0, 1], legal: { '0': [play], '1': [play] } }));
    expect(both).toMatchObject({ next: 'computer', seat: 1, inActivity: false });
  });

  it('the workflow takes over at a round’s end, the game’s end, an outcome and a board that asks for „Weiter“', () => {
    expect(next(plan(table(), step({ eventTypes: [roundEnd as string] })))).toBe('round');
    expect(next(plan(table(), step({ eventTypes: [gameEnd as string] })))).toBe('over');
    expect(next(plan(table(), step({ outcome: { scores: [] } })))).toBe('over');
    const asks = [coup, boss, ...['cruise', 'krakau', 'hokus'].map((g) => declarationOf(g as 'hokus')!)].find(
      (g) => g.pacing.acknowledge.length > 0,
    );
    expect(asks).toBeDefined();
    const a = asks as NonNullable<typeof asks>;
    expect(next(plan(table(a), step({ eventTypes: [a.pacing.acknowledge[0] as string] })))).toBe('board');
    for (const e of ['round', 'over', 'board', 'people'] as const) expect(chainable({ next: e })).toBe(false);
  });

  it('nobody to act: the workflow waits (a seat a person left is the workflow’s to see)', () => {
    expect(next(plan(table(), step({ toAct: [], legal: {} })))).toBe('people');
  });

  describe('a clock that ran out: the computer finishes the decision the rule text names', () => {
    const krakau = declarationOf('krakau')!;
    const hokus = declarationOf('hokus')!;
    const give = { type: 'give', card: 'x', to: 1 } as Action;

    it('Speedkrakau: giving, „Fertig“ and the announcement go on under the one clock; then the next', () => {
      const giving = step({ toAct: [0], legal: { '0': [give, { type: 'takeBack', card: 'y' } as Action] } });
      expect(plan(table(krakau), giving, 0)).toEqual({
        next: 'clock',
        seat: 0,
        waitMs: normal.computerDelayMs,
      });
      expect(
        next(
          plan(
            table(krakau),
            step({ toAct: [0], legal: { '0': [{ type: 'declare', value: 100 } as Action] } }),
            0,
          ),
        ),
      ).toBe('clock');
      // Without the clock's move before it is the person's own decision; playing a card is another one.
      expect(next(plan(table(krakau), giving))).toBe('people');
      expect(next(plan(table(krakau), step({ toAct: [0], legal: { '0': [play] } }), 0))).toBe('people');
      // The Bomba beside the giving (never the computer's for a person) does not end the decision.
      const bomba = { type: 'bomba' } as Action;
      expect(next(plan(table(krakau), step({ toAct: [0], legal: { '0': [give, bomba] } }), 0))).toBe('clock');
    });

    it('Speedhokus: every hat of the delivery; never while another person may act', () => {
      const lifting = step({ toAct: [0], legal: { '0': [{ type: 'lift', table: 1 } as Action] } });
      expect(next(plan(table(hokus), lifting, 0))).toBe('clock');
      const people = [seats[0], { kind: 'human' as const, playerId: 'q', name: 'Bo' }, seats[2]];
      const other = step({
        toAct: [0],
        legal: { '0': [{ type: 'lift', table: 1 } as Action], '1': [{ type: 'pass' }] },
      });
      expect(next(plan({ ...table(hokus), seats: people }, other, 0))).toBe('people');
      // A game that declares nothing: one move per expired clock.
      expect(next(plan(table(boss), step({ toAct: [0], legal: { '0': [play] } }), 0))).toBe('people');
    });
  });
});
