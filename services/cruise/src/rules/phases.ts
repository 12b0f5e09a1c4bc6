/**
 * The phase table: a turn is the move (Setzen, Pianobar, Tauschen), then the draw back up to the
 * hand size („aus dem Beutel ziehen“ – only then the next player moves), until the cruise is over.
 */
import { gameOverPhase, type PhaseTable, turnCheck } from '@spielcenter/proto';
import type { CruiseAction } from './actions.js';
import { cruiseErrors } from './errors.js';
import type { CruiseEvent } from './events.js';
import { movePhase } from './move.js';
import type { CruiseState } from './state.js';
import { applyDraw } from './turn.js';

export const phases: PhaseTable<CruiseState, CruiseAction, CruiseEvent> = {
  move: movePhase,
  draw: {
    accepts: ['draw'],
    toAct: (s) => [s.turn],
    legal: (s, seat) => (seat === s.turn ? [{ type: 'draw' }] : []),
    explain: (s, seat) => turnCheck([s.turn], seat),
    apply(d, seat) {
      const out: CruiseEvent[] = [];
      applyDraw(d, seat, out);
      return out;
    },
    refuse: (s, seat) => turnCheck([s.turn], seat) ?? cruiseErrors.data('CRUISE_MUST_DRAW'),
  },
  over: gameOverPhase(),
};
