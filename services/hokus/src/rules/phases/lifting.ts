/**
 * Liefern: the challenger lifts his own hats first, top to bottom (at most as many as announced),
 * then chooses other tables, where always the top hat is lifted. Each lift is one decision. A skunk
 * stops the lifting at once; N rabbits bring applause.
 */
import type { Seat } from '@spielcenter/proto';
import type { HokusAction } from '../actions.js';
import { hokusErrors } from '../errors.js';
import { applause, skunk } from '../round.js';
import { inShow } from '../seats.js';
import type { HokusState, Magician, Phase } from '../state.js';
import type { Applied, PhaseRules } from '../types.js';

type Lift = Extract<HokusAction, { type: 'lift' }>;
type Lifting = Extract<Phase, { kind: 'lifting' }>;

/** How many hats of a table were lifted this round. */
export function liftedFrom(state: HokusState, table: Seat): number {
  let n = 0;
  for (const l of state.lifted) if (l.table === table) n++;
  return n;
}

/** True while the challenger still has to lift his own hats. */
function ownFirst(state: HokusState, phase: Lifting): boolean {
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

export const liftingPhase: PhaseRules<Lift> = {
  legal(state) {
    const phase = state.phase as Lifting;
    if (ownFirst(state, phase)) return [{ type: 'lift', table: phase.challenger }];
    return otherTables(state, phase.challenger).map((table) => ({ type: 'lift', table }));
  },
  explain(state, _seat, action) {
    const phase = state.phase as Lifting;
    const table = action.table;
    if (ownFirst(state, phase)) {
      return table === phase.challenger ? null : hokusErrors.data('HOKUS_LIFT_OWN_FIRST');
    }
    return otherTables(state, phase.challenger).includes(table)
      ? null
      : hokusErrors.data('HOKUS_TABLE_EMPTY', { table: table + 1 });
  },
  apply(state, _seat, action) {
    const phase = state.phase as Lifting;
    const owner = state.magicians[action.table] as Magician;
    const hat = owner.stack[owner.stack.length - 1 - liftedFrom(state, action.table)] as string;
    const kind = hat === owner.skunk ? 'skunk' : 'rabbit';
    const lifted = [...state.lifted, { table: action.table, kind } as const];
    const next: HokusState = { ...state, lifted };
    const events: Applied['events'] = [{ type: 'lifted', seat: phase.challenger, table: action.table, kind }];
    if (kind === 'skunk') {
      events.push({ type: 'skunk', challenger: phase.challenger, owner: action.table });
      return { state: skunk(next, phase.challenger, phase.target, action.table), events };
    }
    if (lifted.length >= phase.target) return applause(next, phase.challenger, phase.target, events);
    return { state: next, events };
  },
};
