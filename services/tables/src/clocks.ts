/**
 * The decision clocks: one per human seat that must decide. A seat keeps its running clock while
 * others act (simultaneous decisions, optional actions of other seats); it gets a new one when it
 * starts to act or has acted itself. A decision whose legal action types all have a short clock of
 * the game's own gets the shortest of those (the table's clock is the upper bound); one whose types
 * are all declared `noGrace` is decided when its clock runs out, without the grace.
 */
import type { Action, GameDeclaration, Seat, SeatClock, SeatInfo } from '@spielcenter/proto';

/** The clock length for a decision among `types`; null = no clock at this table. */
export function clockLength(
  game: GameDeclaration,
  types: readonly string[],
  clockMs: number | null,
): number | null {
  if (clockMs === null) return null;
  const clocks = game.clocks as Readonly<Record<string, number | undefined>>;
  const shorts = types.map((t) => clocks[t]);
  if (types.length === 0 || shorts.some((s) => s === undefined)) return clockMs;
  return Math.min(clockMs, ...(shorts as number[]));
}

/** Whether a decision among `types` gets the grace when its clock runs out (see `noGrace`). */
export function hasGrace(game: GameDeclaration, types: readonly string[]): boolean {
  const none: readonly string[] = game.noGrace ?? [];
  return types.length === 0 || !types.every((t) => none.includes(t));
}

export interface ClockInput {
  readonly game: GameDeclaration;
  readonly clockMs: number | null;
  readonly seats: readonly (SeatInfo | null)[];
  readonly toAct: readonly Seat[];
  readonly legal: Readonly<Record<string, readonly Action[]>>;
  /** The clocks before this step. */
  readonly previous: readonly SeatClock[];
  /** The seat whose action made this step (null: setup, or a re-publication). */
  readonly actor: Seat | null;
  /** When the decision starts (after the step's pause). */
  readonly start: number;
}

export function clocksFor(c: ClockInput): SeatClock[] {
  const out: SeatClock[] = [];
  for (const seat of c.toAct) {
    if (c.seats[seat]?.kind !== 'human') continue;
    const running = c.previous.find((p) => p.seat === seat);
    if (running && seat !== c.actor) {
      out.push(running);
      continue;
    }
    const types = [...new Set((c.legal[String(seat)] ?? []).map((a) => a.type))];
    const totalMs = clockLength(c.game, types, c.clockMs);
    if (totalMs !== null) out.push({ seat, phase: 'clock', deadline: c.start + totalMs, totalMs });
  }
  return out;
}
