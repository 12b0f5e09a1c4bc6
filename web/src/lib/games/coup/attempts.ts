/**
 * Starting attempts from the table: "Nochmal", "Weiter zum nächsten Coup" (a new solo table with
 * the same line-up and level), and the Tagescoup (three normal computers, attempt n's cards are
 * the same for everyone: the server deals them).
 */
import type { PfiffMode } from '@spielcenter/coup';
import type { Level, Tempo } from '@spielcenter/proto';
import { session } from '$lib/graphql/client';
import { DAILY } from '$lib/graphql/operations';
import { startDaily, startQuickGame } from '$lib/quick-game';

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

/**
 * Attempt n of today's Tagescoup: the server decides the day and deals attempt n from the day's
 * seed, the same cards for everyone (the gateway's `startDaily` with the attempt).
 */
export function startDailyAttempt(attempt: number, tempo: Tempo): Promise<string> {
  return startDaily('coup', tempo, attempt);
}

/** Today in Europe/Berlin as the server says ("2026-12-03"); null when it cannot be asked. */
export async function serverDay(): Promise<string | null> {
  const { client } = await session();
  const res = await client.query(DAILY, { game: 'coup' }).toPromise();
  return res.data?.daily.date ?? null;
}
