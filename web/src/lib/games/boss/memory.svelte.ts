/**
 * What the Speedboss table remembers from the events of its snapshots: the last completed trick of
 * the running round (shown while the next one is still empty), the last round's result (shown
 * while the next round is bid: its last trick is not shown, the next deal came with it), and a
 * notice of a decision nobody clicked, said for a few seconds.
 */
import type { BossEvent, Play } from '@spielcenter/boss';
import type { SeatSnapshot, TableEvent } from '@spielcenter/proto';
import { announcement } from './announce';

const NOTICE_MS = 6000;

export class BoardMemory {
  lastTrick = $state<{ plays: readonly Play[]; winner: number } | null>(null);
  lastRound = $state<{ round: number; points: readonly number[]; lastWinner: number | null } | null>(null);
  notice = $state<string | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** Takes one snapshot's events; `names` by seat ("Du" for the own seat). */
  take(events: readonly (BossEvent | TableEvent)[], snapshot: SeatSnapshot, names: readonly string[]): void {
    const computers = snapshot.seats.map((s) => s.kind === 'computer');
    // Every sentence of the step, in order (two draws after a trick: the winner's first).
    const said: string[] = [];
    for (const e of events) {
      if (e.type === 'trickWon') this.lastTrick = { plays: e.plays, winner: e.seat };
      else if (e.type === 'roundScored') {
        this.lastRound = { round: e.round, points: e.points, lastWinner: this.lastTrick?.winner ?? null };
        this.lastTrick = null;
      }
      const sentence = announcement(e, snapshot.seat, names, computers);
      if (sentence) said.push(sentence);
    }
    if (said.length > 0) this.#say(said.join(' '));
    // A new deal ends the last round's notices (unless this very step brought one).
    else if (events.some((e) => e.type === 'roundStarted')) this.notice = null;
    const trick = (snapshot.view as { trick?: readonly unknown[] } | null)?.trick;
    if ((trick?.length ?? 0) > 0) this.lastTrick = null;
  }

  #say(text: string): void {
    this.notice = text;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => (this.notice = null), NOTICE_MS);
  }
}
