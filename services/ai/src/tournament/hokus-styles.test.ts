// „Jeder Varieté-Zauberer hat einen festen Spielstil“: the seven characters play measurably
// differently, at normal as at stark (small deterministic samples of whole shows; the full
// measurement is in docs/ai.md, `npm run hokus-characters`).
import { describe, expect, it } from 'vitest';
import { measureCharacters } from './hokus-styles.js';

describe('Speedhokus characters: distinct styles', () => {
  for (const level of ['normal', 'strong'] as const) {
    it(`${level}: the Bluffer bluffs most, the Fallensteller traps most, Vorsichtig announces lowest and never bluffs, the Draufgänger jumps`, () => {
      const m = measureCharacters(120, level, 'styles-test');
      const by = (key: 'bluffRate' | 'trapRate' | 'meanAnnouncement') =>
        Object.entries(m).sort((a, b) => b[1][key] - a[1][key]).map(([name]) => name);
      expect(Object.keys(m)).toHaveLength(7);
      expect(by('bluffRate')[0]).toBe('Bluffer');
      expect(by('trapRate')[0]).toBe('Fallensteller');
      expect(by('meanAnnouncement').at(-1)).toBe('Vorsichtig');
      expect(m.Vorsichtig?.bluffRate).toBe(0);
      // jumps are a style at every level, not only at stark: the Draufgänger jumps, Vorsichtig never
      expect(m.Draufgänger?.jumpRate).toBeGreaterThan(0.1);
      expect(m.Vorsichtig?.jumpRate).toBe(0);
      // the Menschenkenner reads the others (his reading is used) and plays unlike the Rechenkünstler
      const [reader, calc] = [m.Menschenkenner, m.Rechenkünstler];
      if (!reader || !calc) throw new Error('both characters sit at some table');
      const apart = [
        Math.abs(reader.meanAnnouncement - calc.meanAnnouncement) >= 0.25,
        Math.abs(reader.passRate - calc.passRate) >= 0.04,
        Math.abs(reader.bluffRate - calc.bluffRate) >= 0.015,
      ].filter(Boolean).length;
      expect(apart).toBeGreaterThanOrEqual(2);
    });
  }
});
