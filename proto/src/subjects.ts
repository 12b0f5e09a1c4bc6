/**
 * NATS subject naming. One place, so every service and test agrees.
 *
 *   rules.<game>.<op>            request/reply to a game's rule service (queue group rules-<game>)
 *   ai.<game>.decide             request/reply to the AI service (queue group "ai")
 *   ai.<game>.odds               the odds for one seat's decision, where a game's computers offer them
 *   table.<tableId>.seat.<seat>  pushes of one seat's view and events (the gateway subscribes per seat)
 *   lobby.<game>                 an open table listed, changed or gone ({ tableId, entry | null })
 *   table.<tableId>.chat         the table's chat (the gateways publish and subscribe; every instance)
 *   table.<tableId>.interrupt    a person's signal is on its way to the table: a running chain of
 *                                computers' moves hands the table back to its workflow at once
 *   kit.example.*                the service kit's example service
 *
 * Ids inside subjects are restricted to [A-Za-z0-9_-] so they can never add a token or a wildcard.
 */
import type { GameId } from './games.js';

export const RULE_OPS = [
  'setup',
  'config',
  'legal',
  'apply',
  'view',
  'explain',
  'default',
  'step',
  'auto',
  'autos',
] as const;
export type RuleOp = (typeof RULE_OPS)[number];

const SAFE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

export function assertToken(token: string, what = 'token'): string {
  if (!SAFE_TOKEN.test(token)) throw new Error(`invalid NATS subject ${what}: ${JSON.stringify(token)}`);
  return token;
}

export const subjects = {
  rules: (game: GameId | string, op: RuleOp) => `rules.${assertToken(game, 'game')}.${op}`,
  rulesService: (game: GameId | string) => `rules-${assertToken(game, 'game')}`,
  aiDecide: (game: GameId) => `ai.${game}.decide`,
  aiOdds: (game: GameId) => `ai.${game}.odds`,
  aiService: 'ai',
  seat: (tableId: string, seat: number) => `table.${assertToken(tableId, 'table id')}.seat.${seat}`,
  lobby: (game: GameId) => `lobby.${game}`,
  chat: (tableId: string) => `table.${assertToken(tableId, 'table id')}.chat`,
  interrupt: (tableId: string) => `table.${assertToken(tableId, 'table id')}.interrupt`,
  interruptAll: 'table.*.interrupt',
  lobbyAll: 'lobby.*',
} as const;

/** Redis keys, likewise in one place. Redis is a projection (rebuildable), never the source of truth. */
export const redisKeys = {
  seatView: (tableId: string, seat: number) => `table:${tableId}:seat:${seat}`,
  table: (tableId: string) => `table:${tableId}`,
  playerTable: (playerId: string) => `player:${playerId}:table`,
  /** A table the gateway started whose first snapshot is not out yet: the starting player's id (gateway's own, 10 min). */
  tableStarting: (tableId: string) => `table:${tableId}:starting`,
  /** The open tables: a hash tableId → LobbyEntry (JSON). */
  lobby: 'lobby:open',
  /** The live tables of a game in one status (open, running, over): a sorted set tableId → last publication (ms). */
  liveTables: (game: GameId, status: string) => `tables:live:${game}:${status}`,
  /** Bookings for the leaderboards (a stream, field `booking`: proto's Booking as JSON), read by the ranking service. */
  leaderboardEvents: 'leaderboard:events',
  /** Finished games for the player's record (a stream, field `record`: proto's GameRecord as JSON), read by the record service. */
  recordEvents: 'record:events',
} as const;
