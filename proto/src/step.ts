/** Builds the StepResult the rule service returns after setup and after every applied action. */
import type { AnyEngine, GameEvent } from './engine.js';
import type { StepResult } from './messages.js';

/**
 * Who acts, the legal actions of every seat that has any (seats not to act may have optional ones),
 * and every seat's view (or those asked for): all the table needs for the next decision, in one answer.
 */
export function describeStep(
  engine: AnyEngine,
  state: Record<string, unknown>,
  events: readonly GameEvent[],
  players: number,
  /** The seats whose views the table needs (every seat without it); the others get null. */
  viewSeats?: readonly number[],
): StepResult {
  const legal: Record<string, unknown[]> = {};
  const views: unknown[] = [];
  for (let seat = 0; seat < players; seat++) {
    const actions: unknown[] = engine.legalActions(state, seat);
    if (actions.length > 0) legal[String(seat)] = actions;
    views.push(!viewSeats || viewSeats.includes(seat) ? engine.view(state, seat) : null);
  }
  return {
    state,
    events,
    toAct: engine.toAct(state),
    legal: legal as StepResult['legal'],
    views,
    outcome: engine.outcome(state),
  };
}

/** The events a seat may see: public ones and those addressed to it. */
export function eventsFor<E extends GameEvent>(events: readonly E[], seat: number | null): E[] {
  return events.filter((e) => !e.to || (seat !== null && e.to.includes(seat)));
}
