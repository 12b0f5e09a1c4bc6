/**
 * Liefern: the challenger lifts his own hats first, top to bottom (at most as many as announced),
 * then chooses other tables, where always the top hat is lifted. Each lift is one decision. A skunk
 * stops the lifting at once; N rabbits bring applause.
 */
import type { Seat } from '@spielcenter/proto';
import type { ActionOf } from '../actions.js';
import { hokusErrors } from '../errors.js';
import type { HokusEvent } from '../events.js';
import type { HokusPhaseRules } from '../phases.js';
import { applause, skunk } from '../round.js';
import { actorCheck, inShow } from '../seats.js';
import type { HokusState, LiftingPhase, Magician } from '../state.js';

/** How many hats of a table were lifted this round. */
export function liftedFrom(state: HokusState, table: Seat): number {
  let n = 0;
  for (const l of state.lifted) if (l.table === table) n++;
  return n;
}

/** True while the challenger still has to lift his own hats. */
function ownFirst(state: HokusState, phase: LiftingPhase): boolean {
  const own = (state.magicians[phase.challenger] as Magician).stack.length;
  return liftedFrom(state, phase.challenger) < Math.min(own, phase.target);
}

/** Tables with a face-down hat left, other than the challenger's. */
function otherTables(state: HokusState, challenger: Seat): Seat[] {
  const out: Seat[] = [];
  state.magicians.forEach((m, s) => {
    if (s !== challenger && inShow(m) && liftedFrom(state, s) < m.stack.length) out.push(s);
  });
  return out;
}

export const liftingPhase: HokusPhaseRules<LiftingPhase> = {
  accepts: ['lift'],
  toAct: (state) => [state.phase.challenger],
  legal(state, seat) {
    const phase = state.phase;
    if (seat !== phase.challenger) return [];
    if (ownFirst(state, phase)) return [{ type: 'lift', table: phase.challenger }];
    return otherTables(state, phase.challenger).map((table) => ({ type: 'lift', table }));
  },
  explain(state, seat, action) {
    const phase = state.phase;
    const actor = actorCheck(state, seat, [phase.challenger]);
    if (actor) return actor;
    const { table } = action as ActionOf<'lift'>;
    if (ownFirst(state, phase)) {
      return table === phase.challenger ? null : hokusErrors.data('HOKUS_LIFT_OWN_FIRST');
    }
    return otherTables(state, phase.challenger).includes(table)
      ? null
      : hokusErrors.data('HOKUS_TABLE_EMPTY', { table: table + 1 });
  },
  apply(draft, _seat, action, phase) {
    const { table } = action as ActionOf<'lift'>;
    const owner = draft.magicians[table] as Magician;
    const hat = owner.stack[owner.stack.length - 1 - liftedFrom(draft, table)];
    const kind = hat === owner.skunk ? 'skunk' : 'rabbit';
    draft.lifted.push({ table, kind });
    const events: HokusEvent[] = [{ type: 'lifted', seat: phase.challenger, table, kind }];
    if (kind === 'skunk') {
      events.push({ type: 'skunk', challenger: phase.challenger, owner: table });
      skunk(draft, phase.challenger, phase.target, table);
    } else if (draft.lifted.length >= phase.target) {
      applause(draft, phase.challenger, phase.target, events);
    }
    return events;
  },
};
