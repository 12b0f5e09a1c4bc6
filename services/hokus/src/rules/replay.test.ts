// A replay (setup + the logged actions) reproduces the show exactly, blind draws included.
import { randomPlayout, replay } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import type { HokusState } from './state.js';

describe('replay', () => {
  it('actions.reduce(apply, setup(config, seed)) gives the same final state', () => {
    for (const players of [3, 4, 5, 6]) {
      for (const seed of ['a', 'b', 'daily-2026-12-02']) {
        const played = randomPlayout<HokusState>(engine, { players }, seed);
        const again = replay<HokusState>(engine, { players }, seed, played.log);
        expect(again).toEqual(played.state);
        expect(engine.outcome(again)).toEqual(engine.outcome(played.state));
      }
    }
  });

  it('„für alle gleich“: config.deck fixes the blind draws whatever the seed', () => {
    const deck = { start: 1, skunks: [2, 3, 4, 1], draws: Array.from({ length: 40 }, (_, i) => (i * 7) % 5) };
    const one = randomPlayout<HokusState>(engine, { players: 4, deck }, 'seed-one');
    const other = replay<HokusState>(engine, { players: 4, deck }, 'seed-two', one.log);
    expect(other.magicians).toEqual(one.state.magicians);
    expect(other.winner).toEqual(one.state.winner);
  });
});
