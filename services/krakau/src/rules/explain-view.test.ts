// A seat's "why not" from its own view (`explainView`, what the rule service answers the gateway)
// is the engine's `explain` on the full state, in every position of random matches: every seat,
// every seat's legal actions, every card (to play, meld, give, discard, take back), and bad tries.
import type { Action } from '@spielcenter/proto';
import { explainViewDifferences, propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { randomChoice } from '../random-player.js';
import { DECK } from './cards.js';
import { engine } from './engine.js';
import type { KrakauState } from './state.js';

const EXTRA = [
  ...DECK.flatMap((card) => [
    { type: 'play', card },
    { type: 'play', card, meld: true },
    { type: 'discard', card },
    { type: 'takeBack', card },
    ...[0, 1, 2, 3].map((to) => ({ type: 'give', card, to })),
  ]),
  ...[90, 100, 110, 115, 120, 130, 200, 400].flatMap((value) => [
    { type: 'bid', value },
    { type: 'declare', value },
  ]),
  ...[0, 1, 2].map((musik) => ({ type: 'takeMusik', musik })),
  { type: 'pass' },
  { type: 'done' },
  { type: 'bomba' },
  { type: 'redeal' },
  { type: 'keep' },
  { type: 'dance' },
] as Action[];

describe('why not, from the seat’s view', () => {
  it('is the engine’s explain on the state, in every position', () => {
    const runs = Math.max(1, Math.round(propertyRuns(20) / 4));
    for (let i = 0; i < runs; i++) {
      for (const [players, rules] of [
        [2, {}],
        [3, { mustBeat: true, barrel: true }],
        [4, { fourNines: true }],
        [3, { target: 500, marriageLimit: false }],
      ] as const) {
        const differences: string[] = [];
        randomPlayout<KrakauState>(engine, { players, ...rules }, `why-${players}-${i}`, {
          choose: randomChoice,
          onStep: ({ before }) => {
            if (differences.length < 5)
              differences.push(...explainViewDifferences(engine, before, players, EXTRA));
          },
        });
        expect(differences.slice(0, 5), `seed why-${players}-${i}`).toEqual([]);
      }
    }
  }, 600_000);
});
