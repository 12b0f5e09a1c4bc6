/** The musik: turned up and taken by the declarer (two players: he picks one of two). */
import { type PhaseRules, type Seat, turnCheck } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { krakauErrors } from './errors.js';
import type { KrakauEvent } from './events.js';
import { handOf, type KrakauState, type PhaseOf } from './state.js';

/** The declarer takes musik `index` into his hand and starts giving; the musik is shown. */
function takeMusik(draft: KrakauState, declarer: Seat, index: number): KrakauEvent {
  const round = draft.round;
  const cards = round.musiks[index] ?? [];
  round.hands[declarer] = [...handOf(round, declarer), ...cards];
  round.musikTaken = index;
  draft.phase = { kind: 'give', seat: declarer, picks: [] };
  const shown: KrakauEvent = { type: 'musikShown', declarer, musik: index, cards };
  // Without "Musik zeigen" only the declarer sees it.
  return draft.config.showMusik ? shown : { ...shown, to: [declarer] };
}

/** After the bidding: the declarer is known; three/four players take the musik at once. */
export function startMusik(draft: KrakauState, declarer: Seat): KrakauEvent[] {
  draft.round.declarer = declarer;
  const chosen: KrakauEvent = { type: 'declarer', seat: declarer, bid: draft.round.highBid };
  if (draft.config.players === 2) {
    draft.phase = { kind: 'chooseMusik', seat: declarer };
    return [chosen];
  }
  return [chosen, takeMusik(draft, declarer, 0)];
}

export const chooseMusikPhase: PhaseRules<KrakauState, KrakauAction, KrakauEvent, PhaseOf<'chooseMusik'>> = {
  accepts: ['takeMusik'],
  toAct: (s) => [s.phase.seat],
  legal: (s, seat) =>
    seat === s.phase.seat
      ? [
          { type: 'takeMusik', musik: 0 },
          { type: 'takeMusik', musik: 1 },
        ]
      : [],
  explain(s, seat, action) {
    const turn = turnCheck([s.phase.seat], seat);
    if (turn || action.type !== 'takeMusik') return turn;
    return action.musik === 0 || action.musik === 1 ? null : krakauErrors.data('KRAKAU_NO_MUSIK');
  },
  apply(draft, seat, action) {
    return [takeMusik(draft, seat, action.type === 'takeMusik' ? action.musik : 0)];
  },
};
