// Opening a table with people: what the game's declaration allows for its free seats.
import { describe, expect, it } from 'vitest';
import { openTableInput } from './open-table.js';

const guest = { playerId: 'g_anna', name: 'Anna' };

describe('open table input', () => {
  it('Speedcoup: Meister is for playing alone only („Meister (nur solo)“), never a table’s fill', () => {
    expect(() => openTableInput(guest, { game: 'coup', seats: 4, fill: 'master' })).toThrow(/input\.fill/);
    for (const fill of ['easy', 'normal', 'strong'] as const) {
      const table = openTableInput(guest, { game: 'coup', seats: 4, fill });
      expect(table.open?.fill).toBe(fill);
    }
  });
});
