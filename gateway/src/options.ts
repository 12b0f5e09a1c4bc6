/**
 * The one check of a table's options: the game's engine (`rules.<game>.config`) checks every value
 * before anything else reads one — the record (which coup a line-up may start), the lobby entry,
 * the table's workflow. Quick games, open tables, daily deals and the host's "Nochmal" choice go
 * through here alike; a wrong value is refused with the engine's COMMON_BAD_CONFIG (German and
 * English), never replaced by another (Speedcoup's `coup: "1; drop"` is no coup 1).
 */
import { requestJson } from '@spielcenter/kit';
import { type GameId, subjects } from '@spielcenter/proto';
import type { GatewayContext } from './context.js';

export async function checkOptions(
  ctx: GatewayContext,
  game: GameId,
  config: Record<string, unknown>,
): Promise<void> {
  await requestJson(ctx.deps.nc, subjects.rules(game, 'config'), { config });
}
