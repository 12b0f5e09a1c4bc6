/** The Krakau engine: the GameEngine contract over the phase table. */
import { type GameEngine, phaseEngine, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import { checkShape, type KrakauAction } from './actions.js';
import { pointsOf } from './cards.js';
import { type KrakauConfig, parseConfig } from './config.js';
import { wrongPhaseError } from './errors.js';
import type { KrakauEvent } from './events.js';
import { outcome } from './outcome.js';
import { phases } from './phases.js';
import { setup } from './setup.js';
import { actingSeats, cloneState, type KrakauState } from './state.js';
import { type KrakauView, view } from './view.js';

/** An action of another phase: "not your turn" for a seat that is not to act, else the phase it is. */
function wrongPhase(state: KrakauState, seat: Seat): RuleErrorData {
  return turnCheck(actingSeats(state.phase), seat) ?? wrongPhaseError(state.phase.kind);
}

const dispatch = phaseEngine<KrakauState, KrakauAction, KrakauEvent>({
  phases,
  players: (state) => state.config.players,
  clone: cloneState,
  checkShape,
  wrongPhase,
});

type PlayAction = Extract<KrakauAction, { type: 'play' }>;

/** The clock's choice: pass, keep, declare the bid, or lay the cheapest allowed card; never bid or meld. */
export function defaultAction(state: KrakauState, seat: Seat): KrakauAction | null {
  const legal = dispatch.legalActions(state, seat);
  if (legal.length === 0) return null;
  switch (state.phase.kind) {
    case 'fourNines':
      return { type: 'keep' };
    case 'bidding':
      return { type: 'pass' };
    case 'declare':
      return legal[0] ?? null;
    case 'play': {
      const plain = legal.filter((a): a is PlayAction => a.type === 'play' && a.meld !== true);
      return plain.reduce((best, a) => (pointsOf(a.card) < pointsOf(best.card) ? a : best));
    }
    default:
      // Taking a musik and choosing the cards to give are left to the computer.
      return legal.find((a) => a.type === 'done') ?? null;
  }
}

export const engine: GameEngine<KrakauState, KrakauAction, KrakauView, KrakauConfig> = {
  id: 'krakau',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup,
  ...dispatch,
  view,
  outcome,
  defaultAction,
};
