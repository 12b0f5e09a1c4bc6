/**
 * Bandenbuch: one page per line-up (who with whom, how many seats): attempts per coup, Pfiff, when
 * solved, skipped coups, badges; points for the leaderboard. Pure data functions.
 */
export interface CoupRecord {
  /** Attempts in the Bandenbuch, including the one extra attempt the first Pfiff costs. */
  attempts: number;
  /** Failed attempts, all evenings together (for skipping). */
  failed: number;
  /** Failed attempts per evening (points). */
  failedByEvening: Record<string, number>;
  pfiff: boolean;
  /** When first solved (caller's timestamp), or null. */
  solvedAt: string | null;
  skipped: boolean;
  badges: { gold: boolean; blue: boolean; green: boolean };
}

export interface Logbook {
  lineup: string;
  coups: Record<string, CoupRecord>;
}

export interface AttemptReport {
  coup: number;
  success: boolean;
  /** A Pfiff happened in this attempt. */
  pfiff: boolean;
  /** A human gave a signal in this attempt. */
  humanSignal: boolean;
  /** The evening (e.g. "2026-12-02"), for the points. */
  evening: string;
  /** Timestamp of the attempt, stored when solved. */
  at: string;
}

export const SKIP_AFTER_FAILED = 8;
export const LAST_COUP = 50;

/** The key of a line-up: the players sorted, plus the number of seats. */
export function lineupKey(playerIds: readonly string[], seats: number): string {
  return `${[...playerIds].sort().join('+')}#${seats}`;
}

export function emptyLogbook(lineup: string): Logbook {
  return { lineup, coups: {} };
}

function record(book: Logbook, coup: number): CoupRecord {
  return (
    book.coups[String(coup)] ?? {
      attempts: 0,
      failed: 0,
      failedByEvening: {},
      pfiff: false,
      solvedAt: null,
      skipped: false,
      badges: { gold: false, blue: false, green: false },
    }
  );
}

/** Points per solved coup: 5 + coup number, minus one per failed attempt that evening, at least 3. */
export function coupPoints(coup: number, failedTonight: number): number {
  return Math.max(3, 5 + coup - failedTonight);
}

/** The coup after the highest solved (or skipped) one. */
export function unlockedCoup(book: Logbook): number {
  let high = 0;
  for (const [k, r] of Object.entries(book.coups))
    if (r.solvedAt !== null || r.skipped) high = Math.max(high, Number(k));
  return Math.min(LAST_COUP, high + 1);
}

/** The highest open coup may be skipped after 8 failed attempts (all evenings together). */
export function maySkip(book: Logbook): boolean {
  const open = unlockedCoup(book);
  const r = record(book, open);
  return r.solvedAt === null && !r.skipped && r.failed >= SKIP_AFTER_FAILED && open < LAST_COUP;
}

export function skipCoup(book: Logbook): Logbook {
  if (!maySkip(book)) return book;
  const open = unlockedCoup(book);
  return { ...book, coups: { ...book.coups, [String(open)]: { ...record(book, open), skipped: true } } };
}

/** May the line-up play this coup now (any coup up to the unlocked one, skipped ones included)? */
export function mayPlay(book: Logbook, coup: number): boolean {
  return coup >= 1 && coup <= unlockedCoup(book);
}

/** Enters one finished attempt; returns the new page and the points each member earns. */
export function recordAttempt(book: Logbook, a: AttemptReport): { book: Logbook; points: number } {
  const r = record(book, a.coup);
  const firstPfiff = a.pfiff && !r.pfiff;
  const tonight = r.failedByEvening[a.evening] ?? 0;
  const next: CoupRecord = {
    attempts: r.attempts + 1 + (firstPfiff ? 1 : 0),
    failed: r.failed + (a.success ? 0 : 1),
    failedByEvening: { ...r.failedByEvening, [a.evening]: tonight + (a.success ? 0 : 1) },
    pfiff: r.pfiff || a.pfiff,
    solvedAt: r.solvedAt ?? (a.success ? a.at : null),
    skipped: r.skipped && !a.success,
    badges: {
      gold: r.badges.gold || (a.success && r.attempts === 0),
      blue: r.badges.blue || (a.success && !a.pfiff),
      green: r.badges.green || (a.success && !a.humanSignal),
    },
  };
  const points = a.success ? coupPoints(a.coup, tonight) : 0;
  return { book: { ...book, coups: { ...book.coups, [String(a.coup)]: next } }, points };
}

/**
 * "An diesem Abend": an evening of a line-up is a run of its attempts with less than 4 hours
 * between one and the next; an attempt 4 hours or more after the line-up's last one opens a new
 * evening. The only place this is decided (the record service and the rules page read it).
 */
export const EVENING_GAP_MS = 4 * 3600_000;

/** May the line-up start this coup: any coup up to the unlocked one, or skip the unlocked one? */
export function mayStart(book: Logbook, coup: number): boolean {
  return mayPlay(book, coup) || (coup === unlockedCoup(book) + 1 && maySkip(book));
}

/** One attempt as the record keeps it (epoch ms). */
export interface PageAttempt {
  readonly coup: number;
  readonly success: boolean;
  readonly pfiff: boolean;
  readonly humanSignal: boolean;
  readonly at: number;
}

export interface Page {
  readonly book: Logbook;
  /** The evening of the last attempt ("e1", "e2" …), null before any. */
  readonly evening: string | null;
  /** Epoch ms of the last attempt. */
  readonly lastAt: number | null;
  /** The points each attempt earned, in order. */
  readonly points: readonly number[];
  /** „Feierabend“ came after the last attempt: its evening is over. */
  readonly ended: boolean;
}

/**
 * A line-up's page from its attempts in the order they were made: the evenings by EVENING_GAP_MS
 * and the line-up's „Feierabend“ (`ends`, epoch ms: an attempt after one opens a new evening), and
 * an attempt at the coup after a skippable open one skips that one first.
 */
export function pageOf(lineup: string, attempts: readonly PageAttempt[], ends: readonly number[] = []): Page {
  let book = emptyLogbook(lineup);
  let evening = 0;
  let lastAt: number | null = null;
  const points: number[] = [];
  for (const a of attempts) {
    const last = lastAt;
    const ended = last !== null && ends.some((e) => e >= last && e <= a.at);
    if (last === null || a.at - last >= EVENING_GAP_MS || ended) evening += 1;
    lastAt = a.at;
    if (a.coup === unlockedCoup(book) + 1 && maySkip(book)) book = skipCoup(book);
    const r = recordAttempt(book, { ...a, evening: `e${evening}`, at: new Date(a.at).toISOString() });
    book = r.book;
    points.push(r.points);
  }
  const last = lastAt;
  const ended = last !== null && ends.some((e) => e >= last);
  return { book, evening: last === null ? null : `e${evening}`, lastAt: last, points, ended };
}

/** The failed attempts at `coup` in the evening an attempt at `now` belongs to (none after „Feierabend“). */
export function failedTonight(page: Page, coup: number, now: number): number {
  if (page.evening === null || page.lastAt === null || page.ended || now - page.lastAt >= EVENING_GAP_MS)
    return 0;
  return page.book.coups[String(coup)]?.failedByEvening[page.evening] ?? 0;
}
