/** Seat order and counting helpers. Turn order runs by increasing seat, so seat+1 sits to the left. */
import { type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import { hokusErrors } from './errors.js';
import type { HokusState, Magician } from './state.js';

export function inShow(m: Magician): boolean {
  return m.eliminatedRound === null;
}

/** Hats a magician still owns (hand + table). */
export function hatCount(m: Magician): number {
  return m.hand.length + m.stack.length;
}

/** The next seat after `seat` (to the left) that is in the show and not skipped; `seat` itself last. */
export function nextSeat(state: HokusState, seat: Seat, skip: readonly Seat[] = []): Seat {
  const n = state.magicians.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (inShow(state.magicians[s] as Magician) && !skip.includes(s)) return s;
  }
  return seat;
}

/** Hats standing on all tables together: the highest possible announcement. */
export function hatsOnTables(state: HokusState): number {
  let total = 0;
  for (const m of state.magicians) total += m.stack.length;
  return total;
}

export function seatsInShow(state: HokusState): Seat[] {
  const out: Seat[] = [];
  state.magicians.forEach((m, s) => {
    if (inShow(m)) out.push(s);
  });
  return out;
}

/** Who may act now: HOKUS_ELIMINATED for a seat out of the show, else COMMON_NOT_YOUR_TURN unless in `toAct`. */
export function actorCheck(state: HokusState, seat: Seat, toAct: readonly Seat[]): RuleErrorData | null {
  if (!inShow(state.magicians[seat] as Magician)) return hokusErrors.data('HOKUS_ELIMINATED');
  return turnCheck(toAct, seat);
}
