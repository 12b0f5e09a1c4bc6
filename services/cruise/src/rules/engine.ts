/** The Speedcruise engine: the GameEngine contract, dispatched through the phase table. */
import { commonErrors, type GameEngine, phaseEngine } from '@spielcenter/proto';
import { type CruiseAction, checkShape } from './actions.js';
import { type CruiseConfig, parseConfig } from './config.js';
import type { CruiseEvent } from './events.js';
import { knownState } from './known.js';
import { outcome } from './outcome.js';
import { phases } from './phases.js';
import { setup } from './setup.js';
import { type CruiseState, cloneState } from './state.js';
import { type CruiseView, view } from './view.js';

const rules = phaseEngine<CruiseState, CruiseAction, CruiseEvent>({
  phases,
  players: (s) => s.config.players,
  clone: cloneState,
  checkShape,
  // Every phase refuses the types it does not take itself; this is only the fallback.
  wrongPhase: () => commonErrors.data('COMMON_ILLEGAL_ACTION'),
});

export const engine: GameEngine<CruiseState, CruiseAction, CruiseView, CruiseConfig> = {
  id: 'cruise',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup,
  ...rules,
  // The same explain, over the state as the seat knows it from its view.
  explainView: (view, seat, action) => rules.explain(knownState(view), seat, action),
  view,
  outcome,
  /** The clock only decides the draw (the ship draws for you); a move is left to the computer. */
  defaultAction: (s, seat) => (s.phase.kind === 'draw' && seat === s.turn ? { type: 'draw' } : null),
};
