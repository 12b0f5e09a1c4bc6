/**
 * Speedcoup tables for the browser tests: fixed deals (the gateway of the test stack allows
 * `options.deck`), opened for the page's own guest through the gateway, and the waits a person
 * would do ("until it is my turn").
 */
import type { Page } from 'playwright-core';

export interface CoupTableInput {
  readonly coup: number;
  readonly computers: number;
  readonly deck?: { hands: string[][]; loot?: string[]; shadow?: [string, string][] };
  readonly seed?: string;
  readonly pfiff?: 'wish' | 'every';
  /** The computers' level (default easy). */
  readonly level?: 'easy' | 'normal' | 'strong' | 'master';
}

const COLOURS = ['J', 'G', 'U', 'P'];
const ALL = [
  ...COLOURS.flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => `${c}${v}`)),
  'D1',
  'D2',
  'D3',
  'D4',
];

/** A deal for `players` (4 or 5) seats: seat 0 holds `mine`, the rest goes round the others. */
export function dealWith(players: number, mine: readonly string[]): string[][] {
  const size = 40 / players;
  const rest = ALL.filter((c) => !mine.includes(c));
  const hands: string[][] = [[...mine]];
  for (let s = 1; s < players; s++) hands.push(rest.splice(0, size));
  return hands;
}

/** A deal for two players and the Schatten: seat 0 holds `mine` (13 cards), the Schatten's seven
 * piles take the first free colour cards, the other seat the rest. */
export function dealTwo(mine: readonly string[]): { hands: string[][]; shadow: [string, string][] } {
  const rest = ALL.filter((c) => !mine.includes(c));
  const colours = rest.filter((c) => !c.startsWith('D')).slice(0, 14);
  const shadow = Array.from(
    { length: 7 },
    (_, i) => [colours[2 * i], colours[2 * i + 1]] as [string, string],
  );
  return { hands: [[...mine], rest.filter((c) => !colours.includes(c))], shadow };
}

/** Opens a solo table as the page's guest (who must have visited the web once); returns its id. */
export async function openCoupTable(page: Page, gatewayUrl: string, input: CoupTableInput): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('spielcenter.guestToken'));
  if (!token) throw new Error('no guest token in the page yet');
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($input: QuickGameInput!) { startQuickGame(input: $input) { tableId } }',
      variables: {
        input: {
          game: 'coup',
          computers: input.computers,
          level: input.level ?? 'easy',
          tempo: 'fast',
          seed: input.seed ?? null,
          options: {
            coup: input.coup,
            pfiff: input.pfiff ?? 'wish',
            ...(input.deck ? { deck: input.deck } : {}),
          },
        },
      },
    }),
  });
  const body = (await res.json()) as { data?: { startQuickGame?: { tableId: string } }; errors?: unknown };
  const id = body.data?.startQuickGame?.tableId;
  if (!id) throw new Error(`startQuickGame failed: ${JSON.stringify(body.errors)}`);
  return id;
}

/**
 * Two players with the Schatten: a table with people („Allein spielst du mit zwei bis vier
 * Computern“), opened by the page's guest with a computer on the free seat and started at once.
 */
export async function openCoupPair(
  page: Page,
  gatewayUrl: string,
  input: Omit<CoupTableInput, 'computers' | 'seed'>,
): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('spielcenter.guestToken'));
  if (!token) throw new Error('no guest token in the page yet');
  const call = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (!body.data) throw new Error(`${query.slice(0, 40)} failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const opened = await call('mutation($i: OpenTableInput!) { openTable(input: $i) { tableId } }', {
    i: {
      game: 'coup',
      seats: 2,
      fill: 'easy',
      tempo: 'fast',
      options: {
        coup: input.coup,
        pfiff: input.pfiff ?? 'wish',
        ...(input.deck ? { deck: input.deck } : {}),
      },
    },
  });
  const id = (opened.openTable as { tableId: string }).tableId;
  await call('mutation($t: ID!) { startTable(tableId: $t) }', { t: id });
  return id;
}

const TABLE = '[data-testid="table"]';

/** Waits until the table is ready and it is my turn (optionally: only mine, nobody else's). */
export async function myTurn(page: Page, { alone = false, timeout = 30_000 } = {}): Promise<void> {
  await page.waitForFunction(
    (only) => {
      const t = document.querySelector('[data-testid="table"]');
      if (t?.getAttribute('data-ready') !== 'true' || t.getAttribute('data-my-turn') !== 'true') return false;
      return !only || t.getAttribute('data-to-act') === '0';
    },
    alone,
    { timeout, polling: 50 },
  );
}

/** Waits until the table shows this phase. */
export async function waitPhase(page: Page, kind: string, timeout = 30_000): Promise<void> {
  await page.locator(`${TABLE}[data-phase="${kind}"]`).waitFor({ timeout });
}
