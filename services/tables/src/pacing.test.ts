// The computer's wait before it acts, from the game's declaration (no game named here but by its
// declaration: the actions are the declared types).
import { declarationOf } from '@spielcenter/catalog';
import { timingFor } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { computerWaitMs } from './pacing.js';

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
