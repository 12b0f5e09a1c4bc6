import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';

describe('config', () => {
  it('accepts 3 to 6 magicians („Gespielt wird zu dritt bis zu sechst“)', () => {
    for (const players of [3, 4, 5, 6])
      expect(engine.parseConfig({ players })).toEqual({ players, maxRounds: 80 });
    for (const players of [2, 7, 3.5, '4']) {
      expect(() => engine.parseConfig({ players })).toThrow(
        expect.objectContaining({ code: 'COMMON_BAD_CONFIG' }),
      );
    }
  });

  it('refuses unknown keys and a malformed deck with COMMON_BAD_CONFIG', () => {
    const bad = [
      null,
      { players: 3, extra: 1 },
      { players: 3, deck: { start: 0, shuffle: true } },
      { players: 3, deck: { start: 3 } },
      { players: 3, deck: { skunks: [1, 2] } },
      { players: 3, deck: { skunks: [1, 2, 5] } },
      { players: 3, deck: { draws: [-1] } },
      { players: 3, maxRounds: 81 },
    ];
    for (const input of bad) {
      expect(() => engine.parseConfig(input)).toThrow(expect.objectContaining({ code: 'COMMON_BAD_CONFIG' }));
    }
  });

  it('„derselbe Startspieler“: the seed or deck.start fixes who begins, deck.skunks where the skunks are', () => {
    const a = engine.setup(engine.parseConfig({ players: 5 }), 'daily-2026-12-02');
    const b = engine.setup(engine.parseConfig({ players: 5 }), 'daily-2026-12-02');
    expect(a).toEqual(b);
    const fixed = engine.setup(
      engine.parseConfig({ players: 3, deck: { start: 2, skunks: [1, 2, 3] } }),
      'x',
    );
    expect(fixed.starter).toBe(2);
    expect(fixed.magicians.map((m) => m.skunk)).toEqual(['A1', 'B2', 'C3']);
  });
});
