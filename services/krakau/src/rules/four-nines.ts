/** Four nines in one hand: before the first bid the holder asks for a new deal or keeps the cards. */
import { type PhaseRules, turnCheck } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { dealGame } from './deal.js';
import type { KrakauEvent } from './events.js';
import type { KrakauState, PhaseOf } from './state.js';

export const fourNinesPhase: PhaseRules<KrakauState, KrakauAction, KrakauEvent, PhaseOf<'fourNines'>> = {
  accepts: ['redeal', 'keep'],
  toAct: (s) => [s.phase.seat],
  legal: (s, seat) => (seat === s.phase.seat ? [{ type: 'redeal' }, { type: 'keep' }] : []),
  explain: (s, seat) => turnCheck([s.phase.seat], seat),
  apply(draft, seat, action) {
    if (action.type === 'redeal') {
      // A redeal keeps the dealer and is shuffled from the seed, even on a fixed (daily) deal.
      return [{ type: 'redealt', seat }, ...dealGame(draft, draft.round.dealer, true)];
    }
    draft.phase = { kind: 'bidding', seat: draft.round.active[1] as number, passed: [] };
    return [{ type: 'keptFourNines', seat }];
  },
};
