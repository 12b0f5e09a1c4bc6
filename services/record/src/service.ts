/**
 * The record on NATS (queue group `record`, run by the ranking process): `record.prepare` decides
 * the config of a game about to start (after catching up with the stream), `record.pages` reads a
 * player's Bandenbuch pages (or one table's line-up page), `record.endEvening` ends a line-up's
 * evening („Feierabend“), `record.stats` a player's statistics.
 */
import { JsonService, type Logger, type Pool, type ServiceContext } from '@spielcenter/kit';
import { type GameId, GAME_IDS, prepareRequestSchema, recordSubjects } from '@spielcenter/proto';
import { z } from 'zod';
import type { RecordConsumer } from './consumer.js';
import { dailyMade, endEvening, lineupPage, pagesOf, prepareCoup } from './coup.js';
import { recordErrors } from './errors.js';
import { statsOf } from './stats.js';

const playerSchema = z.object({ playerId: z.string().min(1).max(64) });
/** `players`: one line-up's page only (a table's seats, null for a computer), also before its first attempt. */
const pagesSchema = playerSchema.extend({
  players: z.array(z.string().min(1).max(64).nullable()).min(1).max(8).optional(),
});
const statsSchema = playerSchema.extend({ game: z.enum(GAME_IDS).nullable().default(null) });

export interface RecordDeps {
  readonly pool: Pool;
  readonly consumer: RecordConsumer;
  readonly now?: () => number;
}

/** The games whose config the record completes (their declarations say `recordConfig`). */
const PREPARED: ReadonlySet<GameId> = new Set(['coup']);

export async function serveRecord(
  nc: ServiceContext['nc'],
  log: Logger,
  deps: RecordDeps,
): Promise<JsonService> {
  const { pool, consumer } = deps;
  const schema = consumer.schema;
  const now = () => deps.now?.() ?? Date.now();
  const svc = await JsonService.start(
    nc,
    {
      name: 'record',
      version: '0.1.0',
      description: 'The player record: Bandenbuch, statistics',
      queue: 'record',
    },
    log,
  );
  svc.endpoint('prepare', recordSubjects.prepare, prepareRequestSchema, async (req) => {
    if (!PREPARED.has(req.game)) return req.config;
    await consumer.catchUp();
    if (req.daily) {
      const player = req.players.find((p) => p !== null);
      if (req.strict && player && (await dailyMade(pool, player, req.daily, schema)))
        throw recordErrors.make('RECORD_DAILY_DONE');
      return req.config;
    }
    return prepareCoup(pool, req, now(), schema);
  });
  svc.endpoint('pages', recordSubjects.pages, pagesSchema, async ({ playerId, players }) => {
    await consumer.catchUp();
    return players
      ? lineupPage(pool, playerId, players, now(), schema)
      : pagesOf(pool, playerId, now(), schema);
  });
  // „Feierabend“ (Speedcoup's evenings): the line-up's evening ends now.
  svc.endpoint(
    'endEvening',
    recordSubjects.endEvening,
    playerSchema.extend({
      game: z.enum(GAME_IDS),
      players: z.array(z.string().min(1).max(64).nullable()).min(1).max(8),
    }),
    async ({ game, playerId, players }) => {
      if (!PREPARED.has(game)) return { ended: false };
      await consumer.catchUp();
      return { ended: await endEvening(pool, playerId, players, now(), schema) };
    },
  );
  svc.endpoint('stats', recordSubjects.stats, statsSchema, async ({ playerId, game }) => {
    await consumer.catchUp();
    return statsOf(pool, playerId, game, schema);
  });
  return svc;
}
