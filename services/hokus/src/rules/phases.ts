/**
 * The phase table: one PhaseRules per phase kind, dispatched by proto's `phaseEngine` (engine.ts).
 * The phases live in ./phases/; a round runs setup → placing → bidding → lifting, then on a skunk
 * draw or discard, and the next round starts with setup again.
 */
import { gameOverPhase, type PhaseRules, type PhaseTable, type Seat } from '@spielcenter/proto';
import type { HokusAction } from './actions.js';
import type { HokusEvent } from './events.js';
import { biddingPhase } from './phases/bidding.js';
import { liftingPhase } from './phases/lifting.js';
import { discardPhase, drawPhase } from './phases/penalty.js';
import { placingPhase } from './phases/placing.js';
import { setupPhase } from './phases/setup-phase.js';
import type { HokusState } from './state.js';

/** The rules of one phase `P` of Speedhokus. */
export type HokusPhaseRules<P> = PhaseRules<HokusState, HokusAction, HokusEvent, P>;

export const phases: PhaseTable<HokusState, HokusAction, HokusEvent> = {
  setup: setupPhase,
  placing: placingPhase,
  bidding: biddingPhase,
  lifting: liftingPhase,
  draw: drawPhase,
  discard: discardPhase,
  over: gameOverPhase(),
};

/** The seats that must decide now (for the view; the engine's toAct is the same). */
export function toAct(state: HokusState): Seat[] {
  return (phases[state.phase.kind] as HokusPhaseRules<unknown>).toAct(state);
}
