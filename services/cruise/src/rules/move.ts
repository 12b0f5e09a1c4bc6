/** The move phase (Ein Zug): the seat to move seats passengers, sends one to the bar, or swaps. */
import { type PhaseRules, RuleError, type RuleErrorData, turnCheck } from '@spielcenter/proto';
import type { CruiseAction } from './actions.js';
import { checkBar, checkSeat, checkSwap, isRefusal } from './checks.js';
import { cruiseErrors } from './errors.js';
import type { CruiseEvent } from './events.js';
import { moveActions } from './moves.js';
import type { CruiseState, MovePhase } from './state.js';
import { applyBar, applySeat, applySwap } from './turn.js';

function explain(s: CruiseState, seat: number, a: CruiseAction): RuleErrorData | null {
  const turn = turnCheck([s.turn], seat);
  if (turn) return turn;
  switch (a.type) {
    case 'seat': {
      const r = checkSeat(s, seat, a);
      return isRefusal(r) ? r : null;
    }
    case 'bar':
      return checkBar(s, seat, a);
    case 'swap': {
      const r = checkSwap(s, seat, a);
      return isRefusal(r) ? r : null;
    }
    case 'draw':
      return cruiseErrors.data('CRUISE_NOT_DRAW_TIME');
  }
}

/** The checked facts again (explain ran just before on the same state), or the refusal thrown. */
function must<T extends object>(r: T | RuleErrorData): T {
  if ('code' in r) throw new RuleError(r as RuleErrorData);
  return r;
}

export const movePhase: PhaseRules<CruiseState, CruiseAction, CruiseEvent, MovePhase> = {
  accepts: ['seat', 'bar', 'swap'],
  toAct: (s) => [s.turn],
  legal: (s, seat) => (seat === s.turn ? moveActions(s, seat) : []),
  explain,
  apply(d, seat, a) {
    const out: CruiseEvent[] = [];
    switch (a.type) {
      case 'seat': {
        const { ps, result } = must(checkSeat(d, seat, a));
        applySeat(d, seat, ps, result, a.pure, out);
        break;
      }
      case 'bar':
        applyBar(d, seat, a.tile, out);
        break;
      case 'swap':
        applySwap(d, seat, a.tile, must(checkSwap(d, seat, a)).chair, out);
        break;
      case 'draw':
        throw cruiseErrors.make('CRUISE_NOT_DRAW_TIME');
    }
    return out;
  },
  refuse: (s, seat) => turnCheck([s.turn], seat) ?? cruiseErrors.data('CRUISE_NOT_DRAW_TIME'),
};
