/**
 * What happened at the table, kept from every snapshot's events (and in the tab's session storage,
 * so a reload keeps it): the news lines, the station triggers for the route card, the course of
 * the scores for the score sheet's chart, and the latest station or end notice.
 */
import type { CruiseEvent, CruiseView } from '@spielcenter/cruise';
import { isTableEvent, type SeatSnapshot } from '@spielcenter/proto';
import { eventLine, tableEventLine } from './words';

export interface Line {
  readonly version: number;
  readonly text: string;
  readonly kind: 'move' | 'station' | 'end';
}
export interface Notice {
  readonly version: number;
  readonly title: string;
  readonly text: string;
  readonly lucky: boolean | null;
}
interface Saved {
  lines: Line[];
  triggers: [number, number][];
  curve: { version: number; scores: number[] }[];
  last: number;
}

const MAX_LINES = 200;

export class Journal {
  lines = $state<Line[]>([]);
  triggers = $state(new Map<number, number>());
  curve = $state<{ version: number; scores: number[] }[]>([]);
  /** The last station reached (or the last station's bonus), shown on the board for a while. */
  notice = $state<Notice | null>(null);
  #last = -1;

  constructor(readonly tableId: string) {
    const saved = load(tableId);
    if (saved) {
      this.lines = saved.lines;
      this.triggers = new Map(saved.triggers);
      this.curve = saved.curve;
      this.#last = saved.last;
    }
  }

  take(events: readonly { type: string }[], snap: SeatSnapshot<CruiseView>, names: readonly string[]): void {
    if (snap.version <= this.#last) return;
    this.#last = snap.version;
    const lines = [...this.lines];
    const triggers = new Map(this.triggers);
    for (const raw of events) {
      if (isTableEvent(raw)) {
        const text = tableEventLine(raw, names);
        if (text) lines.push({ version: snap.version, text, kind: 'move' });
        continue;
      }
      const e = raw as CruiseEvent;
      const text = eventLine(e, names);
      if (text === null) continue;
      const kind =
        e.type === 'station' || e.type === 'lastStation' ? 'station' : e.type === 'end' ? 'end' : 'move';
      lines.push({ version: snap.version, text, kind });
      if (e.type === 'station') {
        triggers.set(e.station, e.trigger);
        const ev = snap.view.cruise?.passed.find((p) => p.station === e.station)?.event;
        this.notice = {
          version: snap.version,
          title: `Station ${e.station}: ${e.name}`,
          text: `${ev?.text ?? ''} Ausgelöst von ${names[e.trigger] ?? `Platz ${e.trigger + 1}`}.`.trim(),
          lucky: ev?.lucky ?? null,
        };
      } else if (e.type === 'lastStation') {
        const who = names[e.seat] ?? `Platz ${e.seat + 1}`;
        this.notice = {
          version: snap.version,
          title: 'Letzte Station!',
          text: `+${e.points} für ${who}.`,
          lucky: true,
        };
      }
    }
    this.lines = lines.slice(-MAX_LINES);
    this.triggers = triggers;
    const scores = snap.view.scores;
    const prev = this.curve.at(-1)?.scores;
    if (!prev || prev.some((s, i) => s !== scores[i]))
      this.curve = [...this.curve, { version: snap.version, scores: [...scores] }];
    save(this.tableId, { lines: this.lines, triggers: [...triggers], curve: this.curve, last: this.#last });
  }
}

const storageKey = (tableId: string) => `spielcenter.cruise.journal.${tableId}`;

function load(tableId: string): Saved | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKey(tableId)) ?? 'null') as Saved | null;
    return raw && Array.isArray(raw.lines) && Array.isArray(raw.curve) ? raw : null;
  } catch {
    return null;
  }
}

function save(tableId: string, saved: Saved): void {
  try {
    sessionStorage.setItem(storageKey(tableId), JSON.stringify(saved));
  } catch {
    // not kept in private mode
  }
}
