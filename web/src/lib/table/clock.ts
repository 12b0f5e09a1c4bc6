/**
 * The decision clock's sounds: a beep when 30, 20 and 10 seconds are left, a tick in each of the
 * last nine seconds. Pure: given the remaining time at the previous and at this frame, which sounds
 * were crossed.
 */
export type ClockSound = 'beep' | 'tick';

export const BEEP_AT_MS = [30_000, 20_000, 10_000] as const;
export const TICK_AT_MS = [9000, 8000, 7000, 6000, 5000, 4000, 3000, 2000, 1000] as const;

/** Sounds due when the remaining time went from `before` to `now` (ms, before > now). */
export function soundsCrossed(before: number, now: number): ClockSound[] {
  if (!(before > now)) return [];
  const out: ClockSound[] = [];
  for (const t of BEEP_AT_MS) if (before > t && now <= t) out.push('beep');
  for (const t of TICK_AT_MS) if (before > t && now <= t) out.push('tick');
  return out;
}

/**
 * Whole seconds to show (rounded up, never below 0, never above the clock's length `totalMs`: the
 * deadline is the server's time, and a browser clock a few seconds behind would otherwise show
 * 0:31 for a 30-second clock).
 */
export function secondsLeft(deadline: number, now: number, totalMs = Number.POSITIVE_INFINITY): number {
  return Math.max(0, Math.ceil(Math.min(deadline - now, totalMs) / 1000));
}

/** "1:05", "0:09". */
export function formatSeconds(s: number): string {
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
