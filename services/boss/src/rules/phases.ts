/** The phase table: one PhaseRules per phase kind; the rules themselves live beside their concept. */
import { gameOverPhase, type PhaseRules, type PhaseTable, type Seat } from '@spielcenter/proto';
import type { BossAction } from './actions.js';
import { bidPhase } from './bidding.js';
import type { BossEvent } from './events.js';
import { playPhase } from './play.js';
import type { BossState } from './state.js';
import { trumpPhase } from './trump.js';

export const phases: PhaseTable<BossState, BossAction, BossEvent> = {
  chooseTrump: trumpPhase,
  bid: bidPhase,
  play: playPhase,
  over: gameOverPhase(),
};

/** The seats that must decide now (one, none at the end), from the current phase's rules. */
export function toActOf(state: BossState): Seat[] {
  return (phases[state.phase.kind] as PhaseRules<BossState, BossAction, BossEvent>).toAct(state);
}
