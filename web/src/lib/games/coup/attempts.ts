/**
 * Starting attempts from the table: "Nochmal", "Weiter zum nächsten Coup" (a new solo table with
 * the same line-up and level), and the Tagescoup (three normal computers, attempt n's cards are
 * the same for everyone: the server deals them).
 */
import type { PfiffMode } from '@spielcenter/coup';
import type { Level, Tempo } from '@spielcenter/proto';
import { session } from '$lib/graphql/client';
import { DAILY, DAILY_LIST } from '$lib/graphql/operations';
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

/** Today's Tagescoup as the server counts it for this player, on every device. */
export interface ServerDaily {
  readonly date: string;
  /** The starts so far (abandoned ones too); the next is attempt starts + 1. */
  readonly starts: number | null;
  /** The attempt that made today's coup (the Tagesliste's own entry); null: not made yet. */
  readonly madeIn: number | null;
}

export async function serverDaily(): Promise<ServerDaily | null> {
  const { client } = await session();
  const [deal, list] = await Promise.all([
    client.query(DAILY, { game: 'coup' }, { requestPolicy: 'network-only' }).toPromise(),
    client.query(DAILY_LIST, { game: 'coup', first: 1 }, { requestPolicy: 'network-only' }).toPromise(),
  ]);
  if (!deal.data) return null;
  return {
    date: deal.data.daily.date,
    starts: deal.data.daily.myStarts ?? null,
    madeIn: list.data?.dailyList.mine?.attempt ?? null,
  };
}
