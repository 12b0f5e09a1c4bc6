// The computer's wait before it acts, and where a chain of computers' moves ends, from the game's
// declaration (no game named here but by its
// declaration: the actions are the declared types).
import { declarationOf } from '@spielcenter/catalog';
import { timingFor } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { chainable, computerWaitMs, waitsInActivity } from './pacing.js';

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

describe('chainable: where a chain of computers’ moves (one activity) hands back to the workflow', () => {
  const seats = {
    seats: [
      { kind: 'human' as const, playerId: 'p', name: 'Ada' },
      { kind: 'computer' as const, level: 'easy' as const, name: 'C1' },
      { kind: 'computer' as const, level: 'easy' as const, name: 'C2' },
    ],
  };
  const play = { type: 'play', card: 'x' };
  const step = (over: Partial<Parameters<typeof chainable>[3]> = {}) => ({
    toAct: [1],
    legal: { '1': [play] },
    outcome: null,
    eventTypes: ['cardPlayed'],
    ...over,
  });
  const [trickEnd] = boss.pacing.trickEnd;
  const [roundEnd] = boss.pacing.roundEnd;
  const [gameEnd] = boss.pacing.gameEnd;

  it('the next computer to act plays on, also after a trick (its pause is waited in the chain)', () => {
    expect(chainable(boss, seats, [0], step())).toBe(1);
    expect(chainable(boss, seats, [0], step({ toAct: [2], legal: { '2': [play] } }))).toBe(2);
    expect(chainable(boss, seats, [0], step({ eventTypes: [trickEnd as string] }))).toBe(1);
  });

  it('ends where a person may act, to act or with an optional action (a Pfiff while a computer leads)', () => {
    expect(chainable(boss, seats, [0], step({ toAct: [0], legal: { '0': [play] } }))).toBeNull();
    expect(
      chainable(coup, seats, [0], step({ legal: { '0': [{ type: optional as string }], '1': [play] } })),
    ).toBeNull();
  });

  it('ends at a round’s end, the game’s end, an outcome and a board that asks for „Weiter“', () => {
    expect(chainable(boss, seats, [0], step({ eventTypes: [roundEnd as string] }))).toBeNull();
    expect(chainable(boss, seats, [0], step({ eventTypes: [gameEnd as string] }))).toBeNull();
    expect(chainable(boss, seats, [0], step({ outcome: { scores: [] } }))).toBeNull();
    const asks = [coup, boss, ...['cruise', 'krakau', 'hokus'].map((g) => declarationOf(g as 'hokus')!)].find(
      (g) => g.pacing.acknowledge.length > 0,
    );
    expect(asks).toBeDefined();
    const a = asks as NonNullable<typeof asks>;
    expect(chainable(a, seats, [0], step({ eventTypes: [a.pacing.acknowledge[0] as string] }))).toBeNull();
  });

  it('no computer to act (a seat a person left is the workflow’s to see): the chain ends', () => {
    expect(chainable(boss, seats, [0], step({ toAct: [], legal: {} }))).toBeNull();
  });
});

describe('waitsInActivity: where a computer’s wait needs no workflow timer', () => {
  const play = { type: 'play', card: 'x' };
  it('in the activity when nobody answers an Update and no person may act', () => {
    expect(waitsInActivity({ '1': [play] }, [0], false)).toBe(true);
  });

  it('on a timer right after an Update, and while a person may act (the Pfiff the longer wait is for)', () => {
    expect(waitsInActivity({ '1': [play] }, [0], true)).toBe(false);
    const pfiff = { '0': [{ type: optional as string }], '1': [{ type: before as string, card: 'J1' }] };
    expect(waitsInActivity(pfiff, [0], false)).toBe(false);
    // The declared longer wait applies exactly there.
    expect(computerWaitMs(coup, pfiff, 1, [0], timingFor(null, 'normal'), false)).toBe(coup.computerWait?.ms);
  });
});
