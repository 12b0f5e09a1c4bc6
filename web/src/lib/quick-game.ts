/** Starts a quick game with the given settings; returns the new table's id. */

import type { GameId, Level, Tempo } from '@spielcenter/proto';
import { session } from './graphql/client';
import { uiError } from './graphql/errors';
import { OPEN_TABLE, START_DAILY, START_QUICK_GAME } from './graphql/operations';
import { type QuickGameSettings, saveSettings } from './settings';

export async function startQuickGame(
  game: GameId,
  settings: QuickGameSettings,
  /**
   * The computers' names and levels in seat order (Speedhokus' Tournee: a station's rivals); else
   * the names are drawn and every computer plays at `settings.level`.
   */
  {
    computerNames,
    computerLevels,
  }: { computerNames?: readonly string[]; computerLevels?: readonly Level[] } = {},
): Promise<string> {
  saveSettings(game, settings);
  const { client } = await session();
  const input = {
    game,
    computers: settings.computers,
    level: settings.level,
    clockSeconds: settings.clockSeconds,
    tempo: settings.tempo,
    options: settings.options,
    ...(computerNames ? { computerNames: [...computerNames] } : {}),
    ...(computerLevels ? { computerLevels: [...computerLevels] } : {}),
  };
  const res = await client.mutation(START_QUICK_GAME, { input }).toPromise();
  const tableId = res.data?.startQuickGame.tableId;
  if (!tableId)
    throw new Error(res.error ? uiError(res.error).de : 'Der Tisch konnte nicht eröffnet werden.');
  return tableId;
}

/** Starts today's daily deal of a game (the server decides the day and the cards); returns the table id. */
export async function startDaily(game: GameId, tempo: Tempo, attempt?: number): Promise<string> {
  const { client } = await session();
  const res = await client.mutation(START_DAILY, { game, tempo, attempt: attempt ?? null }).toPromise();
  const tableId = res.data?.startDaily.tableId;
  if (!tableId)
    throw new Error(res.error ? uiError(res.error).de : 'Der Tisch konnte nicht eröffnet werden.');
  return tableId;
}

export interface OpenTableSettings {
  readonly seats: number;
  /** Free seats: null = left empty; a level = computers take them at the start. */
  readonly fill: Level | null;
  readonly clockSeconds: number | null;
  readonly tempo: Tempo;
  readonly options: Readonly<Record<string, unknown>>;
  /** Taler per human with an account (one of the game's declared amounts); null: no stake. */
  readonly stake?: number | null;
}

/** Opens a table with people (the caller hosts it on the first seat); returns its id. */
export async function openTable(game: GameId, settings: OpenTableSettings): Promise<string> {
  const { client } = await session();
  const res = await client.mutation(OPEN_TABLE, { input: { game, ...settings } }).toPromise();
  const tableId = res.data?.openTable.tableId;
  if (!tableId)
    throw new Error(res.error ? uiError(res.error).de : 'Der Tisch konnte nicht eröffnet werden.');
  return tableId;
}
