/**
 * What this browser keeps of Speedcoup: the Tagescoup's attempts of each day (for the form until the
 * server answered; every attempt entered once, by its table id), and the Bandenbuch page it kept
 * before the Bandenbuch moved to the server (`books`, only read: shown once, „aus diesem Browser“).
 * The Bandenbuch itself — attempts, evenings, „Feierabend“, points, skips — is the server's
 * (services/record; `server-book.ts`, `book-query.ts`).
 */
import { dailyCoup, emptyLogbook, type Logbook, lineupKey } from '@spielcenter/coup';
import { browserStorage } from '$lib/storage';

export interface DailyRecord {
  readonly coup: number;
  /** Attempts started today (the next one deals attempt `attempts + 1`'s cards). */
  readonly attempts: number;
  /** The attempt in which it was made, null while open. */
  readonly madeIn: number | null;
}

export interface Store {
  /** The pages this browser kept before the server's Bandenbuch (read once, never written). */
  readonly books: Readonly<Record<string, Logbook>>;
  /** Tagescoup tables already entered (the last 100). */
  readonly recorded: readonly { readonly id: string; readonly points: number }[];
  readonly daily: Readonly<Record<string, DailyRecord>>;
}

/** What an attempt's outcome tells the Bandenbuch (the engine's `outcome.details`). */
export interface AttemptDetails {
  readonly coup: number;
  readonly success: boolean;
  readonly pfiff: boolean;
  readonly humanSignal: boolean;
  readonly daily: boolean;
  readonly attempt?: number;
}

export const STORAGE_KEY = 'spielcenter.coup.bandenbuch';

export function emptyStore(): Store {
  return { books: {}, recorded: [], daily: {} };
}

/** The local date "2026-12-03" (the Tagescoup and the evenings go by the player's day). */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The line-up of a solo table: you and the computers, and how many seats (the Schatten counts). */
export function soloLineup(players: number): string {
  const seats = players === 2 ? 3 : players;
  return lineupKey(['du', ...Array.from({ length: players - 1 }, (_, i) => `computer${i + 1}`)], seats);
}

export function bookOf(store: Store, lineup: string): Logbook {
  return store.books[lineup] ?? emptyLogbook(lineup);
}

/** Enters one finished Tagescoup attempt (once per table): in which attempt it was made. */
export function recordDaily(
  store: Store,
  tableId: string,
  d: AttemptDetails,
  now: Date = new Date(),
): { store: Store; fresh: boolean } {
  if (!d.daily || store.recorded.some((r) => r.id === tableId)) return { store, fresh: false };
  const today = localDate(now);
  const rec = store.daily[today] ?? { coup: d.coup, attempts: 0, madeIn: null };
  const attempt = d.attempt ?? rec.attempts;
  const madeIn = rec.madeIn ?? (d.success ? attempt : null);
  const recorded = [...store.recorded, { id: tableId, points: 0 }].slice(-100);
  return { store: { ...store, recorded, daily: { ...store.daily, [today]: { ...rec, madeIn } } }, fresh: true };
}

/** The Tagescoup of today and its next attempt number. */
export function dailyToday(store: Store, today: string): DailyRecord {
  return store.daily[today] ?? { coup: dailyCoup(today), attempts: 0, madeIn: null };
}

/** A new attempt at today's Tagescoup starts: count it (the same cards for everyone in attempt n). */
export function startDaily(store: Store, today: string): { store: Store; attempt: number } {
  const rec = dailyToday(store, today);
  const attempt = rec.attempts + 1;
  return { store: { ...store, daily: { ...store.daily, [today]: { ...rec, attempts: attempt } } }, attempt };
}

export function loadStore(storage: Pick<Storage, 'getItem'> | null = browserStorage()): Store {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return emptyStore();
    const parsed = JSON.parse(raw) as Partial<Store>;
    const store = { ...emptyStore(), ...parsed };
    return {
      books: store.books,
      daily: store.daily,
      recorded: store.recorded.filter((r) => typeof r === 'object' && r !== null),
    };
  } catch {
    return emptyStore();
  }
}

export function saveStore(store: Store, storage: Pick<Storage, 'setItem'> | null = browserStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // not kept in private mode
  }
}

export const OLD_SHOWN_KEY = 'spielcenter.coup.bandenbuch.shown';

/**
 * The page this browser kept before the Bandenbuch moved to the server, shown once (labelled „aus
 * diesem Browser“) and then never again: null when it has no attempt or was shown already. It
 * never counts for unlocking or points — those are the server's page.
 */
export function takeOldBook(
  lineup: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage(),
): Logbook | null {
  try {
    if (!storage || storage.getItem(OLD_SHOWN_KEY)) return null;
    const book = bookOf(loadStore(storage), lineup);
    if (Object.keys(book.coups).length === 0) return null;
    storage.setItem(OLD_SHOWN_KEY, new Date().toISOString());
    return book;
  } catch {
    return null;
  }
}
