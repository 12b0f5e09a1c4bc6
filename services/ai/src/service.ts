/**
 * The AI service: `ai.<game>.decide` for every game, in the queue group "ai" so every instance
 * shares the load. The request carries one seat's view and that seat's legal actions only.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { JsonService, type Logger } from '@spielcenter/kit';
import {
  type AiDecideResult,
  aiCoupOddsRequest,
  aiDecideRequest,
  aiOddsRequest,
  canonicalJson,
  commonErrors,
  GAME_IDS,
  type GameId,
  subjects,
} from '@spielcenter/proto';
import { coupOdds } from './coup/odds.js';
import { ODDS } from './players/index.js';
import type { DecisionPool } from './pool.js';

export async function startAiService(
  nc: NatsConnection,
  pool: DecisionPool,
  log: Logger,
): Promise<JsonService> {
  const svc = await JsonService.start(
    nc,
    { name: 'ai', version: '0.1.0', description: 'computer players', queue: subjects.aiService },
    log,
  );
  for (const game of GAME_IDS) {
    svc.endpoint(game, subjects.aiDecide(game), aiDecideRequest, async (req): Promise<AiDecideResult> => {
      if (req.game !== game)
        throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: `game ${req.game} on ${game}` });
      const seed = req.seed ?? `${game}:${req.seat}:${canonicalJson(req.legal).length}`;
      const choice = await pool.run({
        game: game as GameId,
        level: req.level,
        seat: req.seat,
        view: req.view,
        legal: req.legal,
        seed,
        budgetMs: req.budgetMs,
        advice: req.advice,
      });
      // A computer must never break a rule: anything outside the legal set is a bug, answered safely.
      const legal = new Set(req.legal.map(canonicalJson));
      if (!legal.has(canonicalJson(choice.action))) {
        log.error(
          { game, action: choice.action },
          'computer chose an illegal action; using the first legal one',
        );
        return { action: req.legal[0] as AiDecideResult['action'] };
      }
      return choice;
    });
  }
  // The odds where a game's computers offer them for one seat's view (a few hundred trial games,
  // answered at once). Speedcoup's odds are the case file's, below.
  for (const game of GAME_IDS) {
    const odds = ODDS[game];
    if (!odds) continue;
    svc.endpoint(`${game}-odds`, subjects.aiOdds(game), aiOddsRequest, async (req) => {
      if (req.game !== game)
        throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: `game ${req.game} on ${game}` });
      try {
        return odds(req.view, req.seat, req.seed ?? `${game}:odds:${req.seat}`) ?? null;
      } catch {
        throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: `not a ${game} seat view` });
      }
    });
  }
  // Speedcoup's case-file odds: the measured rates of normal crews, for every player alike.
  svc.endpoint('coup-odds', subjects.aiOdds('coup'), aiCoupOddsRequest, async () => coupOdds());
  return svc;
}
