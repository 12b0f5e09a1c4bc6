// Random complete games at 3 players: cards conserved, dealer rule, trick winners, scores, no leaks.
import { propertyRuns } from '@spielcenter/proto/testing';
import { describe, it } from 'vitest';
import { runPropertyGames } from './property.test-util.js';

describe('properties, 3 players', () => {
  it(`${propertyRuns(2000)} random complete games keep every invariant`, () => {
    runPropertyGames(3);
  }, 900_000); // generous: wall time on a shared CI core; the CPU time is far lower
});
