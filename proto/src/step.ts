/** Builds the StepResult the rule service returns after setup and after every applied action. */
import type { AnyEngine, GameEvent } from './engine.js';
import type { StepResult } from './messages.js';

export function describeStep(
  engine: AnyEngine,
  state: Record<string, unknown>,
  events: readonly GameEvent[],
  players: number,
): StepResult {
  const toAct: number[] = engine.toAct(state);
  const legal: Record<string, unknown[]> = {};
  for (const seat of toAct) legal[String(seat)] = engine.legalActions(state, seat);
  const views = Array.from({ length: players }, (_, seat) => engine.view(state, seat));
  return {
    state,
    events,
    toAct,
    legal: legal as StepResult['legal'],
    views,
    spectator: engine.view(state, null),
    outcome: engine.outcome(state),
  };
}

/** The events a seat may see: public ones and those addressed to it. */
export function eventsFor(events: readonly GameEvent[], seat: number | null): GameEvent[] {
  return events.filter((e) => !e.to || (seat !== null && e.to.includes(seat)));
}
