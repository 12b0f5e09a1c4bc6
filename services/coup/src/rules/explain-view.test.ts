// A seat's "why not" from its own view (`explainView`, what the rule service answers the gateway)
// is the engine's `explain` on the full state, in every position of random attempts over the
// campaign: every seat (the Schatten's Boss too), every seat's legal actions, every card to play,
// pass, take and signal, and bad tries.
import type { Action } from '@spielcenter/proto';
import { explainViewDifferences, propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from './cards.js';
import { engine } from './engine.js';
import type { CoupState } from './state.js';

const EXTRA = [
  ...ALL_CARDS.flatMap((card) => [
    { type: 'play', card },
    { type: 'pass', card },
    { type: 'take', card },
    { type: 'signal', card },
    { type: 'passLoot', card, to: 1 },
    { type: 'moveMark', from: card, to: 'J9' },
  ]),
  ...[0, 1, 2, 3, 4, 5].flatMap((seat) => [
    { type: 'choose', seat },
    { type: 'assign', seat },
  ]),
  ...['ja', 'nein', 'gut', 'vielleicht'].map((word) => ({ type: 'answer', word })),
  ...['none', 'left', 'right'].map((choice) => ({ type: 'vote', choice })),
  { type: 'pfiff' },
  { type: 'keepMarks' },
  { type: 'keepLoot' },
  { type: 'dance' },
] as Action[];

describe('why not, from the seat’s view', () => {
  it('is the engine’s explain on the state, in every position', () => {
    const runs = Math.max(1, Math.round(propertyRuns(40) / 2));
    for (let i = 0; i < runs; i++) {
      for (const players of [2, 3, 4, 5]) {
        const coup = 1 + ((i * 7 + players * 11) % 50);
        const humans = i % 3 === 0 ? [0] : Array.from({ length: players }, (_, k) => k);
        const config = { players, coup, pfiff: i % 4 === 1 ? 'every' : 'wish', humans };
        const seats = players === 2 ? 3 : players;
        const differences: string[] = [];
        randomPlayout<CoupState>(engine, config, `why-${players}-${i}`, {
          onStep: ({ before }) => {
            if (differences.length < 5)
              differences.push(...explainViewDifferences(engine, before, seats, EXTRA));
          },
        });
        expect(differences.slice(0, 5), `seed why-${players}-${i} coup ${coup}`).toEqual([]);
      }
    }
  }, 600_000);
});
