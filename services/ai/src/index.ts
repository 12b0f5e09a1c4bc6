export { bossEasy, estimateTricks } from './boss/easy.js';
export { asChoice, DEFAULT_BUDGET_MS, type DecisionInput, makeDecision } from './players/decision.js';
export { decide, LEVELS, levelFor, PLAYERS, playerFor } from './players/index.js';
export type { Budget, CandidateValue, Choice, Decision, GamePlayers, Player } from './players/types.js';
export { DecisionPool } from './pool.js';
export { startAiService } from './service.js';
