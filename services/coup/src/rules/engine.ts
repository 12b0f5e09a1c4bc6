/** The Speedcoup engine: one attempt of one coup, assembled from the phase modules. */
import {
  commonErrors,
  type GameEngine,
  type GameEvent,
  RuleError,
  type RuleErrorData,
} from '@spielcenter/proto';
import { type CoupAction, checkShape } from './actions.js';
import {
  applyAsk,
  applyMarks,
  applyPassOn,
  checkAsk,
  checkMarks,
  checkPassOn,
  legalAsk,
  legalMarks,
  legalPassOn,
} from './boss.js';
import { cloneState } from './clone.js';
import { parseConfig } from './config.js';
import {
  applyDistribute,
  applyDraft,
  checkDistribute,
  checkDraft,
  legalDistribute,
  legalDraft,
} from './loot.js';
import { outcome } from './outcome.js';
import {
  applyCall,
  applyPass,
  applyVote,
  checkCall,
  checkPass,
  checkVote,
  legalPass,
  legalVote,
} from './pfiff.js';
import { applyPlay, checkPlay, legalPlay } from './play.js';
import { setup } from './setup.js';
import { applySignal, checkSignal, signalCards } from './signals.js';
import type { CoupConfig, CoupState, Seat } from './state.js';
import { toActOf } from './to-act.js';
import { type CoupView, view } from './view.js';

/** The actions of the current phase (without the optional Pfiff call and signals). */
function phaseActions(s: CoupState, seat: Seat): CoupAction[] {
  const p = s.phase;
  switch (p.kind) {
    case 'ask':
      return legalAsk(s, p, seat);
    case 'draft':
      return legalDraft(s, p, seat);
    case 'distribute':
      return legalDistribute(s, p, seat);
    case 'marks':
      return legalMarks(s, seat);
    case 'passOn':
      return legalPassOn(s, seat);
    case 'pfiffVote':
      return legalVote(s, p, seat);
    case 'pfiffPass':
      return legalPass(s, p, seat);
    case 'play':
      return legalPlay(s, seat);
    case 'over':
      return [];
  }
}

function validSeat(s: CoupState, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < s.config.players;
}

export function legalActions(s: CoupState, seat: Seat): CoupAction[] {
  if (!validSeat(s, seat)) return [];
  const out = phaseActions(s, seat);
  if (checkCall(s, seat) === null) out.push({ type: 'pfiff' });
  for (const card of signalCards(s, seat)) out.push({ type: 'signal', card });
  return out;
}

function phaseCheck(s: CoupState, seat: Seat, a: CoupAction): RuleErrorData | null {
  const p = s.phase;
  switch (p.kind) {
    case 'ask':
      return checkAsk(s, p, seat, a);
    case 'draft':
      return checkDraft(s, p, seat, a);
    case 'distribute':
      return checkDistribute(s, p, seat, a);
    case 'marks':
      return checkMarks(s, seat, a);
    case 'passOn':
      return checkPassOn(s, seat, a);
    case 'pfiffVote':
      return checkVote(s, p, seat, a);
    case 'pfiffPass':
      return checkPass(s, p, seat, a);
    case 'play':
      return checkPlay(s, seat, a);
    case 'over':
      return commonErrors.data('COMMON_GAME_OVER');
  }
}

export function explain(s: CoupState, seat: Seat, action: unknown): RuleErrorData | null {
  const shape = checkShape(action);
  if (!shape.ok) {
    const type = String((action as { type?: unknown } | null)?.type);
    if (!shape.known) return commonErrors.data('COMMON_UNKNOWN_ACTION', { type });
    return commonErrors.data('COMMON_BAD_MESSAGE', { reason: shape.reason });
  }
  if (!validSeat(s, seat)) return commonErrors.data('COMMON_BAD_SEAT', { seat: String(seat) });
  if (s.phase.kind === 'over') return commonErrors.data('COMMON_GAME_OVER');
  const a = shape.action;
  if (a.type === 'pfiff') return checkCall(s, seat);
  if (a.type === 'signal') return checkSignal(s, seat, a.card);
  return phaseCheck(s, seat, a);
}

function phaseApply(s: CoupState, seat: Seat, a: CoupAction): GameEvent[] {
  const p = s.phase;
  if (a.type === 'pfiff') return applyCall(s, seat);
  if (a.type === 'signal') return applySignal(s, seat, a.card);
  switch (p.kind) {
    case 'ask':
      return applyAsk(s, p, seat, a);
    case 'draft':
      return applyDraft(s, p, a);
    case 'distribute':
      return applyDistribute(s, p, seat, a);
    case 'marks':
      return applyMarks(s, a);
    case 'passOn':
      return applyPassOn(s, a);
    case 'pfiffVote':
      return applyVote(s, p, seat, a);
    case 'pfiffPass':
      return applyPass(s, p, seat, a);
    case 'play':
      return applyPlay(s, a);
    case 'over':
      return [];
  }
}

export function apply(s: CoupState, seat: Seat, action: CoupAction) {
  const why = explain(s, seat, action);
  if (why) throw new RuleError(why);
  const next = cloneState(s);
  const events = phaseApply(next, seat, action);
  return { state: next, events };
}

function defaultAction(s: CoupState, seat: Seat): CoupAction | null {
  return phaseActions(s, seat)[0] ?? null;
}

export const engine: GameEngine<CoupState, CoupAction, CoupView, CoupConfig> = {
  id: 'coup',
  minPlayers: 2,
  maxPlayers: 5,
  parseConfig,
  setup,
  toAct: toActOf,
  legalActions,
  apply,
  view,
  outcome,
  defaultAction,
  explain: (s, seat, a) => explain(s, seat, a),
};
