/**
 * The number row of the action field: the announcements the legal list allows, the ten numbers
 * shown around the chosen one (a slider above them when more are possible), the arrow keys, and
 * the numbers that would hit the own skunk (red when the warning is on).
 */
import type { HokusAction } from '@spielcenter/hokus';

export const ROW = 10;

export interface NumberRow {
  /** Lowest and highest possible announcement, null when none is possible now. */
  readonly min: number;
  readonly max: number;
}

/** The range of the legal announcements (they are always a run of whole numbers), or null. */
export function numberRange(legal: readonly HokusAction[]): NumberRow | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== 'announce') continue;
    min = Math.min(min, a.n);
    max = Math.max(max, a.n);
  }
  return Number.isFinite(min) ? { min, max } : null;
}

export function clamp(n: number, row: NumberRow): number {
  return Math.min(row.max, Math.max(row.min, n));
}

/** The ten numbers on show: all of them, or a window that keeps the chosen number in view. */
export function visibleNumbers(row: NumberRow, chosen: number): number[] {
  const count = row.max - row.min + 1;
  const first = count <= ROW ? row.min : Math.min(row.max - ROW + 1, Math.max(row.min, chosen - 4));
  return Array.from({ length: Math.min(ROW, count) }, (_, i) => first + i);
}

/** The chosen number after a key (arrows, Home, End), or null for other keys. */
export function stepNumber(key: string, chosen: number, row: NumberRow): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(chosen - 1, row);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(chosen + 1, row);
    case 'Home':
      return row.min;
    case 'End':
      return row.max;
    default:
      return null;
  }
}

/**
 * The number to offer first: the lowest one that does not hit the own skunk (so a careless
 * "Ankündigen" is never the red one), else the lowest.
 */
export function firstChoice(row: NumberRow, red: readonly number[]): number {
  for (let n = row.min; n <= row.max; n++) if (!red.includes(n)) return n;
  return row.min;
}

/**
 * The advisor's chance at each number, from the `advice` answer's values (announcements valued
 * as a chance between 0 and 1); numbers without one are left out.
 */
export function chancesFrom(values: readonly unknown[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const v of values) {
    const entry = v as { action?: { type?: unknown; n?: unknown }; value?: unknown } | null;
    const n = entry?.action?.n;
    const value = entry?.value;
    if (entry?.action?.type !== 'announce' || typeof n !== 'number' || typeof value !== 'number') continue;
    if (value >= 0 && value <= 1) out.set(n, value);
  }
  return out;
}

export const percent = (p: number) => `${Math.round(p * 100)} %`;
