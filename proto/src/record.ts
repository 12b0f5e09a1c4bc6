/**
 * The player's record: what a table keeps of each finished game, beyond the Bestenliste's points.
 * At a game's end the table writes one `GameRecord` to the Redis stream `redisKeys.recordEvents`
 * (in the same MULTI as the snapshots and the bookings); the record service (run by the ranking
 * process) keeps each once in Postgres (schema `record`: the ledger every statistic and every
 * Bandenbuch page is computed from) and answers `record.*` on NATS:
 *
 * - `record.prepare`: the config of a game about to start, for games whose declaration says
 *   `recordConfig` (Speedcoup: which coup the line-up may start, the failed attempts of this
 *   evening for the points). `strict` refuses a coup the line-up may not start (the gateway, before
 *   a start); without it the record never grants more than the line-up may (the table, at setup).
 * - `record.pages`: a player's Bandenbuch pages (Speedcoup), `record.stats`: a player's statistics.
 */
import { z } from 'zod';
import { DATE_PATTERN } from './leaderboard.js';
import { GAME_IDS } from './games.js';

export const recordSeatSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('human'),
    playerId: z.string().min(1).max(64),
    name: z.string().min(1).max(40),
  }),
  z.object({ kind: z.literal('computer'), level: z.string().max(20) }),
]);
export type RecordSeat = z.infer<typeof recordSeatSchema>;

/** One finished game as the table records it (field `record` of the stream, JSON). */
export const gameRecordSchema = z.object({
  /** `<tableId>:<version>`: unique and stable over activity retries. */
  id: z.string().min(1).max(200),
  game: z.enum(GAME_IDS),
  tableId: z.string().min(1).max(64),
  /** Epoch ms of the game's end. */
  at: z.number().int().min(0),
  /** Who sat where (computers by level only). */
  seats: z.array(recordSeatSchema).min(1).max(8),
  /** The engine's outcome, per seat. */
  scores: z.array(z.number()),
  ranks: z.array(z.number().int()),
  points: z.array(z.number().int()),
  /** The engine's outcome details (the game's own facts: bids, announcements, the coup …). */
  details: z.record(z.string(), z.unknown()).default({}),
  /** A daily deal's day (Europe/Berlin). */
  daily: z.string().regex(DATE_PATTERN).nullable().default(null),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** `record.prepare`'s request: the game, the config the table would start with, who sits where. */
export const prepareRequestSchema = z.object({
  game: z.enum(GAME_IDS),
  config: z.record(z.string(), z.unknown()),
  /** The seats' players (null: a computer). */
  players: z.array(z.string().min(1).max(64).nullable()).min(1).max(8),
  /** A daily deal's day: the record checks the day's rule (Speedcoup: made → Feierabend). */
  daily: z.string().regex(DATE_PATTERN).nullable().default(null),
  /** Refuse (coded error) what the line-up may not start, instead of starting what it may. */
  strict: z.boolean().default(false),
});
export type PrepareRequest = z.input<typeof prepareRequestSchema>;

export const recordSubjects = {
  prepare: 'record.prepare',
  pages: 'record.pages',
  endEvening: 'record.endEvening',
  stats: 'record.stats',
} as const;
