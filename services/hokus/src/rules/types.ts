/** Engine-internal shorthands. */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import type { HokusAction } from './actions.js';
import type { HokusState } from './state.js';

export interface Applied {
  state: HokusState;
  events: GameEvent[];
}

/** The legal / explain / apply triple every phase module provides. */
export interface PhaseRules<A extends HokusAction = HokusAction> {
  legal(state: HokusState, seat: Seat): HokusAction[];
  /** Why `action` (already of a type this phase accepts, from a seat in the show) is illegal; null when legal. */
  explain(state: HokusState, seat: Seat, action: A): RuleErrorData | null;
  apply(state: HokusState, seat: Seat, action: A): Applied;
}
