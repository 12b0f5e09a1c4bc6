/** The Krakau engine: the GameEngine contract over the phase files (one legal…/apply… pair per phase). */
import {
  type Applied,
  commonErrors,
  type GameEngine,
  type GameEvent,
  Rng,
  RuleError,
  type RuleErrorData,
  type Seat,
} from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { applyBidding, applyFourNines, explainBidding, legalBidding, legalFourNines } from './bidding.js';
import { type KrakauConfig, parseConfig } from './config.js';
import { dealGame } from './deal.js';
import { errors } from './errors.js';
import { applyGive, explainGive, legalGive } from './give.js';
import {
  applyChooseMusik,
  applyDeclare,
  explainChooseMusik,
  explainDeclare,
  legalChooseMusik,
  legalDeclare,
} from './musik.js';
import { outcomeOf } from './outcome.js';
import { applyPlay, explainPlay, legalPlay } from './play.js';
import { wrongPhase } from './phase-util.js';
import type { KrakauState, Round } from './state.js';
import { pointsOf } from './cards.js';
import { toAct } from './turn.js';
import { shapeError } from './validate.js';
import { type KrakauView, viewOf } from './view.js';

export function setup(config: KrakauConfig, seed: string): KrakauState {
  const n = config.players;
  const zeros = Array.from({ length: n }, () => 0);
  const blank: KrakauState = {
    config,
    rng: Rng.fromSeed(`krakau:${seed}`).save(),
    gameNo: 0,
    scores: zeros,
    barrel: zeros,
    bombasUsed: zeros,
    phase: { kind: 'over' },
    round: {} as Round,
    history: [],
    stats: zeros.map(() => ({ declarer: 0, gamesMade: 0, marriages: 0, bombas: 0, bestGame: 0 })),
    winner: null,
  };
  // The last seat deals first, so seat 0 holds the forced bid of the first game.
  return dealGame(blank, n - 1, false).state;
}

export function legalActions(state: KrakauState, seat: Seat): KrakauAction[] {
  if (!toAct(state).includes(seat)) return [];
  const kind = state.phase.kind;
  switch (kind) {
    case 'fourNines':
      return legalFourNines();
    case 'bidding':
      return legalBidding(state, seat);
    case 'chooseMusik':
      return legalChooseMusik();
    case 'give':
      return legalGive(state, seat);
    case 'declare':
      return legalDeclare(state, seat);
    case 'play':
      return legalPlay(state, seat);
    case 'over':
      return [];
  }
}

function explainPhase(state: KrakauState, seat: Seat, action: KrakauAction): RuleErrorData | null {
  const kind = state.phase.kind;
  switch (kind) {
    case 'fourNines':
      return action.type === 'redeal' || action.type === 'keep' ? null : wrongPhase(state);
    case 'bidding':
      return explainBidding(state, seat, action);
    case 'chooseMusik':
      return explainChooseMusik(state, action);
    case 'give':
      return explainGive(state, seat, action);
    case 'declare':
      return explainDeclare(state, seat, action);
    case 'play':
      return explainPlay(state, seat, action);
    case 'over':
      return commonErrors.data('COMMON_GAME_OVER');
  }
}

export function explain(state: KrakauState, seat: Seat, action: KrakauAction): RuleErrorData | null {
  if (state.phase.kind === 'over') return commonErrors.data('COMMON_GAME_OVER');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.config.players) {
    return commonErrors.data('COMMON_BAD_SEAT', { seat: String(seat) });
  }
  if (!toAct(state).includes(seat)) return commonErrors.data('COMMON_NOT_YOUR_TURN');
  return shapeError(action) ?? explainPhase(state, seat, action);
}

function applyPhase(
  state: KrakauState,
  seat: Seat,
  action: KrakauAction,
): { state: KrakauState; events: GameEvent[] } {
  const kind = state.phase.kind;
  switch (kind) {
    case 'fourNines':
      return applyFourNines(state, seat, action);
    case 'bidding':
      return applyBidding(state, seat, action);
    case 'chooseMusik':
      return applyChooseMusik(state, seat, action);
    case 'give':
      return applyGive(state, seat, action);
    case 'declare':
      return applyDeclare(state, seat, action);
    case 'play':
      return applyPlay(state, seat, action);
    case 'over':
      throw new RuleError(commonErrors.data('COMMON_GAME_OVER'));
  }
}

export function apply(state: KrakauState, seat: Seat, action: KrakauAction): Applied<KrakauState> {
  const why = explain(state, seat, action);
  if (why) throw new RuleError(why);
  return applyPhase(state, seat, action);
}

/** The clock's choice: pass, keep, declare the bid, or lay the cheapest allowed card; never bid or meld. */
export function defaultAction(state: KrakauState, seat: Seat): KrakauAction | null {
  if (!toAct(state).includes(seat)) return null;
  const legal = legalActions(state, seat);
  switch (state.phase.kind) {
    case 'fourNines':
      return { type: 'keep' };
    case 'bidding':
      return { type: 'pass' };
    case 'declare':
      return legal[0] ?? null;
    case 'play': {
      const plain = legal.filter(
        (a): a is Extract<KrakauAction, { type: 'play' }> => a.type === 'play' && !a.meld,
      );
      return plain.reduce(
        (best, a) => (pointsOf(a.card) < pointsOf(best.card) ? a : best),
        plain[0] as (typeof plain)[0],
      );
    }
    default:
      return legal.find((a) => a.type === 'done') ?? null;
  }
}

export const engine: GameEngine<KrakauState, KrakauAction, KrakauView, KrakauConfig> = {
  id: 'krakau',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup,
  toAct,
  legalActions,
  apply,
  view: viewOf,
  outcome: outcomeOf,
  defaultAction,
  explain,
};
export { errors };
