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

const dispatch = phaseEngine({
  phases,
  players: (s: CoupState) => s.config.players,
  clone: cloneState,
  checkShape,
  wrongPhase,
});

/**
 * The clock's choice: the first action of the phase (never the optional Pfiff or a signal). A
 * one-word answer to the Boss and a vote on the Pfiff have none: there "entscheidet der Computer
 * für dich" (null: the table asks the AI with the seat's view, which answers and votes by the
 * computers' conventions).
 */
function defaultAction(s: CoupState, seat: Seat): CoupAction | null {
  const legal = dispatch.legalActions(s, seat);
  if (legal.some((a) => a.type === 'answer' || a.type === 'vote')) return null;
  return legal.find((a) => a.type !== 'pfiff' && a.type !== 'signal') ?? null;
}

export const engine: GameEngine<CoupState, CoupAction, CoupView, CoupConfig> = {
  id: 'coup',
  minPlayers: 2,
  maxPlayers: 5,
  parseConfig,
  setup,
  ...dispatch,
  view,
  outcome,
  defaultAction,
};
