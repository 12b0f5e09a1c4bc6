/**
 * The phase table of an attempt: one PhaseRules per phase kind, dispatched by proto's phaseEngine.
 * The phases live in their own files; here they get the optional actions where the rules offer them
 * ("Pfiff!" until the first card, the hand signal during the tricks).
 */
import { gameOverPhase, type PhaseRules, type PhaseTable } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import { askPhase, marksPhase, passOnPhase } from './boss.js';
import type { CoupEvent } from './events.js';
import { distributePhase, draftPhase } from './loot.js';
import { withPfiff, withSignals } from './optional.js';
import { passPhase, votePhase } from './pfiff.js';
import { playPhase } from './play.js';
import type { CoupState, PhaseKind, Seat } from './state.js';

export const phases: PhaseTable<CoupState, CoupAction, CoupEvent> = {
  ask: withPfiff(askPhase),
  draft: withPfiff(draftPhase),
  distribute: withPfiff(distributePhase),
  marks: withPfiff(marksPhase),
  passOn: withPfiff(passOnPhase),
  pfiffVote: votePhase,
  pfiffPass: passPhase,
  play: withSignals(withPfiff(playPhase)),
  over: gameOverPhase(),
};

/** The seats to act now, for the view (the engine's toAct is the same dispatch). */
export function seatsToAct(s: CoupState): Seat[] {
  const table = phases as unknown as Record<PhaseKind, PhaseRules<CoupState, CoupAction, CoupEvent>>;
  return table[s.phase.kind].toAct(s);
}
