/** The Speedcoup engine: one attempt of one coup, dispatched through the phase table. */
import { type GameEngine, phaseEngine } from '@spielcenter/proto';
import { type CoupAction, checkShape } from './actions.js';
import { type CoupConfig, parseConfig } from './config.js';
import { wrongPhase } from './optional.js';
import { outcome } from './outcome.js';
import { phases } from './phases.js';
import { setup } from './setup.js';
import { type CoupState, cloneState, type Seat } from './state.js';
import { type CoupView, view } from './view.js';
import { knownState } from './known.js';

const dispatch = phaseEngine({
  phases,
  players: (s: CoupState) => s.config.players,
  clone: cloneState,
  checkShape,
  wrongPhase,
});

/**
 * The clock's choice: none. „Danach gibt es 10 Sekunden Nachfrist, dann entscheidet der Computer für
 * dich“ — for every decision (loot, card, answer, vote, the Boss's choices), so the table asks the AI
 * with the seat's view, which decides by the computers' conventions, never the first legal action.
 */
function defaultAction(_s: CoupState, _seat: Seat): CoupAction | null {
  return null;
}

export const engine: GameEngine<CoupState, CoupAction, CoupView, CoupConfig> = {
  id: 'coup',
  minPlayers: 2,
  maxPlayers: 5,
  parseConfig,
  setup,
  ...dispatch,
  // The same explain, over the state as the seat knows it from its view.
  explainView: (view, seat, action) => dispatch.explain(knownState(view), seat, action),
  view,
  outcome,
  defaultAction,
};
