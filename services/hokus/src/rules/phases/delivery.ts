/** The start of the delivery (Liefern): the highest announcer becomes the challenger. */
import type { GameEvent, Seat } from '@spielcenter/proto';
import { withMagician } from '../seats.js';
import type { HokusState, Magician } from '../state.js';
import type { Applied } from '../types.js';

export function startDelivery(
  state: HokusState,
  challenger: Seat,
  target: number,
  events: GameEvent[],
): Applied {
  const m = state.magicians[challenger] as Magician;
  const next: Magician = { ...m, record: { ...m.record, announced: m.record.announced + 1 } };
  events.push({ type: 'delivery', challenger, target });
  return {
    state: {
      ...state,
      magicians: withMagician(state, challenger, next),
      phase: { kind: 'lifting', challenger, target },
    },
    events,
  };
}
