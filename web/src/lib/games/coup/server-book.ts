/**
 * Das Bandenbuch from the server (GraphQL `bandenbuch`, services/record): one page per line-up,
 * kept and decided there — the attempts, the unlocked coup, the skip, the points. The browser only
 * shows a page; what it may start the server decides again at every start.
 */
import { emptyLogbook, type Logbook, lineupKey } from '@spielcenter/coup';

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
