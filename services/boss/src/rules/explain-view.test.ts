// A seat's "why not" from its own view (`explainView`, what the rule service answers the gateway)
// is the engine's `explain` on the full state, in every position of random games: every seat, every
// seat's legal actions, every card, and malformed tries.
import type { Action } from '@spielcenter/proto';
import { explainViewDifferences, propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from './cards.js';
import { engine } from './engine.js';
import type { BossState } from './state.js';

const EXTRA = [
  ...ALL_CARDS.map((card) => ({ type: 'play', card })),
  { type: 'play', card: 'x9' },
  { type: 'play' },
  { type: 'bid', bid: -1 },
  { type: 'bid', bid: 31 },
  { type: 'bid', bid: 1.5 },
  { type: 'chooseTrump', suit: 'purple' },
  { type: 'dance' },
] as Action[];

describe('why not, from the seat’s view', () => {
  it('is the engine’s explain on the state, in every position', () => {
    const runs = Math.max(1, Math.round(propertyRuns(40) / 4));
    for (let i = 0; i < runs; i++) {
      for (const players of [2, 3, 4]) {
        const differences: string[] = [];
        randomPlayout<BossState>(engine, { players, rounds: players === 2 ? 23 : 6 }, `why-${players}-${i}`, {
          onStep: ({ before }) => differences.push(...explainViewDifferences(engine, before, players, EXTRA)),
        });
        expect(differences.slice(0, 5), `seed why-${players}-${i}`).toEqual([]);
      }
    }
  }, 600_000);
});
