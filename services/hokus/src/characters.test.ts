// The seven characters of the Speedhokus computers: German names and lines; a magician's name is
// his style („Jeder Varieté-Zauberer hat einen festen Spielstil“), whatever his seat or the table's
// size, and the engine's view says which (the AI and the web read it there).
import { describe, expect, it } from 'vitest';
import { characterOfName, HOKUS_CAST, HOKUS_CHARACTERS, MAGICIANS, seatCharacter } from './characters.js';
import { engine } from './rules/engine.js';

describe('the Speedhokus characters', () => {
  it('seven characters with German lines', () => {
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
    for (const c of HOKUS_CHARACTERS) expect(c.description.length).toBeGreaterThan(20);
  });

  it('the Freie Vorstellung’s cast has one magician of each of the seven styles', () => {
    expect(HOKUS_CAST).toHaveLength(7);
    expect(new Set(HOKUS_CAST.map((n) => characterOfName(n).id)).size).toBe(7);
  });

  it('a magician’s name and style belong together: the same style on every seat, at every table size', () => {
    for (const name of [...Object.keys(MAGICIANS), 'Anton', 'Computer (für Maria)']) {
      const style = characterOfName(name).id;
      for (let players = 3; players <= 6; players++)
        for (let seat = 1; seat < players; seat++) {
          const names = Array.from({ length: players }, (_v, s) => (s === seat ? name : null));
          const s = engine.setup(engine.parseConfig({ players, names }), `${name}-${players}-${seat}`);
          const v = engine.view(s, 0);
          expect(v.characters[seat]).toBe(style);
          expect(seatCharacter(v.characters, seat).id).toBe(style);
          expect(v.characters[0]).toBeNull();
        }
    }
    expect(characterOfName('Der tolle Toni').name).toBe('Draufgänger');
    expect(characterOfName('Madame Lavinia').name).toBe('Menschenkenner');
  });

  it('the Tagesvorstellung’s four rivals keep the styles they always had (the same show for everyone)', () => {
    expect(
      ['Signor Fortunato', 'Madame Lavinia', 'Der tolle Toni', 'Baronin Falkenstein'].map(
        (n) => characterOfName(n).name,
      ),
    ).toEqual(['Glücksritter', 'Menschenkenner', 'Draufgänger', 'Fallensteller']);
  });

  it('the engine refuses a names list that does not name every seat', () => {
    expect(() => engine.parseConfig({ players: 4, names: ['A', null] })).toThrow(/names/);
  });
});
