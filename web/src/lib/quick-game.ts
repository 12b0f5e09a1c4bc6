/** Starts a quick Speedboss game with the given settings; returns the new table's id. */
import { session } from './graphql/client';
import { uiError } from './graphql/errors';
import { START_QUICK_GAME } from './graphql/operations';
import type { QuickGameSettings } from './graphql/types';
import { saveSettings } from './settings';

export async function startQuickGame(settings: QuickGameSettings): Promise<string> {
  saveSettings(settings);
  const { client } = await session();
  const input = {
    game: 'boss',
    computers: settings.computers,
    level: settings.level,
    clockSeconds: settings.clockSeconds,
    tempo: settings.tempo,
  };
  const res = await client.mutation(START_QUICK_GAME, { input }).toPromise();
  const tableId = (res.data as { startQuickGame?: { tableId: string } } | undefined)?.startQuickGame?.tableId;
  if (!tableId) throw new Error(res.error ? uiError(res.error).de : 'Der Tisch konnte nicht eröffnet werden.');
  return tableId;
}
