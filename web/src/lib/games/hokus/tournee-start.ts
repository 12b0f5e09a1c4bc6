/**
 * Starting a Tournee station (a quick game with the station's computers and their levels, entered with
 * its table id), and the end board's way on after a Tournee show ("Weiter nach …", "Nochmal in …",
 * "Tournee gewonnen").
 */
import { game } from '@spielcenter/hokus/game';
import type { Outcome, Tempo } from '@spielcenter/proto';
import { startQuickGame } from '$lib/quick-game';
import { loadSettings, saveSettings } from '$lib/settings';
import type { EndOnward } from '../types';
import { endWords, enterShow, finishShow, loadStore, newTournee, saveStore, station } from './tournee';

/**
 * Opens the table of station `n` (the Tempo of the form or of the last show); returns its id. The
 * Freie Vorstellung's remembered settings stay as they were.
 */
export async function startStation(n: number, tempo?: Tempo): Promise<string> {
  const { computers, levels, rivals } = station(n);
  const free = loadSettings(game.meta);
  const tableId = await startQuickGame(
    'hokus',
    { computers, level: levels[0] ?? 'easy', clockSeconds: null, tempo: tempo ?? free.tempo, options: {} },
    { computerNames: rivals, computerLevels: levels },
  );
  saveSettings('hokus', { ...free, tempo: tempo ?? free.tempo });
  saveStore(enterShow(loadStore(), tableId, n));
  return tableId;
}

/** The end board of a Tournee show: progress saved, and the button to the next station. */
export function tourneeOnward(tableId: string, outcome: Outcome, seat: number): EndOnward | null {
  const rank = outcome.ranks[seat];
  if (rank === undefined) return null;
  const done = finishShow(loadStore(), tableId, rank);
  if (!done) return null;
  saveStore(done.store);
  const { end } = done;
  const words = endWords(end);
  const start = () => {
    if (end.kind === 'final') {
      saveStore(newTournee(loadStore()));
      return startStation(0);
    }
    return startStation(end.kind === 'next' ? end.next : end.station);
  };
  return { ...words, start };
}
