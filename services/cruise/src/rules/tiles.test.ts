import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { ALL_TILES, CLASS_IDS, isTileId, tileName } from './tiles.js';

describe('Das Material: Passagiere', () => {
  it('100 Plättchen – je Klasse 4 Herren und 4 Damen, dazu 4 Kreuzfahrtdirektoren (2 Herren, 2 Damen)', () => {
    expect(ALL_TILES).toHaveLength(100);
    expect(new Set(ALL_TILES.map((t) => t.id)).size).toBe(100);
    CLASS_IDS.forEach((_, cls) => {
      expect(ALL_TILES.filter((t) => t.cls === cls && t.gender === 'm')).toHaveLength(4);
      expect(ALL_TILES.filter((t) => t.cls === cls && t.gender === 'w')).toHaveLength(4);
    });
    const directors = ALL_TILES.filter((t) => t.director);
    expect(directors.map((t) => t.id)).toEqual(['Xm1', 'Xm2', 'Xw1', 'Xw2']);
  });

  it('Notation und Namen', () => {
    expect(isTileId('Cw3')).toBe(true);
    expect(isTileId('Mw1')).toBe(false);
    expect(tileName('Cw3')).toBe('Dame Filmstars');
    expect(tileName('Xm1')).toBe('Direktor (Herr)');
  });
});

describe('Einstellungen (config)', () => {
  it('Standard: Kreuzfahrt, ohne Variante; 2 bis 4 Spieler', () => {
    expect(parseConfig({ players: 3 })).toEqual({ players: 3, mode: 'cruise', singleGenderTables: false });
    for (const bad of [
      { players: 1 },
      { players: 5 },
      { players: 2, mode: 'x' },
      { players: 2, extra: 1 },
      null,
    ]) {
      expect(() => parseConfig(bad)).toThrowError(expect.objectContaining({ code: 'COMMON_BAD_CONFIG' }));
    }
  });

  it('config.deck legt Beutel und Route fest und wird geprüft', () => {
    const bag = ALL_TILES.map((t) => t.id).reverse();
    expect(parseConfig({ players: 2, deck: { bag, route: 3 } }).deck).toEqual({ bag, route: 3 });
    expect(() => parseConfig({ players: 2, deck: { bag: bag.slice(1) } })).toThrow();
    expect(() => parseConfig({ players: 2, deck: { bag: [...bag.slice(1), 'Am1'] } })).toThrow();
    expect(() => parseConfig({ players: 2, deck: { route: 10 } })).toThrow();
  });
});
