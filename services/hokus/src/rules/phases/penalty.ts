/**
 * Stinktier! The challenger loses a hat for good. Someone else's skunk: the challenger's hats are
 * shuffled face down and the skunk's owner draws one blind. His own skunk: he chooses which to give up.
 */
import { Rng } from '@spielcenter/proto';
import type { HokusAction } from '../actions.js';
import { hokusErrors } from '../errors.js';
import type { HatId } from '../hats.js';
import { loseHat } from '../round.js';
import type { HokusState, Magician, Phase } from '../state.js';
import type { PhaseRules } from '../types.js';

type Draw = Extract<HokusAction, { type: 'draw' }>;
type Discard = Extract<HokusAction, { type: 'discard' }>;
type DrawPhase = Extract<Phase, { kind: 'draw' }>;
type DiscardPhase = Extract<Phase, { kind: 'discard' }>;

/** The face-down order of the shuffled hats: from `deck.draws` while it lasts, else from the seed. */
function shuffled(state: HokusState, hats: readonly HatId[]): { order: HatId[]; state: HokusState } {
  const fixed = state.config.deck?.draws?.[state.drawsUsed];
  if (fixed !== undefined) {
    const order = hats.map((_, i) => hats[(i + fixed) % hats.length] as HatId);
    return { order, state: { ...state, drawsUsed: state.drawsUsed + 1 } };
  }
  const rng = Rng.restore(state.rng);
  const order = rng.shuffle(hats);
  return { order, state: { ...state, drawsUsed: state.drawsUsed + 1, rng: rng.save() } };
}

export const drawPhase: PhaseRules<Draw> = {
  legal(state) {
    const phase = state.phase as DrawPhase;
    return Array.from({ length: phase.count }, (_, index) => ({ type: 'draw', index }));
  },
  explain(state, _seat, action) {
    const { count } = state.phase as DrawPhase;
    return action.index >= 0 && action.index < count ? null : hokusErrors.data('HOKUS_DRAW_RANGE', { count });
  },
  apply(state, seat, action) {
    const phase = state.phase as DrawPhase;
    const hand = (state.magicians[phase.challenger] as Magician).hand;
    const { order, state: next } = shuffled(state, hand);
    const hat = order[action.index] as HatId;
    return loseHat(next, phase.challenger, hat, seat, [{ type: 'drew', seat, index: action.index }]);
  },
};

export const discardPhase: PhaseRules<Discard> = {
  legal(state) {
    const phase = state.phase as DiscardPhase;
    return (state.magicians[phase.challenger] as Magician).hand.map((hat) => ({ type: 'discard', hat }));
  },
  explain(state, seat, action) {
    const m = state.magicians[seat] as Magician;
    return m.hand.includes(action.hat) ? null : hokusErrors.data('HOKUS_NOT_YOUR_HAT', { hat: action.hat });
  },
  apply(state, seat, action) {
    return loseHat(state, seat, action.hat, seat, []);
  },
};
