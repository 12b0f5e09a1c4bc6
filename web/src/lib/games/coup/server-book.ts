/**
 * Das Bandenbuch from the server (GraphQL `bandenbuch`, services/record): one page per line-up,
 * kept and decided there — the attempts, the unlocked coup, the skip, the points. The browser only
 * shows a page; what it may start the server decides again at every start.
 */
import {
  CAMPAIGN,
  emptyLogbook,
  type Logbook,
  lineupKey,
  mayPlay,
  maySkip,
  unlockedCoup,
} from '@spielcenter/coup';

export interface ServerPage {
  readonly lineup: string;
  readonly seats: number;
  readonly players: readonly { readonly playerId: string; readonly name: string }[];
  readonly coups: Logbook['coups'];
  readonly unlocked: number;
  readonly maySkip: boolean;
  readonly points: number;
  readonly attempts: number;
  readonly lastAt: number | null;
  readonly failedTonight: Readonly<Record<string, number>>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The pages of the server's answer (entries out of shape left out). */
export function readPages(data: unknown): ServerPage[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (p): p is ServerPage =>
      isObj(p) &&
      typeof p.lineup === 'string' &&
      isObj(p.coups) &&
      typeof p.unlocked === 'number' &&
      typeof p.points === 'number' &&
      Array.isArray(p.players),
  );
}

/** The page of a quick game's line-up: the player alone with computers at `seats` seats. */
export function soloPage(pages: readonly ServerPage[], playerId: string, seats: number): ServerPage | null {
  const lineup = lineupKey([playerId], seats);
  return pages.find((p) => p.lineup === lineup) ?? null;
}

/** A page as the engine's Logbook (an empty one before the line-up's first attempt). */
export function bookOfPage(page: ServerPage | null, lineup = page?.lineup ?? ''): Logbook {
  return page ? { lineup: page.lineup, coups: page.coups } : emptyLogbook(lineup);
}

export type CoupStatus = 'made' | 'open' | 'skipped' | 'locked';

/** How a coup stands in a line-up's Bandenbuch. */
export function coupStatus(book: Logbook, n: number): CoupStatus {
  const r = book.coups[String(n)];
  if (r?.solvedAt) return 'made';
  if (!mayPlay(book, n)) return 'locked';
  if (r?.skipped) return 'skipped';
  return 'open';
}

/** The coup the form offers first: the remembered one if it may be played, else the unlocked one. */
export function offeredCoup(book: Logbook, wanted: unknown): number {
  return typeof wanted === 'number' && mayPlay(book, wanted) ? wanted : unlockedCoup(book);
}

export const STATUS_WORDS: Readonly<Record<CoupStatus, string>> = {
  made: 'geschafft',
  open: 'frei',
  skipped: 'übersprungen',
  locked: 'gesperrt',
};

/**
 * „anderen Coup wählen“ at a table with people, as the solo form marks them: every coup with its
 * status on the line-up's page (locked ones may not be chosen), and the skip when the unlocked coup
 * failed 8 times („darf die Bande ihn bei der Coup-Wahl überspringen. Er wird grau markiert“): an
 * attempt at the next coup skips it (the server decides again).
 */
export function coupChoices(book: Logbook): {
  readonly coups: readonly { readonly n: number; readonly title: string; readonly status: CoupStatus }[];
  readonly unlocked: number;
  readonly skip: { readonly skipped: number; readonly to: number } | null;
} {
  const unlocked = unlockedCoup(book);
  return {
    coups: CAMPAIGN.map((c) => ({ n: c.n, title: c.title, status: coupStatus(book, c.n) })),
    unlocked,
    skip: maySkip(book) ? { skipped: unlocked, to: unlocked + 1 } : null,
  };
}

/** A line-up the open-table form may open a table for: its page (null: a new line-up, coup 1). */
export interface LineupChoice {
  readonly lineup: string;
  readonly label: string;
  readonly page: ServerPage | null;
}

/**
 * The line-ups a table with people may be opened for at `seats` seats („Jede Besetzung … hat ihre
 * eigene Seite“; the line-up is only known once the seats fill, so the host chooses whose page the
 * coup grid shows): every page of the player with others at that many seats, the most recent first,
 * then a new line-up (coup 1), then the player alone with computers (free seats filled). The
 * record checks the coup again when a seat fills and at the start.
 */
export function openTableChoices(
  pages: readonly ServerPage[],
  me: string | null,
  seats: number,
): LineupChoice[] {
  const names = (p: ServerPage) =>
    p.players.filter((x) => x.playerId !== me).map((x) => x.name);
  const groups = pages
    .filter((p) => p.seats === seats && p.players.length > 1 && p.players.some((x) => x.playerId === me))
    .map((p) => {
      const others = names(p);
      const who = `${others.slice(0, -1).join(', ')}${others.length > 1 ? ' und ' : ''}${others.at(-1) ?? ''}`;
      return { lineup: p.lineup, label: `Mit ${who} (freigeschaltet: Coup ${p.unlocked})`, page: p };
    });
  const solo = me ? pages.find((p) => p.lineup === lineupKey([me], seats)) ?? null : null;
  return [
    ...groups,
    { lineup: '', label: 'Neue Besetzung (Coup 1)', page: null },
    ...(solo ? [{ lineup: solo.lineup, label: `Du mit Computern (freigeschaltet: Coup ${solo.unlocked})`, page: solo }] : []),
  ];
}
