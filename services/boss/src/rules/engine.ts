/** The Speedboss engine: the GameEngine contract, dispatched through the phase table. */
import { type GameEngine, phaseEngine, type Seat } from '@spielcenter/proto';
import { type BossAction, checkShape, outOfPhase, type PhaseKind } from './actions.js';
import { defaultBid } from './bidding.js';
import { type BossConfig, parseConfig } from './config.js';
import type { BossEvent } from './events.js';
import { outcome } from './outcome.js';
import { phases, toActOf } from './phases.js';
import { setup } from './setup.js';
import { knownState } from './known.js';
import { type BossState, cloneState } from './state.js';
import { type BossView, view } from './view.js';

/** The clock decides only bids (0, or 1 where 0 is forbidden); the computer plays and chooses trump. */
function defaultAction(state: BossState, seat: Seat): BossAction | null {
  if (state.phase.kind !== 'bid' || state.phase.next !== seat) return null;
  return { type: 'bid', bid: defaultBid(state, seat) };
}

const rules = phaseEngine<BossState, BossAction, BossEvent>({
  phases,
  players: (state) => state.config.players,
  clone: cloneState,
  checkShape,
  // `over` never gets here: its phase refuses everything with COMMON_GAME_OVER.
  wrongPhase: (state, seat, action) =>
    outOfPhase(state.phase.kind as Exclude<PhaseKind, 'over'>, toActOf(state), seat, action.type),
});

export const engine: GameEngine<BossState, BossAction, BossView, BossConfig> = {
  id: 'boss',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup,
  ...rules,
  // The same explain, over the state as the seat knows it from its view.
  explainView: (view, seat, action) => rules.explain(knownState(view), seat, action),
  view,
  outcome,
  defaultAction,
};
