import { describe, expect, it } from 'vitest';
import ratesFile from '../coup/rates.json' with { type: 'json' };
import { oneIn, playAttempt, wilson } from './coup-rates.js';

describe('the Speedcoup success-rate runner (smoke)', () => {
  it('plays attempts to the end at every crew level, with the Boss deciding marks, loot and choices', () => {
    // 5 sick (ask), 9 all loot, 18 distribute, 21 marks, 22 drawRight, 27 distribute + passing on at five
    for (const [coup, players] of [
      [5, 4],
      [9, 4],
      [18, 4],
      [21, 4],
      [22, 4],
      [27, 5],
      [3, 2],
    ] as const) {
      for (const level of ['random', 'easy', 'normal'] as const) {
        const r = playAttempt(coup, level, `smoke:${coup}:${level}`, 10, players);
        expect(r.tricks).toBeGreaterThan(0);
        expect(typeof r.success).toBe('boolean');
      }
    }
  });

  it('same seed, same attempt (the crews meet the same deals)', () => {
    const a = playAttempt(8, 'easy', 'same');
    const b = playAttempt(8, 'easy', 'same');
    expect({ ...a, times: [] }).toEqual({ ...b, times: [] });
  });

  it('says "1 von N" and a Wilson interval', () => {
    expect(oneIn({ attempts: 60, successes: 10 })).toBe(6);
    expect(oneIn({ attempts: 60, successes: 0 })).toBeNull();
    const [lo, hi] = wilson({ attempts: 100, successes: 50 });
    expect(lo).toBeGreaterThan(0.39);
    expect(hi).toBeLessThan(0.61);
  });

  it('the stored rates hold every coup for normal crews, each with its attempt count', () => {
    type Cell = { attempts: number; successes: number; deals: string };
    const rates = ratesFile as unknown as { crews: Record<string, Record<string, Cell>> };
    const normal = rates.crews.normal ?? {};
    for (let c = 1; c <= 50; c++) {
      const cell = normal[String(c)]!;
      expect(cell.attempts).toBeGreaterThan(0);
      expect(cell.deals).toHaveLength(cell.attempts);
      expect([...cell.deals].filter((x) => x === '1')).toHaveLength(cell.successes);
    }
  });
});
