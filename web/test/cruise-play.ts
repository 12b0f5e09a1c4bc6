/**
 * Plays Speedcruise in the page the way a person would, from what the page marks: choose a
 * glowing passenger, click a glowing chair (a second passenger when one fits), "Setzen"; the pure
 * table's "Hand −1"; the bar when nothing else goes; a purple director; "aus dem Beutel ziehen".
 * Stops at the Endtafel.
 */
import type { Page } from 'playwright-core';

export interface CruiseStats {
  moves: number;
  seatings: number;
  twoPassengers: number;
  bar: number;
  swaps: number;
  pure: number;
  draws: number;
  /** Station notices seen on the board (the trigger named). */
  notices: string[];
}

type Move =
  | { readonly kind: 'final' | 'wait' }
  | {
      readonly kind: 'draw' | 'pure' | 'seat' | 'bar' | 'swap' | 'mark' | 'select';
      readonly selector: string;
    };

/** One look at the page: what to click now (a single round trip). */
export function nextMove(page: Page): Promise<Move & { notice: string | null }> {
  return page.evaluate(() => {
    const q = (s: string) => document.querySelector(s);
    const notice = q('[data-testid="station-notice"]')?.textContent?.trim() ?? null;
    const table = q('[data-testid="table"]');
    if (q('[data-testid="final-table"]')) return { kind: 'final', notice } as const;
    if (table?.getAttribute('data-ready') !== 'true' || table.getAttribute('data-my-turn') !== 'true')
      return { kind: 'wait', notice } as const;
    const at = (kind: string, selector: string) =>
      ({ kind, selector, notice }) as Move & { notice: string | null };
    if (q('[data-testid="draw-button"]')) return at('draw', '[data-testid="draw-button"]');
    if (q('[data-testid="pure-hand"]')) return at('pure', '[data-testid="pure-hand"]');
    const marked = document.querySelectorAll('[data-testid="chair"][data-marked="true"]').length;
    const complete = q('[data-testid="seat-button"][data-complete="true"]');
    const selected = q('[data-testid="hand-tile"][data-selected="true"]');
    const more = q('[data-testid="hand-tile"][data-active="true"][data-marked="false"]');
    if (complete && (marked >= 2 || !more)) return at('seat', '[data-testid="seat-button"]');
    if (selected) {
      const lit =
        q('[data-testid="dining-room"] [data-testid="chair"][data-lit="true"][data-alone="true"]') ??
        q('[data-testid="dining-room"] [data-testid="chair"][data-lit="true"]');
      if (lit)
        return at('mark', `[data-testid="dining-room"] [data-chair="${lit.getAttribute('data-chair')}"]`);
      const swap = q('[data-testid="dining-room"] [data-testid="chair"][data-swap="true"]');
      if (swap)
        return at('swap', `[data-testid="dining-room"] [data-chair="${swap.getAttribute('data-chair')}"]`);
      if (q('[data-testid="bar-button"][data-ok="true"]')) return at('bar', '[data-testid="bar-button"]');
    }
    // a passenger that can do something, not the one chosen already (it had nothing to do)
    const tiles = [
      ...document.querySelectorAll('[data-testid="hand-tile"][data-active="true"][data-marked="false"]'),
    ];
    const pick = tiles.find((t) => t.getAttribute('data-selected') !== 'true') ?? tiles[0];
    if (pick) return at('select', `[data-testid="hand-tile"][data-tile="${pick.getAttribute('data-tile')}"]`);
    return { kind: 'wait', notice } as const;
  });
}

/** Waits until the page has taken an action in (or refused it). */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('[data-testid="table"]')?.getAttribute('data-ready') !== 'false',
      null,
      {
        timeout: 15_000,
        polling: 30,
      },
    )
    .catch(() => {});
}

export async function playWholeCruise(page: Page, timeoutMs: number): Promise<CruiseStats> {
  const stats: CruiseStats = {
    moves: 0,
    seatings: 0,
    twoPassengers: 0,
    bar: 0,
    swaps: 0,
    pure: 0,
    draws: 0,
    notices: [],
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const move = await nextMove(page);
    if (move.notice && !stats.notices.includes(move.notice)) stats.notices.push(move.notice);
    if (move.kind === 'final') return stats;
    if (move.kind === 'wait') {
      await page.waitForTimeout(40);
      continue;
    }
    const marked =
      move.kind === 'seat' ? await page.locator('[data-testid="chair"][data-marked="true"]').count() : 0;
    const clicked = await page
      .locator(move.selector)
      .first()
      .click({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!clicked) continue;
    if (move.kind === 'seat') {
      stats.seatings++;
      if (marked >= 2) stats.twoPassengers++;
    } else if (move.kind === 'pure') {
      stats.pure++;
      stats.seatings++;
    } else if (move.kind === 'bar') stats.bar++;
    else if (move.kind === 'swap') stats.swaps++;
    else if (move.kind === 'draw') stats.draws++;
    if (['seat', 'pure', 'bar', 'swap'].includes(move.kind)) stats.moves++;
    await settled(page);
  }
  throw new Error(
    `the cruise did not end within ${Math.round(timeoutMs / 1000)} s (${JSON.stringify(stats)})`,
  );
}
