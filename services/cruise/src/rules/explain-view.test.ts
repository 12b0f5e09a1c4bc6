// A seat's "why not" from its own view (`explainView`, what the rule service answers the gateway)
// is the engine's `explain` on the full state, in every position of random cruises: every seat, a
// spread of every seat's legal moves, every tile to the bar and to a swap, seatings on taken and
// free chairs, and bad tries.
import { type Action, Rng } from '@spielcenter/proto';
import { explainViewDifferences, propertyRuns } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { CHAIR_COUNT } from './board.js';
import { engine } from './engine.js';
import { playCruise } from './playout.test-util.js';
import type { CruiseState } from './state.js';

const chairs = Array.from({ length: CHAIR_COUNT }, (_, i) => `C${i + 1}`);

/** Tries built from the position: every tile in a hand to the bar, swaps and seatings on a few chairs. */
function tries(s: CruiseState): Action[] {
  const tiles = [...new Set(s.hands.flat())];
  const some = chairs.filter((_, i) => i % 7 === s.bar.length % 7);
  return [
    ...tiles.flatMap((tile) => [
      { type: 'bar', tile },
      ...some.map((chair) => ({ type: 'swap', tile, chair })),
      ...some.map((chair) => ({ type: 'seat', seats: [{ tile, chair }] })),
      ...some.map((chair) => ({ type: 'seat', seats: [{ tile, chair }], pure: 'hand' })),
    ]),
    { type: 'seat', seats: [] },
    { type: 'bar', tile: 'nope' },
    { type: 'draw' },
    { type: 'dance' },
  ] as Action[];
}

describe('why not, from the seat’s view', () => {
  it('is the engine’s explain on the state, in every position', () => {
    const runs = Math.max(1, Math.round(propertyRuns(20) / 4));
    for (let i = 0; i < runs; i++) {
      for (const [players, config] of [
        [2, { mode: 'cruise' }],
        [3, { mode: 'classic' }],
        [4, { mode: 'cruise', singleGenderTables: true }],
      ] as const) {
        const differences: string[] = [];
        const seed = `why-${players}-${i}`;
        playCruise({ players, ...config }, seed, Rng.fromSeed(seed), ({ before }) => {
          if (differences.length < 5)
            differences.push(...explainViewDifferences(engine, before, players, tries(before), 40));
        });
        expect(differences.slice(0, 5), `seed ${seed}`).toEqual([]);
      }
    }
  }, 600_000);
});
