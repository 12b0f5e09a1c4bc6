/**
 * Pacing from the game's declaration: which events end a trick (a short pause so people can see
 * it), a round (a longer pause, and the point where the table continues as new) or the game, and
 * which ask for "Weiter". The table names no game's events itself.
 */
import type { GameDeclaration, Timing } from '@spielcenter/proto';

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
