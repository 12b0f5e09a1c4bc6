/**
 * Pacing from the game's declaration: which events end a trick (a short pause so people can see
 * it), a round (a longer pause, and the point where the table continues as new) or the game, and
 * which ask for "Weiter". The table names no game's events itself.
 */
import type { Action, GameDeclaration, Seat, SeatInfo, Timing } from '@spielcenter/proto';

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

/** What a chain of computers' moves needs to know of a step. */
interface ChainStep {
  readonly toAct: readonly Seat[];
  readonly legal: Readonly<Record<string, readonly Action[]>>;
  readonly outcome: unknown;
  readonly eventTypes: readonly string[];
}

/**
 * The computer that plays next in a chain of computers' moves (one activity for the lot), or null
 * where the chain ends and the workflow takes over: the game is over, a round ends (the pause and
 * the table's continue-as-new are the workflow's), a board asks for "Weiter", or a person may act
 * (to act or an optional action: a person's decision is an Update the workflow must be free to take).
 * A trick's pause does not end a chain: it is waited in the chain, as the workflow would.
 */
export function chainable(
  game: GameDeclaration,
  ctx: { readonly seats: readonly (SeatInfo | null)[] },
  humans: readonly Seat[],
  step: ChainStep,
): Seat | null {
  if (step.outcome) return null;
  if (isRoundEnd(game, step.eventTypes) || asksAcknowledge(game, step.eventTypes)) return null;
  if (any(step.eventTypes, game.pacing.gameEnd)) return null;
  if (humans.some((h) => (step.legal[String(h)] ?? []).length > 0)) return null;
  return step.toAct.find((s) => ctx.seats[s]?.kind === 'computer') ?? null;
}

/**
 * Whether a computer's wait before its move may be waited inside its activity (no timer and no
 * workflow task of its own) rather than on a workflow timer. Not right after an Update (its answer
 * leaves with the current workflow task, which a running activity would hold back), and not while a
 * person may act (an optional action such as the Pfiff, which a longer wait exists for: the
 * person's Update must reach the workflow during the wait, not after the computer's move).
 */
export function waitsInActivity(
  legal: Readonly<Record<string, readonly Action[]>>,
  humans: readonly Seat[],
  answering: boolean,
): boolean {
  return !answering && !humans.some((h) => (legal[String(h)] ?? []).length > 0);
}
