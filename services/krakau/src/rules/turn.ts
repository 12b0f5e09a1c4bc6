/** Who must decide now. */
import type { Seat } from '@spielcenter/proto';
import type { KrakauState } from './state.js';

export function toAct(state: KrakauState): Seat[] {
  const p = state.phase;
  switch (p.kind) {
    case 'bidding':
    case 'play':
      return [p.turn];
    case 'fourNines':
    case 'chooseMusik':
    case 'give':
    case 'declare':
      return [p.seat];
    case 'over':
      return [];
  }
}
