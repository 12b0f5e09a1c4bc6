/**
 * Pacing from the engines' events, per game: which events end a trick (a short pause so people
 * can see it) and which end a round (a longer pause, and the point where a long game continues as
 * new). Decisions with their own short clock (the trump choice, a draw) are listed here as well.
 */
import type { Timing } from '@spielcenter/proto';

const TRICK_END = new Set(['trickWon', 'trickTaken', 'trickEnded', 'liftingEnded']);
const ROUND_END = new Set(['roundScored', 'roundEnded', 'gameScored', 'dealScored', 'attemptEnded']);
/** Decisions the clock caps at `shortClockMs` (Speedboss trump choice, Speedcruise draw). */
const SHORT_DECISIONS = new Set(['chooseTrump', 'draw']);

export function isRoundEnd(eventTypes: readonly string[]): boolean {
  return eventTypes.some((t) => ROUND_END.has(t));
}

export function pauseAfter(eventTypes: readonly string[], timing: Timing): number {
  if (eventTypes.includes('gameOver')) return 0;
  if (isRoundEnd(eventTypes)) return timing.roundPauseMs;
  if (eventTypes.some((t) => TRICK_END.has(t))) return timing.trickPauseMs;
  return 0;
}

/** The clock for a decision whose legal actions are `types`; null = no clock. */
export function clockFor(types: readonly string[], timing: Timing): number | null {
  if (timing.clockMs === null) return null;
  const short = types.length > 0 && types.every((t) => SHORT_DECISIONS.has(t));
  return short ? Math.min(timing.clockMs, timing.shortClockMs) : timing.clockMs;
}
