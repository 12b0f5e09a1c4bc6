/**
 * Pacing from the game's declaration: which events end a trick (a short pause so people can see
 * it), a round (a longer pause, and the point where the table continues as new) or the game, and
 * which ask for "Weiter". The table names no game's events itself.
 */
import type { Action, GameDeclaration, Seat, Timing } from '@spielcenter/proto';

const any = (types: readonly string[], wanted: readonly string[]) => types.some((t) => wanted.includes(t));

export function isRoundEnd(game: GameDeclaration, eventTypes: readonly string[]): boolean {
  return any(eventTypes, game.pacing.roundEnd);
}

export function asksAcknowledge(game: GameDeclaration, eventTypes: readonly string[]): boolean {
  return any(eventTypes, game.pacing.acknowledge);
}

export function pauseAfter(game: GameDeclaration, eventTypes: readonly string[], timing: Timing): number {
  if (any(eventTypes, game.pacing.gameEnd)) return 0;
  if (isRoundEnd(game, eventTypes)) return timing.roundPauseMs;
  if (any(eventTypes, game.pacing.trickEnd)) return timing.trickPauseMs;
  return 0;
}

/**
 * How long a computer waits before it acts: the tempo's delay, or the game's declared longer wait
 * (`computerWait`) when its action is of a listed type and a human seat may still take one of the
 * listed optional actions. Turbo: no wait.
 */
export function computerWaitMs(
  game: GameDeclaration,
  legal: Readonly<Record<string, readonly Action[]>>,
  seat: Seat,
  humans: readonly Seat[],
  timing: Timing,
  turbo: boolean,
): number {
  if (turbo) return 0;
  const wait = game.computerWait;
  if (!wait) return timing.computerDelayMs;
  const types = (s: Seat) => (legal[String(s)] ?? []).map((a) => a.type);
  const longer =
    types(seat).some((t) => wait.before.includes(t)) &&
    humans.some((h) => h !== seat && types(h).some((t) => wait.whileHumanMay.includes(t)));
  return longer ? Math.max(wait.ms, timing.computerDelayMs) : timing.computerDelayMs;
}
