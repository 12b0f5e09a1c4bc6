/** The Speedcruise engine: the GameEngine contract over the pure rule functions. */
import type { Applied, GameEngine, RuleErrorData } from '@spielcenter/proto';
import { RuleError } from '@spielcenter/proto';
import { type CruiseConfig, parseConfig } from './config.js';
import { draftOf, stateOf } from './draft.js';
import { legalMoves } from './moves.js';
import { outcome } from './outcome.js';
import { setup } from './setup.js';
import type { CruiseAction, CruiseState } from './state.js';
import { applyBar, applyDraw, applySeat, applySwap } from './turn.js';
import { checkBar, checkSeat, checkSwap, checkTurn } from './validate.js';
import { explainAction } from './validate.js';
import { type CruiseView, view } from './view.js';

function fail(data: RuleErrorData): never {
  throw new RuleError(data);
}

function apply(s: CruiseState, seat: number, action: CruiseAction): Applied<CruiseState> {
  const turn = checkTurn(s, seat, action);
  if (turn) fail(turn);
  const d = draftOf(s);
  switch (action.type) {
    case 'seat': {
      const r = checkSeat(s, seat, action);
      if ('code' in r) fail(r);
      applySeat(d, seat, r.ps, r.result, action.pure);
      break;
    }
    case 'bar': {
      const why = checkBar(s, seat, action);
      if (why) fail(why);
      applyBar(d, seat, action.tile);
      break;
    }
    case 'swap': {
      const r = checkSwap(s, seat, action);
      if (typeof r !== 'number') fail(r);
      applySwap(d, seat, action.tile, r);
      break;
    }
    case 'draw':
      applyDraw(d, seat);
      break;
  }
  return { state: stateOf(d), events: d.events };
}

export const engine: GameEngine<CruiseState, CruiseAction, CruiseView, CruiseConfig> = {
  id: 'cruise',
  minPlayers: 2,
  maxPlayers: 4,
  parseConfig,
  setup,
  toAct: (s) => (s.phase.kind === 'over' ? [] : [s.turn]),
  legalActions: legalMoves,
  apply,
  view,
  outcome,
  /** The clock only decides the draw (the ship draws for you); a move is left to the computer. */
  defaultAction: (s, seat) => (s.phase.kind === 'draw' && seat === s.turn ? { type: 'draw' } : null),
  explain: explainAction,
};
