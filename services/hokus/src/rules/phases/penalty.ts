/**
 * Stinktier! The challenger loses a hat for good. Someone else's skunk: the challenger's hats are
 * shuffled face down and the skunk's owner draws one blind. His own skunk: he chooses which to give up.
 */
import { Rng } from '@spielcenter/proto';
import type { ActionOf } from '../actions.js';
import { hokusErrors } from '../errors.js';
import type { HokusEvent } from '../events.js';
import type { HatId } from '../hats.js';
import type { HokusPhaseRules } from '../phases.js';
import { loseHat } from '../round.js';
import { actorCheck } from '../seats.js';
import type { DiscardPhase, DrawPhase, HokusState, Magician } from '../state.js';

/** The face-down order of the shuffled hats: from `deck.draws` while it lasts, else from the seed. */
function shuffled(draft: HokusState, hats: readonly HatId[]): HatId[] {
  const fixed = draft.config.deck?.draws?.[draft.drawsUsed];
  draft.drawsUsed++;
  if (fixed !== undefined) return hats.map((_, i) => hats[(i + fixed) % hats.length] as HatId);
  const rng = Rng.restore(draft.rng);
  const order = rng.shuffle(hats);
  draft.rng = rng.save();
  return order;
}

export const drawPhase: HokusPhaseRules<DrawPhase> = {
  accepts: ['draw'],
  toAct: (state) => [state.phase.owner],
  legal(state, seat) {
    const { owner, count } = state.phase;
    if (seat !== owner) return [];
    return Array.from({ length: count }, (_, index) => ({ type: 'draw', index }));
  },
  explain(state, seat, action) {
    const { owner, count } = state.phase;
    const actor = actorCheck(state, seat, [owner]);
    if (actor) return actor;
    const { index } = action as ActionOf<'draw'>;
    return index >= 0 && index < count ? null : hokusErrors.data('HOKUS_DRAW_RANGE', { count });
  },
  apply(draft, seat, action, phase) {
    const { index } = action as ActionOf<'draw'>;
    const order = shuffled(draft, (draft.magicians[phase.challenger] as Magician).hand);
    const events: HokusEvent[] = [{ type: 'drew', seat, index }];
    loseHat(draft, phase.challenger, order[index] as HatId, seat, events);
    return events;
  },
};

export const discardPhase: HokusPhaseRules<DiscardPhase> = {
  accepts: ['discard'],
  toAct: (state) => [state.phase.challenger],
  legal(state, seat) {
    if (seat !== state.phase.challenger) return [];
    return (state.magicians[seat] as Magician).hand.map((hat) => ({ type: 'discard', hat }));
  },
  explain(state, seat, action) {
    const actor = actorCheck(state, seat, [state.phase.challenger]);
    if (actor) return actor;
    const { hat } = action as ActionOf<'discard'>;
    const m = state.magicians[seat] as Magician;
    return m.hand.includes(hat) ? null : hokusErrors.data('HOKUS_NOT_YOUR_HAT', { hat });
  },
  apply(draft, seat, action) {
    const events: HokusEvent[] = [];
    loseHat(draft, seat, (action as ActionOf<'discard'>).hat, seat, events);
    return events;
  },
};
