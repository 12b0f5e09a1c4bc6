import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';

describe('Rng', () => {
  it('is deterministic for a seed and survives save/restore', () => {
    const a = Rng.fromSeed('x');
    const b = Rng.fromSeed('x');
    expect([a.nextUint32(), a.nextUint32()]).toEqual([b.nextUint32(), b.nextUint32()]);
    const saved = a.save();
    const c = Rng.restore(JSON.parse(JSON.stringify(saved)));
    expect(c.int(1000)).toBe(a.int(1000));
  });

  it('differs between seeds', () => {
    expect(Rng.fromSeed('a').nextUint32()).not.toBe(Rng.fromSeed('b').nextUint32());
  });

  it('int stays in range and covers it', () => {
    const rng = Rng.fromSeed('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
  });

  it('shuffle is a permutation', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    const shuffled = Rng.fromSeed('s').shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
  });
});
