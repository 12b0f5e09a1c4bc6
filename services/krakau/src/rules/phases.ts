/** The rules as data: one PhaseRules per phase kind, dispatched by proto's `phaseEngine`. */
import { gameOverPhase, type PhaseTable } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { biddingPhase } from './bidding.js';
import { declarePhase } from './declare.js';
import type { KrakauEvent } from './events.js';
import { fourNinesPhase } from './four-nines.js';
import { givePhase } from './give.js';
import { chooseMusikPhase } from './musik.js';
import { playPhase } from './play.js';
import type { KrakauState } from './state.js';

export const phases: PhaseTable<KrakauState, KrakauAction, KrakauEvent> = {
  fourNines: fourNinesPhase,
  bidding: biddingPhase,
  chooseMusik: chooseMusikPhase,
  give: givePhase,
  declare: declarePhase,
  play: playPhase,
  over: gameOverPhase(),
};
