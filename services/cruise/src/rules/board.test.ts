import { describe, expect, it } from 'vitest';
import { CHAIR_COUNT, CHAIRS, NEIGHBOURS, TABLE_COUNT, TABLES } from './board.js';
import { sharedChair, table } from './fixtures.test-util.js';
import { CLASS_IDS } from './tiles.js';

describe('Das Material: der Speisesaal', () => {
  it('oben 6 Tische, dann 2 + 2, zweimal 1 + 1 am Rand, 2 + 2 und unten 6 – 24 Tische', () => {
    expect(TABLE_COUNT).toBe(24);
    const perRow = [0, 1, 2, 3, 4, 5].map((r) => TABLES.filter((t) => t.row === r).map((t) => t.col));
    expect(perRow).toEqual([
      [0, 1, 2, 3, 4, 5],
      [0, 1, 4, 5],
      [0, 5],
      [0, 5],
      [0, 1, 4, 5],
      [0, 1, 2, 3, 4, 5],
    ]);
  });

  it('in der Mitte die Pianobar: kein Tisch im Feld zwischen Zeile 2–3 und Spalte 1–4', () => {
    expect(TABLES.filter((t) => t.row >= 2 && t.row <= 3 && t.col >= 1 && t.col <= 4)).toEqual([]);
  });

  it('je zwei Tische gehören einer der 12 Gesellschaftsklassen (meist nebeneinander)', () => {
    for (const c of CLASS_IDS) expect(TABLES.filter((t) => t.cls === c)).toHaveLength(2);
    const sideBySide = CLASS_IDS.filter((c) => {
      const [a, b] = TABLES.filter((t) => t.cls === c);
      return a?.neighbours.includes(b?.id ?? '');
    });
    expect(sideBySide.length).toBeGreaterThanOrEqual(8);
    expect(sideBySide.length).toBeLessThan(12);
  });

  it('jeder Tisch hat 4 Stühle, zusammen 68 Stühle', () => {
    for (const t of TABLES) expect(new Set(t.chairs).size).toBe(4);
    expect(CHAIR_COUNT).toBe(68);
    expect(CHAIRS).toHaveLength(68);
  });

  it('jeder Stuhl zwischen zwei Tischen gehört zu beiden: 28 gemeinsame Stühle', () => {
    expect(CHAIRS.filter((c) => c.shared)).toHaveLength(28);
    expect(NEIGHBOURS).toHaveLength(28);
    for (const n of NEIGHBOURS) {
      const [a, b] = n.tables;
      expect(table(a).chairs).toContain(n.chair);
      expect(table(b).chairs).toContain(n.chair);
      expect(table(a).neighbours).toContain(b);
    }
  });

  it('zwei Nachbartische haben zusammen also 7 Plätze', () => {
    for (const n of NEIGHBOURS) {
      const [a, b] = n.tables;
      expect(new Set([...table(a).chairs, ...table(b).chairs]).size).toBe(7);
    }
    expect(sharedChair('T1', 'T2')).toBe('C2');
  });

  it('stabile Ids und Koordinaten: T1..T24, C1..C68, kein Stuhl doppelt an einer Stelle', () => {
    expect(TABLES.map((t) => t.id)).toEqual(Array.from({ length: 24 }, (_, i) => `T${i + 1}`));
    expect(CHAIRS.map((c) => c.id)).toEqual(Array.from({ length: 68 }, (_, i) => `C${i + 1}`));
    expect(new Set(CHAIRS.map((c) => `${c.x},${c.y}`)).size).toBe(68);
    for (const c of CHAIRS) {
      for (const tid of c.tables) {
        const t = table(tid);
        expect(Math.abs(t.x - c.x) + Math.abs(t.y - c.y)).toBe(0.5);
      }
    }
  });
});
