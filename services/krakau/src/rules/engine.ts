/** The Krakau engine: the GameEngine contract over the phase table. */
import { type GameEngine, phaseEngine, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import { checkShape, type KrakauAction } from './actions.js';
import { type Card, marriagesIn, pointsOf, suitOf } from './cards.js';
import { type KrakauConfig, parseConfig } from './config.js';
import { wrongPhaseError } from './errors.js';
import type { KrakauEvent } from './events.js';
import { knownState } from './known.js';
import { outcome } from './outcome.js';
import { phases } from './phases.js';
import { setup } from './setup.js';
import { actingSeats, cloneState, type Gift, handOf, type KrakauState } from './state.js';
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

/**
 * The clock's choice: pass, keep, declare the bid, give away or lay the cheapest allowed cards; never
 * bid, meld or throw a Bomba („melden oder reizen tut er nie für dich“).
 */
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
    case 'give':
      return giveForClock(legal, state.phase.picks, handOf(state.round, seat));
    default:
      // Taking a musik is left to the computer (there is no Bomba to throw there).
      return null;
  }
}

type PickAction = Extract<KrakauAction, { type: 'give' | 'discard' }>;

/**
 * Giving when the clock ran out: the cheapest cards go (a King or Queen of a marriage last), one
 * pick per step to a recipient without one, then "Fertig". Never a Bomba: that is the player's
 * decision alone.
 */
function giveForClock(legal: readonly KrakauAction[], picks: readonly Gift[], hand: readonly Card[]) {
  const done = legal.find((a) => a.type === 'done');
  if (done) return done;
  const married = new Set(marriagesIn(hand));
  const cost = (a: PickAction) => pointsOf(a.card) + (married.has(suitOf(a.card)) ? 100 : 0);
  const open = legal.filter(
    (a): a is PickAction =>
      (a.type === 'give' || a.type === 'discard') &&
      !picks.some((p) => p.card === a.card || (a.type === 'give' && p.to === a.to)),
  );
  if (open.length === 0) return null;
  return open.reduce((best, a) => (cost(a) < cost(best) ? a : best));
}

export const engine: GameEngine<KrakauState, KrakauAction, KrakauView, KrakauConfig> = {
  id: 'krakau',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup,
  ...dispatch,
  // The same explain, over the state as the seat knows it from its view.
  explainView: (view, seat, action) => dispatch.explain(knownState(view), seat, action),
  view,
  outcome,
  defaultAction,
};
