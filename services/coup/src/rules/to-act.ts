/** Who must decide now. Optional actions (Pfiff call, signals) never put a seat on the clock. */
import { turnSeat } from './play.js';
import { controller } from './seats.js';
import type { CoupState, Seat } from './state.js';

function pendingOr(answers: readonly (string | null)[], boss: Seat): Seat[] {
  const pending = answers.flatMap((a, i) => (a === null ? [i] : []));
  return pending.length > 0 ? pending : [boss];
}

export function toActOf(s: CoupState): Seat[] {
  const p = s.phase;
  switch (p.kind) {
    case 'ask':
    case 'distribute':
      return pendingOr(p.answers, s.boss);
    case 'draft':
      return [controller(s, p.turn)];
    case 'marks':
    case 'passOn':
      return [s.boss];
    case 'pfiffVote':
      return p.votes.flatMap((v, i) => (v === null ? [i] : []));
    case 'pfiffPass':
      return p.done.flatMap((d, i) => (d ? [] : [i]));
    case 'play':
      return [controller(s, turnSeat(s)!)];
    case 'over':
      return [];
  }
}
