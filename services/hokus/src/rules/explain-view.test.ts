// A seat's "why not" from its own view (`explainView`, what the rule service answers the gateway)
// is the engine's `explain` on the full state, in every position of random shows: every seat, every
// seat's legal actions, every hat, and malformed tries.
import type { Action } from '@spielcenter/proto';
import { explainViewDifferences, propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { hatsOf } from './hats.js';
import type { HokusState } from './state.js';

const EXTRA = [
  ...[0, 1, 2, 3, 4, 5].flatMap(hatsOf).flatMap((hat) => [
    { type: 'place', hat },
    { type: 'discard', hat },
  ]),
  ...[0, 1, 2, 3, 4, 5, 6].map((table) => ({ type: 'lift', table })),
  ...[-1, 0, 1, 3, 7].map((index) => ({ type: 'draw', index })),
  ...[0, 1, 2, 5, 30].map((n) => ({ type: 'announce', n })),
  { type: 'pass' },
  { type: 'place', hat: 'nope' },
  { type: 'dance' },
] as Action[];

describe('why not, from the seat’s view', () => {
  it('is the engine’s explain on the state, in every position', () => {
    const runs = Math.max(1, Math.round(propertyRuns(40) / 4));
    for (let i = 0; i < runs; i++) {
      for (const players of [3, 4, 6]) {
        const differences: string[] = [];
        randomPlayout<HokusState>(engine, { players }, `why-${players}-${i}`, {
          onStep: ({ before }) => differences.push(...explainViewDifferences(engine, before, players, EXTRA)),
        });
        expect(differences.slice(0, 5), `seed why-${players}-${i}`).toEqual([]);
      }
    }
  }, 600_000);
});
