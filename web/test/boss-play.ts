/**
 * Plays a Speedboss game in the page the way a person would: when it is our turn, click the first
 * legal bid button, trump firm or hand card (the page marks them from the snapshot's legal list);
 * stop when the final table (Jahresabschluss) shows.
 */
import type { Page } from 'playwright-core';
import { clickMove, nextChange, StallWatch } from './play-guard';

export interface PlayStats {
  bids: number;
  cards: number;
  trumpChoices: number;
  rounds: number;
  /** An illegal card clicked on purpose and the German reason the page showed. */
  refusal: string | null;
}

type Move =
  | { kind: 'final' }
  | { kind: 'wait' }
  | { kind: 'bid' | 'trump' | 'card' | 'illegal'; selector: string };

/** One look at the page: what can be clicked now (a single round trip). */
export function nextMove(page: Page, probeIllegal: boolean): Promise<Move & { round: number }> {
  return page.evaluate((probe) => {
    const table = document.querySelector('[data-testid="table"]');
    const round = Number(table?.getAttribute('data-round') ?? 0);
    if (document.querySelector('[data-testid="final-table"]')) return { kind: 'final', round } as const;
    if (table?.getAttribute('data-ready') !== 'true') return { kind: 'wait', round } as const;
    const bid = document.querySelector('[data-bid][data-legal="true"]:not([disabled])');
    if (bid) return { kind: 'bid', selector: `[data-bid="${bid.getAttribute('data-bid')}"]`, round } as const;
    const trump = document.querySelector(
      '[data-testid^="trump-"]:not([disabled]):not([data-testid="trump-card"]):not([data-testid="trump-firm"]):not([data-testid="trump-choice"])',
    );
    if (trump)
      return {
        kind: 'trump',
        selector: `[data-testid="${trump.getAttribute('data-testid')}"]`,
        round,
      } as const;
    const card = document.querySelector('[data-testid="hand-card"][data-legal="true"]');
    if (card) {
      const illegal = document.querySelector('[data-testid="hand-card"][data-legal="false"]');
      const pick = probe && illegal ? illegal : card;
      return {
        kind: pick === card ? 'card' : 'illegal',
        selector: `[data-testid="hand-card"][data-card="${pick.getAttribute('data-card')}"]`,
        round,
      } as const;
    }
    return { kind: 'wait', round } as const;
  }, probeIllegal);
}

export async function playWholeGame(page: Page, timeoutMs: number, log = false): Promise<PlayStats> {
  const stats: PlayStats = { bids: 0, cards: 0, trumpChoices: 0, rounds: 0, refusal: null };
  const deadline = Date.now() + timeoutMs;
  const stall = new StallWatch(page, 'Speedboss');
  let lastRound = 0;
  let probed = false;
  while (Date.now() < deadline) {
    await stall.check();
    const move = await nextMove(page, !probed);
    if (move.round !== lastRound) {
      lastRound = move.round;
      stats.rounds++;
      if (log) console.log(`round ${move.round}`);
    }
    if (move.kind === 'final') return stats;
    if (move.kind === 'wait') {
      await nextChange(page, stall.seen);
      continue;
    }
    // A miss means the table moved on first (another look decides); any other failure fails.
    if (!(await clickMove(page, move.selector))) continue;
    if (move.kind === 'bid') stats.bids++;
    else if (move.kind === 'trump') stats.trumpChoices++;
    else if (move.kind === 'card') stats.cards++;
    else {
      // An illegal card: the page says why and sends nothing.
      probed = true;
      const why = page.locator('[data-testid="why-not"]');
      await why.waitFor({ timeout: 3000 });
      stats.refusal = await why.textContent();
    }
    await settled(page);
  }
  throw new Error(`the game did not end within ${Math.round(timeoutMs / 1000)} s (${JSON.stringify(stats)})`);
}

/** Waits until the page has taken the last action in (or refused it) before looking again. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="table"]')?.getAttribute('data-ready') !== 'false',
    null,
    { timeout: 15_000, polling: 30 },
  );
}
