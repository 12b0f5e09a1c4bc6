/**
 * Plays Speedcruise in the page the way a person would, from what the page marks: choose a
 * glowing passenger, click a glowing chair (a second passenger when one fits), "Setzen"; the pure
 * table's "Hand −1"; the bar when nothing else goes; a purple director; "aus dem Beutel ziehen".
 * Stops at the Endtafel.
 */
import type { Page } from 'playwright-core';
import { clickMove, nextChange, StallWatch } from './play-guard';

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
  | { readonly kind: 'final' }
  | { readonly kind: 'wait' }
  | {
      readonly kind: 'draw' | 'pure' | 'seat' | 'bar' | 'swap' | 'mark' | 'select';
      readonly selector: string;
    };

/**
 * One look at the page: what to click now (a single round trip). No named inner functions: the
 * callback runs in the page, where a bundler's name helpers do not exist.
 */
export async function nextMove(page: Page): Promise<Move & { notice: string | null }> {
  const [kind, selector, notice] = await page.evaluate((): [Move['kind'], string, string | null] => {
    const doc = document;
    const notice = doc.querySelector('[data-testid="station-notice"]')?.textContent?.trim() ?? null;
    const table = doc.querySelector('[data-testid="table"]');
    if (doc.querySelector('[data-testid="final-table"]')) return ['final', '', notice];
    if (table?.getAttribute('data-ready') !== 'true' || table.getAttribute('data-my-turn') !== 'true')
      return ['wait', '', notice];
    if (doc.querySelector('[data-testid="draw-button"]'))
      return ['draw', '[data-testid="draw-button"]', notice];
    if (doc.querySelector('[data-testid="pure-hand"]')) return ['pure', '[data-testid="pure-hand"]', notice];
    const room = '[data-testid="dining-room"]';
    const marked = doc.querySelectorAll(`${room} [data-testid="chair"][data-marked="true"]`).length;
    const complete = doc.querySelector('[data-testid="seat-button"][data-complete="true"]');
    const more = doc.querySelector('[data-testid="hand-tile"][data-active="true"][data-marked="false"]');
    if (complete && (marked >= 2 || !more)) return ['seat', '[data-testid="seat-button"]', notice];
    if (doc.querySelector('[data-testid="hand-tile"][data-selected="true"]')) {
      const lit =
        doc.querySelector(`${room} [data-testid="chair"][data-lit="true"][data-alone="true"]`) ??
        doc.querySelector(`${room} [data-testid="chair"][data-lit="true"]`);
      if (lit) return ['mark', `${room} [data-chair="${lit.getAttribute('data-chair')}"]`, notice];
      const swap = doc.querySelector(`${room} [data-testid="chair"][data-swap="true"]`);
      if (swap) return ['swap', `${room} [data-chair="${swap.getAttribute('data-chair')}"]`, notice];
      if (doc.querySelector('[data-testid="bar-button"][data-ok="true"]'))
        return ['bar', '[data-testid="bar-button"]', notice];
    }
    // a passenger that can do something, not the one chosen already (it had nothing to do)
    const tiles = [
      ...doc.querySelectorAll('[data-testid="hand-tile"][data-active="true"][data-marked="false"]'),
    ];
    const pick = tiles.find((t) => t.getAttribute('data-selected') !== 'true') ?? tiles[0];
    if (pick)
      return ['select', `[data-testid="hand-tile"][data-tile="${pick.getAttribute('data-tile')}"]`, notice];
    return ['wait', '', notice];
  });
  return (kind === 'final' || kind === 'wait' ? { kind, notice } : { kind, selector, notice }) as Move & {
    notice: string | null;
  };
}

/** Waits until the page has taken an action in (or refused it). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="table"]')?.getAttribute('data-ready') !== 'false',
    null,
    { timeout: 15_000, polling: 30 },
  );
}

export async function playWholeCruise(page: Page, timeoutMs: number): Promise<CruiseStats> {
  return playUntil(page, async () => false, timeoutMs);
}

/** Plays on until `until` holds (checked before every click) or the Endtafel shows. */
export async function playUntil(
  page: Page,
  until: () => Promise<boolean>,
  timeoutMs: number,
): Promise<CruiseStats> {
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
  const stall = new StallWatch(page, 'Speedcruise');
  while (Date.now() < deadline) {
    await stall.check();
    const move = await nextMove(page);
    if (move.notice && !stats.notices.includes(move.notice)) stats.notices.push(move.notice);
    if (move.kind === 'final') return stats;
    if (move.kind !== 'wait' && (await until())) return stats;
    if (move.kind === 'wait') {
      await nextChange(page, stall.seen);
      continue;
    }
    const marked =
      move.kind === 'seat' ? await page.locator('[data-testid="chair"][data-marked="true"]').count() : 0;
    // A miss means the table moved on first (another look decides); any other failure fails.
    if (!(await clickMove(page, move.selector))) continue;
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
