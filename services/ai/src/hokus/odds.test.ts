// The Speedhokus odds against brute force: every joint skunk position of small tables, and every
// lifting sequence (adaptive: the next table chosen after each rabbit).
import { Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { afterLifted, announceChance, bestSplit, safeTop, type TableBelief } from './odds.js';

/** Every joint skunk position (index per table) with its probability. */
function configs(tables: readonly TableBelief[]): { at: number[]; p: number }[] {
  let out = [{ at: [] as number[], p: 1 }];
  for (const b of tables) {
    const total = b.reduce((a, x) => a + x, 0);
    out = out.flatMap((c) => b.map((w, i) => ({ at: [...c.at, i], p: (c.p * w) / total })));
  }
  return out;
}

/** The best lifting sequence by exhaustive search: the chance that k more lifts are all rabbits. */
function brute(tables: readonly TableBelief[], k: number): number {
  const all = configs(tables);
  const go = (lifted: number[], left: number): number => {
    if (left === 0) {
      let p = 0;
      for (const c of all) if (c.at.every((d, j) => d === 0 || d > (lifted[j] as number))) p += c.p;
      return p;
    }
    let best = 0;
    tables.forEach((b, j) => {
      if ((lifted[j] as number) < b.length - 1) {
        const next = lifted.slice();
        next[j] = (next[j] as number) + 1;
        best = Math.max(best, go(next, left - 1));
      }
    });
    return best;
  };
  return go(
    tables.map(() => 0),
    k,
  );
}

function randomBelief(rng: Rng): number[] {
  const size = rng.int(4) + 1;
  return Array.from({ length: size + 1 }, () => rng.int(5));
}

describe('Speedhokus odds', () => {
  it('safeTop: no skunk, or deeper than the lifted hats', () => {
    expect(safeTop([1, 1, 1, 1], 0)).toBe(1);
    expect(safeTop([1, 1, 1, 1], 1)).toBeCloseTo(3 / 4);
    expect(safeTop([1, 1, 1, 1], 3)).toBeCloseTo(1 / 4);
    expect(safeTop([0, 0, 2], 1)).toBe(1);
    expect(afterLifted([1, 2, 3, 4], 2)).toEqual([1, 4]);
  });

  it('the best split equals the best lifting sequence found by brute force (random small tables)', () => {
    const rng = Rng.fromSeed('hokus-odds');
    for (let round = 0; round < 150; round++) {
      const tables = Array.from({ length: 1 + rng.int(3) }, () => randomBelief(rng)).filter((b) =>
        b.some((w) => w > 0),
      );
      const hats = tables.reduce((a, b) => a + b.length - 1, 0);
      for (let k = 0; k <= hats + 1; k++) {
        const split = bestSplit(tables, k);
        expect(split.chance).toBeCloseTo(k > hats ? 0 : brute(tables, k), 10);
        if (split.chance > 0) {
          expect(split.take.reduce((a, b) => a + b, 0)).toBe(k);
          const product = split.take.reduce((p, t, j) => p * safeTop(tables[j] as TableBelief, t), 1);
          expect(product).toBeCloseTo(split.chance, 10);
        }
      }
    }
  });

  it('an announcement lifts the own hats first: an own skunk within reach makes it fail', () => {
    const others = [
      [1, 1, 1],
      [2, 1],
    ];
    // Own stack top first: rabbit, skunk.
    expect(announceChance([true, false], others, 1)).toBe(1);
    expect(announceChance([true, false], others, 2)).toBe(0);
    expect(announceChance([true, true], others, 3)).toBeCloseTo(brute(others, 1), 10);
    expect(announceChance([], others, 3)).toBeCloseTo(brute(others, 3), 10);
    expect(announceChance([true], others, 5)).toBe(0);
  });
});
