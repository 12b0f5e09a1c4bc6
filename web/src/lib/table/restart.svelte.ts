/**
 * "Nochmal" from the end of a table, the same for every game: a quick game again with the same
 * settings, today's daily deal again, sitting down again at a table with people, or the game's own
 * way on (Speedhokus' Tournee: the next station), which the game offers once its table is over.
 */
import type { SeatSnapshot } from '@spielcenter/proto';
import { goto } from '$app/navigation';
import type { EndOnward, GameModule } from '$lib/games/types';
import { startDaily, startQuickGame } from '$lib/quick-game';
import type { TableConnection } from './connection.svelte';

export class Restart {
  /** A start is on its way. */
  busy = $state(false);
  /** Why the last start failed, in German. */
  error = $state<string | null>(null);
  /** The game's own way on, asked once per finished table; null keeps "Nochmal". */
  onward = $state<EndOnward | null>(null);
  #asked: string | null = null; // not reactive: only guards the question

  constructor(private readonly conn: TableConnection) {}

  /** Asks the game once for its way on when the table `snap` is over. */
  ask(snap: SeatSnapshot | null, game: GameModule | null): void {
    if (!snap?.outcome || !game?.end.onward || this.#asked === snap.tableId) return;
    this.#asked = snap.tableId;
    this.onward = game.end.onward(snap.tableId, snap.outcome, snap.seat);
  }

  /** The end screen's button: the game's way on where it has one, else "Nochmal". */
  go(snap: SeatSnapshot, game: GameModule): Promise<void> {
    const onward = this.onward;
    return onward ? this.#open(() => onward.start()) : this.again(snap, game);
  }

  /** "Nochmal": at a table with people sit down again, else start the same game anew. */
  async again(snap: SeatSnapshot, game: GameModule): Promise<void> {
    if (!snap.settings.solo) {
      // At a table with people: sit down again; the next game starts when everybody is back.
      this.busy = true;
      this.error = (await this.conn.rematch()) ? null : this.conn.error;
      this.busy = false;
      return;
    }
    const computers = snap.seats.filter((s) => s.kind === 'computer');
    const id = game.declaration.meta.id;
    await this.#open(() =>
      // A daily deal again: today's (the server's day; the cards may be a new day's by now).
      game.declaration.daily && !game.declaration.daily.attempts && snap.settings.options.daily
        ? startDaily(id, snap.settings.tempo)
        : startQuickGame(id, {
            computers: computers.length,
            level: computers[0]?.level ?? game.declaration.meta.levels[0] ?? 'easy',
            clockSeconds: snap.settings.clockSeconds,
            tempo: snap.settings.tempo,
            options: snap.settings.options,
          }),
    );
  }

  async #open(start: () => Promise<string>): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      const next = await start();
      await goto(`/tisch/${encodeURIComponent(next)}`);
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
    } finally {
      this.busy = false;
    }
  }
}
