/**
 * What happened at the table, kept from every snapshot's events (and in the tab's session storage,
 * so a reload keeps it): the news lines, the rounds for the Bilanz, and whose skunk showed after
 * his last lost hat (for the info windows' estimate).
 */
import type { HokusAction, HokusEvent, HokusView, RoundResult } from '@spielcenter/hokus';
import { isTableEvent, type SeatSnapshot, type TableEvent } from '@spielcenter/proto';
import { eventLine, type LineKind } from './words';

export interface Line {
  readonly version: number;
  readonly text: string;
  readonly kind: LineKind;
}
interface Saved {
  lines: Line[];
  rounds: RoundResult[];
  seen: number[];
  last: number;
}

const MAX_LINES = 200;

/** The next journal state from one snapshot's events (pure, for the tests). */
export function journalStep(
  state: { lines: readonly Line[]; rounds: readonly RoundResult[]; seen: ReadonlySet<number> },
  events: readonly (HokusEvent | TableEvent)[],
  version: number,
  lastResult: RoundResult | null,
  names: readonly string[],
): { lines: Line[]; rounds: RoundResult[]; seen: Set<number> } {
  const lines = [...state.lines];
  const seen = new Set(state.seen);
  for (const raw of events) {
    if (isTableEvent(raw)) {
      if (raw.type === 'seatLeft')
        lines.push({ version, text: `${raw.name} ist gegangen – ein Computer übernimmt.`, kind: 'plain' });
      continue;
    }
    const e = raw as HokusEvent;
    if (e.type === 'lifted' && e.kind === 'skunk') seen.add(e.table);
    if (e.type === 'hatLost') seen.delete(e.seat);
    const line = eventLine(e, names);
    if (line) lines.push({ version, ...line });
  }
  const rounds = [...state.rounds];
  const prev = rounds.at(-1);
  if (lastResult && (!prev || prev.round !== lastResult.round)) rounds.push(lastResult);
  else if (lastResult && prev && prev.round === lastResult.round) rounds[rounds.length - 1] = lastResult;
  return { lines: lines.slice(-MAX_LINES), rounds, seen };
}

export class Journal {
  lines = $state<Line[]>([]);
  rounds = $state<RoundResult[]>([]);
  skunkSeen = $state(new Set<number>());
  #last = -1;

  constructor(readonly tableId: string) {
    const saved = load(tableId);
    if (saved) {
      this.lines = saved.lines;
      this.rounds = saved.rounds;
      this.skunkSeen = new Set(saved.seen);
      this.#last = saved.last;
    }
  }

  take(snap: SeatSnapshot<HokusView, HokusAction, HokusEvent>, names: readonly string[]): void {
    if (snap.version <= this.#last || !snap.view) return;
    this.#last = snap.version;
    const next = journalStep(
      { lines: this.lines, rounds: this.rounds, seen: this.skunkSeen },
      snap.events,
      snap.version,
      snap.view.lastResult,
      names,
    );
    this.lines = next.lines;
    this.rounds = next.rounds;
    this.skunkSeen = next.seen;
    save(this.tableId, { lines: next.lines, rounds: next.rounds, seen: [...next.seen], last: this.#last });
  }
}

const storageKey = (tableId: string) => `spielcenter.hokus.journal.${tableId}`;

function load(tableId: string): Saved | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKey(tableId)) ?? 'null') as Saved | null;
    return raw && Array.isArray(raw.lines) && Array.isArray(raw.rounds) && Array.isArray(raw.seen)
      ? raw
      : null;
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
