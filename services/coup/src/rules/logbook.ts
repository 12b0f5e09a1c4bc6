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
