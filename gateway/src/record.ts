/**
 * The player's record (services/record, answered on NATS by the ranking process): before a game
 * of a game whose declaration says `recordConfig` starts, the record decides its config for the
 * seated line-up — a coup the line-up may not start is refused with the record's coded error
 * (RECORD_COUP_LOCKED, German and English), a made Tagescoup likewise (RECORD_DAILY_DONE).
 */
import { declarationOf } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import { type GameId, recordSubjects } from '@spielcenter/proto';
import type { GatewayContext } from './context.js';

export async function decidedConfig(
  ctx: GatewayContext,
  game: GameId,
  config: Record<string, unknown>,
  players: readonly (string | null)[],
  daily: string | null = null,
): Promise<Record<string, unknown>> {
  if (!declarationOf(game)?.recordConfig) return config;
  return requestJson<Record<string, unknown>>(ctx.deps.nc, recordSubjects.prepare, {
    game,
    config,
    players,
    daily,
    strict: true,
  });
}

/** The seats' players of a table in seat order (null: a computer or a free seat a computer fills). */
export function playersOf(seats: readonly ({ readonly kind: string; readonly playerId?: string } | null)[]) {
  return seats.map((s) => (s?.kind === 'human' && s.playerId ? s.playerId : null));
}
