/** The Speedhokus engine: the GameEngine contract over the pure rules in ./rules/. */
import type { GameEngine, Seat } from '@spielcenter/proto';
import type { HokusAction } from './actions.js';
import { type HokusConfig, MAX_MAGICIANS, MIN_MAGICIANS, parseConfig } from './config.js';
import { outcome } from './outcome.js';
import { apply, explain, legalActions, toAct } from './rules.js';
import { setup } from './setup.js';
import type { HokusState } from './state.js';
import { type HokusView, view } from './view.js';

/**
 * The clock's choice when time and grace run out: a forced move (the only legal action, e.g. lifting
 * one's own next hat) or a blind draw (every index is equally blind); otherwise the computer decides.
 */
function defaultAction(state: HokusState, seat: Seat): HokusAction | null {
  const legal = legalActions(state, seat);
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
  toAct,
  legalActions,
  apply,
  view,
  outcome,
  defaultAction,
  explain,
};
