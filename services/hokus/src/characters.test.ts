// The seven characters of the Speedhokus computers: German names and lines, one per seat, never two
// alike at a table, all seven used across the table sizes (the AI plays them; every view shows them).
import { describe, expect, it } from 'vitest';
import { HOKUS_CHARACTERS, hokusCharacter } from './characters.js';

describe('the Speedhokus characters', () => {
  it('seven characters with German lines; a seat keeps its, never two alike at a table, all seven used', () => {
    expect(new Set(HOKUS_CHARACTERS.map((c) => c.name))).toEqual(
      new Set([
        'Draufgänger',
        'Fallensteller',
        'Vorsichtig',
        'Bluffer',
        'Rechenkünstler',
        'Glücksritter',
        'Menschenkenner',
      ]),
    );
    const used = new Set<string>();
    for (let players = 3; players <= 6; players++) {
      const at = Array.from({ length: players }, (_v, seat) => hokusCharacter(seat, players).id);
      expect(new Set(at).size).toBe(players);
      for (const id of at) used.add(id);
    }
    expect(used.size).toBe(7);
    for (const c of HOKUS_CHARACTERS) expect(c.description.length).toBeGreaterThan(20);
  });
});
