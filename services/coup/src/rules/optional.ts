/**
 * The optional actions: "Pfiff!" (from the deal until the first card) and the hand signal (during
 * the tricks). Any seat may take them while they are open, also a seat that is not to act, so they
 * are added to a phase's own rules here: its legal list, its checks and its changes.
 */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import { coupErrors } from './errors.js';
import { applyCall, checkCall } from './pfiff.js';
import { applySignal, checkSignal, signalCards } from './signals.js';
import type { CoupPhaseRules, CoupState, PhaseKind, Seat } from './state.js';

/** The phase's rules plus the Pfiff call (a human, mode "auf Wunsch", before the first card). */
export function withPfiff<K extends PhaseKind>(rules: CoupPhaseRules<K>): CoupPhaseRules<K> {
  return {
    accepts: [...rules.accepts, 'pfiff'],
    toAct: rules.toAct,
    legal(s, seat) {
      const out = rules.legal(s, seat);
      if (checkCall(s, seat) === null) out.push({ type: 'pfiff' });
      return out;
    },
    explain: (s, seat, a) => (a.type === 'pfiff' ? checkCall(s, seat) : rules.explain(s, seat, a)),
    apply: (s, seat, a, p) => (a.type === 'pfiff' ? applyCall(s, seat) : rules.apply(s, seat, a, p)),
  };
}

/** The phase's rules plus the hand signal (once per attempt, a true one). */
export function withSignals<K extends PhaseKind>(rules: CoupPhaseRules<K>): CoupPhaseRules<K> {
  return {
    accepts: [...rules.accepts, 'signal'],
    toAct: rules.toAct,
    legal(s, seat) {
      const out = rules.legal(s, seat);
      for (const card of signalCards(s, seat)) out.push({ type: 'signal', card });
      return out;
    },
    explain: (s, seat, a) => (a.type === 'signal' ? checkSignal(s, seat, a.card) : rules.explain(s, seat, a)),
    apply: (s, seat, a, p) =>
      a.type === 'signal' ? applySignal(s, seat, a.card) : rules.apply(s, seat, a, p),
  };
}

/** The refusal of an action type the current phase does not take, as exact as the rules allow. */
export function wrongPhase(s: CoupState, seat: Seat, a: CoupAction): RuleErrorData {
  if (a.type === 'signal') return coupErrors.data('COUP_SIGNAL_NOT_NOW');
  if (a.type === 'pfiff') return checkCall(s, seat) ?? commonErrors.data('COMMON_ILLEGAL_ACTION');
  return commonErrors.data('COMMON_ILLEGAL_ACTION');
}
