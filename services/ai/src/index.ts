export { DecisionPool } from './pool.js';
export { bossEasy, estimateTricks } from './players/boss-easy.js';
export { decide, PLAYERS, playerFor } from './players/index.js';
export type { Decision, GamePlayers, Player } from './players/types.js';
export { startAiService } from './service.js';
