/**
 * When the next move comes, who makes it, and why: the one place the table decides its pacing.
 * The workflow (`runner.ts`) and a chain of moves inside one activity (`chain.ts`) both ask
 * `plan` after every step, so they can never disagree. Everything comes from the game's
 * declaration (which events end a trick, a round, the game, which ask for "Weiter", the longer wait
 * before some computer moves, the decisions the computer finishes when a clock ran out) and the
 * table's tempo; the table names no game's events itself.
 *
 * What a step leads to:
 * - `over`: the game has an outcome.
 * - `board`: a board asks for "Weiter" (the workflow shows it and waits).
 * - `round`: a round ended (the workflow pauses, and may continue as new).
 * - `people`: a person is to act, or may take an optional action (Speedcoup's „Pfiff!“): the
 *   workflow waits for their Update and runs their clock.
 * - `computer`: a computer acts after `waitMs` (the step's trick pause plus its thinking time).
 *   `inActivity` says whether that wait may pass inside an activity: not while a person may act
 *   (the Pfiff the longer wait exists for must reach the workflow during it).
 * - `clock`: the computer goes on deciding for a person whose clock ran out, while the decision
 *   the rule text names is not finished (the declaration's `clockFinishes`).
 *
 * A chain plays on while the plan is `computer` or `clock` and its time budget lasts; anything
 * else hands the table back to the workflow.
 */
import type { Action, GameDeclaration, Level, Seat, SeatInfo, Timing } from '@spielcenter/proto';

const any = (types: readonly string[], wanted: readonly string[]) => types.some((t) => wanted.includes(t));

export function isRoundEnd(game: GameDeclaration, eventTypes: readonly string[]): boolean {
  return any(eventTypes, game.pacing.roundEnd);
}

export function asksAcknowledge(game: GameDeclaration, eventTypes: readonly string[]): boolean {
  return any(eventTypes, game.pacing.acknowledge);
}

/** The pause after a step: a round's end, a trick's end, none after the game's end. */
export function pauseAfter(game: GameDeclaration, eventTypes: readonly string[], timing: Timing): number {
  if (any(eventTypes, game.pacing.gameEnd)) return 0;
  if (isRoundEnd(game, eventTypes)) return timing.roundPauseMs;
  if (any(eventTypes, game.pacing.trickEnd)) return timing.trickPauseMs;
  return 0;
}

type Legal = Readonly<Record<string, readonly Action[]>>;

const typesOf = (legal: Legal, seat: Seat) => (legal[String(seat)] ?? []).map((a) => a.type);

/**
 * How long a computer waits before it acts: the tempo's delay, or the game's declared longer wait
 * (`computerWait`) when its action is of a listed type and a human seat may still take one of the
 * listed optional actions. Turbo: no wait.
 */
export function computerWaitMs(
  game: GameDeclaration,
  legal: Legal,
  seat: Seat,
  humans: readonly Seat[],
  timing: Timing,
  turbo: boolean,
): number {
  if (turbo) return 0;
  const wait = game.computerWait;
  if (!wait) return timing.computerDelayMs;
  const longer =
    typesOf(legal, seat).some((t) => wait.before.includes(t)) &&
    humans.some((h) => h !== seat && typesOf(legal, h).some((t) => wait.whileHumanMay.includes(t)));
  return longer ? Math.max(wait.ms, timing.computerDelayMs) : timing.computerDelayMs;
}

/** The table as the planner needs it. */
export interface PlanTable {
  readonly game: GameDeclaration;
  readonly seats: readonly (SeatInfo | null)[];
  readonly timing: Timing;
  readonly turbo: boolean;
}

/** What the planner needs of a step. */
export interface PlanStep {
  readonly toAct: readonly Seat[];
  readonly legal: Legal;
  readonly outcome: unknown;
  readonly eventTypes: readonly string[];
  /** The step's pause (after a trick or a round), not yet waited. */
  readonly pauseMs: number;
}

export type Plan =
  | { readonly next: 'over' | 'board' | 'round' | 'people' }
  | {
      readonly next: 'computer';
      readonly seat: Seat;
      readonly level: Level;
      readonly waitMs: number;
      readonly inActivity: boolean;
    }
  | { readonly next: 'clock'; readonly seat: Seat; readonly waitMs: number };

/** The seats people play. */
export function humanSeats(seats: readonly (SeatInfo | null)[]): Seat[] {
  return seats.flatMap((s, seat) => (s?.kind === 'human' ? [seat] : []));
}

/**
 * What comes after `step`. `finishing`: the seat whose clock ran out and whose decision the
 * computer is finishing (the move before was the clock's), if any.
 */
export function plan(t: PlanTable, step: PlanStep, finishing: Seat | null = null): Plan {
  const { game } = t;
  if (step.outcome) return { next: 'over' };
  if (any(step.eventTypes, game.pacing.gameEnd)) return { next: 'over' };
  if (asksAcknowledge(game, step.eventTypes)) return { next: 'board' };
  if (isRoundEnd(game, step.eventTypes)) return { next: 'round' };
  const humans = humanSeats(t.seats);
  if (finishing !== null && humans.includes(finishing) && clockContinues(game, step, finishing, humans)) {
    return {
      next: 'clock',
      seat: finishing,
      waitMs: step.pauseMs + (t.turbo ? 0 : t.timing.computerDelayMs),
    };
  }
  const seat = step.toAct.find((s) => t.seats[s]?.kind === 'computer');
  if (seat === undefined) return { next: 'people' };
  // A computer acts, also beside people deciding at the same time; while a person may act (to act
  // or an optional action) its wait is a workflow timer, so the person's Update is never held
  // behind a running chain.
  const peopleMayAct = humans.some((h) => typesOf(step.legal, h).length > 0);
  const info = t.seats[seat];
  const waitMs = step.pauseMs + computerWaitMs(game, step.legal, seat, humans, t.timing, t.turbo);
  return {
    next: 'computer',
    seat,
    level: info?.kind === 'computer' ? info.level : 'normal',
    waitMs,
    inActivity: !peopleMayAct,
  };
}

/**
 * The clock's decision for `seat` is not finished: it is still to act, with legal actions of the
 * declaration's `clockFinishes`, and nobody else may act meanwhile.
 */
export function clockContinues(
  game: GameDeclaration,
  step: Pick<PlanStep, 'toAct' | 'legal'>,
  seat: Seat,
  humans: readonly Seat[],
): boolean {
  const listed: readonly string[] = game.clockFinishes ?? [];
  const types = typesOf(step.legal, seat);
  // Some of its actions belong to the decision (others, such as Speedkrakau's Bomba, the computer
  // never takes for a person; a decision of other types, such as playing a card, is a new one).
  if (!step.toAct.includes(seat) || !types.some((t) => listed.includes(t))) return false;
  // Their Updates must not wait behind it.
  return !humans.some((h) => h !== seat && typesOf(step.legal, h).length > 0);
}

/** Whether a chain may play the planned move: a computer's or the clock's, whose wait is its own. */
export function chainable(p: Plan): p is Extract<Plan, { next: 'computer' | 'clock' }> {
  return p.next === 'clock' || (p.next === 'computer' && p.inActivity);
}

/** A game's seed base: the table's seed and the game's number. */
export const seedBase = (tableSeed: string, gameNo: number): string => `${tableSeed}:${gameNo}`;

/** The seed of the AI's decision at a version of a game (the same on every retry and replay). */
export const aiSeed = (base: string, version: number): string => `${base}:${version}`;
