/**
 * Starting attempts from the table: "Nochmal", "Weiter zum nächsten Coup" (a new solo table with
 * the same line-up and level), and the Tagescoup (three normal computers, attempt n's cards are
 * the same for everyone: the seed comes from the engine's `dailySeed`).
 */
import { dailyCoup, dailySeed, type PfiffMode } from '@spielcenter/coup';
import type { Level, Tempo } from '@spielcenter/proto';
import { session } from '$lib/graphql/client';
import { uiError } from '$lib/graphql/errors';
import { START_QUICK_GAME } from '$lib/graphql/operations';
import { startQuickGame } from '$lib/quick-game';

export interface Lineup {
  readonly computers: number;
  readonly level: Level;
  readonly tempo: Tempo;
}

export function startAttempt(l: Lineup, coup: number, pfiff: PfiffMode): Promise<string> {
  return startQuickGame('coup', {
    computers: l.computers,
    level: l.level,
    clockSeconds: null,
    tempo: l.tempo,
    options: { pfiff, coup },
  });
}

/** A refusal of the daily start by a gateway that does not allow fixed deals yet. */
const NO_DAILY = 'Der Tagescoup braucht noch den Start durch den Server – bald verfügbar.';

export async function startDailyAttempt(date: string, attempt: number, tempo: Tempo): Promise<string> {
  const { client } = await session();
  const input = {
    game: 'coup' as const,
    computers: 3,
    level: 'normal' as const,
    clockSeconds: null,
    tempo,
    seed: dailySeed(date, attempt),
    options: { coup: dailyCoup(date), pfiff: 'wish', daily: true, attempt },
  };
  const res = await client.mutation(START_QUICK_GAME, { input }).toPromise();
  const tableId = res.data?.startQuickGame.tableId;
  if (tableId) return tableId;
  const error = res.error ? uiError(res.error) : null;
  throw new Error(
    error?.code === 'GATEWAY_BAD_INPUT' ? NO_DAILY : (error?.de ?? 'Der Tisch konnte nicht eröffnet werden.'),
  );
}
