/**
 * The player's record (services/record, answered on NATS by the ranking process): before a game
 * of a game whose declaration says `recordConfig` starts, the record decides its config for the
 * seated line-up — a coup the line-up may not start is refused with the record's coded error
 * (RECORD_COUP_LOCKED, German and English), a made Tagescoup likewise (RECORD_DAILY_DONE).
 */
import { declarationOf } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import { type GameId, type LobbyNotice, recordSubjects } from '@spielcenter/proto';
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

/**
 * When a seat of an open table fills: may the line-up as it would start now play the table's
 * settings? Null when it may; else the record's refusal in its words (German, English) for the
 * host, with the declared settings the record would let it play instead (`options`: Speedcoup's
 * unlocked coup). Never a swap: the host decides (Speedcoup: „Freigeschaltet ist immer der Coup nach
 * dem höchsten geschafften“).
 */
export async function lineupNotice(
  ctx: GatewayContext,
  game: GameId,
  config: Record<string, unknown>,
  players: readonly (string | null)[],
): Promise<LobbyNotice | null> {
  const declaration = declarationOf(game);
  if (!declaration?.recordConfig) return null;
  try {
    await decidedConfig(ctx, game, config, players);
    return null;
  } catch (e) {
    const err = e as { code?: unknown; de?: unknown; en?: unknown };
    if (typeof err.code !== 'string' || !err.code.startsWith('RECORD_')) throw e;
    const allowed = await requestJson<Record<string, unknown>>(ctx.deps.nc, recordSubjects.prepare, {
      game,
      config,
      players,
      daily: null,
      strict: false,
    });
    const options = Object.fromEntries(
      declaration.meta.options
        .filter((o) => allowed[o.key] !== undefined && allowed[o.key] !== config[o.key])
        .map((o) => [o.key, allowed[o.key]]),
    );
    return {
      code: err.code,
      de: String(err.de ?? ''),
      en: String(err.en ?? ''),
      ...(Object.keys(options).length > 0 ? { options } : {}),
    };
  }
}
