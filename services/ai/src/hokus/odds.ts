/**
 * Speedhokus odds: what a seat believes about every opponent's stack, and the exact chance that an
 * announcement succeeds under that belief.
 *
 * A belief about one table is a distribution over where its owner's skunk stands among the table's
 * face-down hats: `w[0]` = not there (in his hand, or lost), `w[i]` = at depth i (1 = top). Tables
 * are independent given the beliefs. A delivery succeeds iff every lifted hat is a rabbit, and the
 * set of lifted hats is fixed by how many the challenger takes from each table (always the top
 * ones), so the order and any adaptivity do not matter while he succeeds: the chance of an
 * announcement is the best product over the split of the hats he still needs, computed exactly by
 * a small dynamic programme (checked against brute force in the tests).
 */

/** A belief about one table: unnormalised weights, index 0 = no skunk among its face-down hats. */
export type TableBelief = readonly number[];

/** The chance that the top `t` face-down hats of a table are all rabbits. */
export function safeTop(belief: TableBelief, t: number): number {
  let total = 0;
  let safe = 0;
  for (let i = 0; i < belief.length; i++) {
    const w = belief[i] as number;
    total += w;
    if (i === 0 || i > t) safe += w;
  }
  return total > 0 ? safe / total : 1;
}

/** The belief after its top `t` hats came up rabbits (lifted this round). */
export function afterLifted(belief: TableBelief, t: number): number[] {
  const rest = [belief[0] as number];
  for (let i = t + 1; i < belief.length; i++) rest.push(belief[i] as number);
  return rest;
}

export interface Split {
  readonly chance: number;
  /** Hats to lift per table (index = position in the `tables` list). */
  readonly take: readonly number[];
}

/**
 * The best split of `k` hats over the tables (each `tables[j]` the belief about one table with
 * `tables[j].length - 1` face-down hats): the highest chance that all are rabbits. Chance 0 and
 * an empty split when there are not enough hats.
 */
export function bestSplit(tables: readonly TableBelief[], k: number): Split {
  // best[j][r]: the best chance of taking r hats from tables j.. ; via a table per j.
  const n = tables.length;
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(k + 1).fill(0));
  const arg: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(k + 1).fill(0));
  (best[n] as number[])[0] = 1;
  for (let j = n - 1; j >= 0; j--) {
    const b = tables[j] as TableBelief;
    const size = b.length - 1;
    for (let r = 0; r <= k; r++) {
      let top = 0;
      let at = 0;
      for (let t = 0; t <= Math.min(size, r); t++) {
        const c = safeTop(b, t) * ((best[j + 1] as number[])[r - t] as number);
        if (c > top) {
          top = c;
          at = t;
        }
      }
      (best[j] as number[])[r] = top;
      (arg[j] as number[])[r] = at;
    }
  }
  const chance = (best[0] as number[])[k] as number;
  const take: number[] = [];
  if (chance > 0) {
    let r = k;
    for (let j = 0; j < n; j++) {
      const t = (arg[j] as number[])[r] as number;
      take.push(t);
      r -= t;
    }
  }
  return { chance, take };
}

/**
 * The chance that announcing `n` succeeds for a challenger whose own face-down stack is `own`
 * (top first: true = rabbit) and who believes `others` about the other tables.
 */
export function announceChance(own: readonly boolean[], others: readonly TableBelief[], n: number): number {
  const fromOwn = Math.min(n, own.length);
  for (let i = 0; i < fromOwn; i++) if (!own[i]) return 0;
  return bestSplit(others, n - fromOwn).chance;
}
