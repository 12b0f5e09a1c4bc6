/** The dispatch by phase: who acts, the legal set, and the full validation of an action. */
import { commonErrors, RuleError, type RuleErrorData, type Seat } from '@spielcenter/proto';
import { type HokusAction, type HokusActionType, shapeProblem } from './actions.js';
import { hokusErrors } from './errors.js';
import { biddingPhase } from './phases/bidding.js';
import { discardPhase, drawPhase } from './phases/penalty.js';
import { liftingPhase } from './phases/lifting.js';
import { placingPhase } from './phases/placing.js';
import { setupPhase, setupToAct } from './phases/setup-phase.js';
import { inShow } from './seats.js';
import type { HokusState, Magician, Phase, PhaseKind } from './state.js';
import type { Applied, PhaseRules } from './types.js';

export function toAct(state: HokusState): Seat[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'setup':
      return setupToAct(state);
    case 'placing':
    case 'bidding':
      return [phase.turn];
    case 'lifting':
    case 'discard':
      return [phase.challenger];
    case 'draw':
      return [phase.owner];
    case 'over':
      return [];
  }
}

/** Whether `seat` must decide now (toAct without building the list). */
export function mustAct(state: HokusState, seat: Seat): boolean {
  const phase = state.phase;
  switch (phase.kind) {
    case 'setup': {
      const m = state.magicians[seat] as Magician;
      return inShow(m) && m.stack.length === 0;
    }
    case 'placing':
    case 'bidding':
      return phase.turn === seat;
    case 'lifting':
    case 'discard':
      return phase.challenger === seat;
    case 'draw':
      return phase.owner === seat;
    case 'over':
      return false;
  }
}

/** The rules of each running phase, and the action types it accepts. */
const PHASES: Record<
  Exclude<PhaseKind, 'over'>,
  { rules: PhaseRules; accepts: readonly HokusActionType[] }
> = {
  setup: { rules: setupPhase, accepts: ['place'] },
  placing: { rules: placingPhase, accepts: ['place', 'announce'] },
  bidding: { rules: biddingPhase, accepts: ['announce', 'pass'] },
  lifting: { rules: liftingPhase, accepts: ['lift'] },
  draw: { rules: drawPhase, accepts: ['draw'] },
  discard: { rules: discardPhase, accepts: ['discard'] },
};

export function legalActions(state: HokusState, seat: Seat): HokusAction[] {
  if (state.phase.kind === 'over' || !mustAct(state, seat)) return [];
  return PHASES[state.phase.kind].rules.legal(state, seat);
}

/** The error for an action type the current phase does not accept. */
function wrongPhase(phase: Phase, type: HokusAction['type']): RuleErrorData {
  const early = phase.kind === 'setup' || phase.kind === 'placing';
  switch (type) {
    case 'place':
      return hokusErrors.data('HOKUS_NO_MORE_PLACING');
    case 'announce':
      return hokusErrors.data(phase.kind === 'setup' ? 'HOKUS_ANNOUNCE_NOT_YET' : 'HOKUS_NO_BIDDING_NOW');
    case 'pass':
      return hokusErrors.data(early ? 'HOKUS_PASS_NOT_YET' : 'HOKUS_NO_BIDDING_NOW');
    case 'lift':
      return hokusErrors.data('HOKUS_NO_LIFTING_NOW');
    case 'draw':
      return hokusErrors.data('HOKUS_NO_DRAW_NOW');
    case 'discard':
      return hokusErrors.data('HOKUS_NO_DISCARD_NOW');
  }
}

/** Why `action` is illegal for `seat` now, or null. Checks everything: this is the security boundary. */
export function explain(state: HokusState, seat: Seat, action: unknown): RuleErrorData | null {
  const problem = shapeProblem(action);
  if (problem === 'unknown type') {
    const type = String((action as { type?: unknown }).type).slice(0, 64);
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type });
  }
  if (problem) return hokusErrors.data('HOKUS_BAD_ACTION', { reason: problem });
  const a = action as HokusAction;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.magicians.length) {
    return commonErrors.data('COMMON_BAD_SEAT', { seat: String(seat) });
  }
  const phase = state.phase;
  if (phase.kind === 'over') return commonErrors.data('COMMON_GAME_OVER');
  if (!inShow(state.magicians[seat] as Magician)) return hokusErrors.data('HOKUS_ELIMINATED');
  const { rules, accepts } = PHASES[phase.kind];
  if (!accepts.includes(a.type)) return wrongPhase(phase, a.type);
  if (phase.kind !== 'setup' && !toAct(state).includes(seat))
    return commonErrors.data('COMMON_NOT_YOUR_TURN');
  return rules.explain(state, seat, a);
}

export function apply(state: HokusState, seat: Seat, action: unknown): Applied {
  const why = explain(state, seat, action);
  if (why) throw new RuleError(why);
  const kind = state.phase.kind as Exclude<PhaseKind, 'over'>;
  return PHASES[kind].rules.apply(state, seat, action as HokusAction);
}
