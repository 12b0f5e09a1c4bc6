/** The Speedhokus engine: the GameEngine contract, dispatched through proto's phase table helper. */
import { type GameEngine, phaseEngine, type RuleErrorData, type Seat } from '@spielcenter/proto';
import { checkShape, type HokusAction } from './actions.js';
import { type HokusConfig, MAX_MAGICIANS, MIN_MAGICIANS, parseConfig } from './config.js';
import { hokusErrors } from './errors.js';
import type { HokusEvent } from './events.js';
import { outcome } from './outcome.js';
import { phases } from './phases.js';
import { knownState } from './known.js';
import { inShow } from './seats.js';
import { setup } from './setup.js';
import { cloneState, type HokusState, type Magician } from './state.js';
import { type HokusView, view } from './view.js';

/** The refusal for an action type the current phase does not take (a seat out of the show first). */
function wrongPhase(state: HokusState, seat: Seat, action: HokusAction): RuleErrorData {
  if (!inShow(state.magicians[seat] as Magician)) return hokusErrors.data('HOKUS_ELIMINATED');
  const kind = state.phase.kind;
  const early = kind === 'setup' || kind === 'placing';
  switch (action.type) {
    case 'place':
      return hokusErrors.data('HOKUS_NO_MORE_PLACING');
    case 'announce':
      return hokusErrors.data(kind === 'setup' ? 'HOKUS_ANNOUNCE_NOT_YET' : 'HOKUS_NO_BIDDING_NOW');
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

const dispatch = phaseEngine<HokusState, HokusAction, HokusEvent>({
  phases,
  players: (state) => state.magicians.length,
  clone: cloneState,
  checkShape,
  wrongPhase,
});

/**
 * The clock's choice when time and grace run out: a forced move (the only legal action, e.g. lifting
 * one's own next hat) or a blind draw (every index is equally blind); otherwise the computer decides.
 */
function defaultAction(state: HokusState, seat: Seat): HokusAction | null {
  const legal = dispatch.legalActions(state, seat);
  if (legal.length === 1) return legal[0] as HokusAction;
  if (state.phase.kind === 'draw' && legal.length > 0) return legal[0] as HokusAction;
  return null;
}

export const engine: GameEngine<HokusState, HokusAction, HokusView, HokusConfig> = {
  id: 'hokus',
  minPlayers: MIN_MAGICIANS,
  maxPlayers: MAX_MAGICIANS,
  parseConfig,
  setup,
  ...dispatch,
  // The same explain, over the state as the seat knows it from its view.
  explainView: (view, seat, action) => dispatch.explain(knownState(view), seat, action),
  view,
  outcome,
  defaultAction,
};
