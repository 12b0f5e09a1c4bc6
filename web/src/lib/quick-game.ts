/** Starts a quick game with the given settings; returns the new table's id. */

import type { GameId } from '@spielcenter/proto';
import { session } from './graphql/client';
import { uiError } from './graphql/errors';
import { START_QUICK_GAME } from './graphql/operations';
import { type QuickGameSettings, saveSettings } from './settings';

export async function startQuickGame(game: GameId, settings: QuickGameSettings): Promise<string> {
  saveSettings(game, settings);
  const { client } = await session();
  const input = {
    game,
    computers: settings.computers,
    level: settings.level,
    clockSeconds: settings.clockSeconds,
    tempo: settings.tempo,
    options: settings.options,
  };
  const res = await client.mutation(START_QUICK_GAME, { input }).toPromise();
  const tableId = res.data?.startQuickGame.tableId;
  if (!tableId)
    throw new Error(res.error ? uiError(res.error).de : 'Der Tisch konnte nicht eröffnet werden.');
  return tableId;
}
