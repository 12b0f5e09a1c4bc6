/**
 * Speedcoup attempts played in the page the way a person would, on fixed deals so the course does
 * not depend on the computers' choices:
 * - coup 1: the player is the Boss, takes the loot (Juwelen 9), reloads, calls "Pfiff!", votes,
 *   tries to pass a Dietrich (refused with the engine's reason), passes, shows a signal and wins
 *   the first trick with the loot: made.
 * - coup 28 (mark 1, a sick member): the player is the Boss, declares a computer sick, takes the
 *   marked loot and one more, wins trick 1 with Dietrich 4 and leads another's loot in trick 2:
 *   failed in trick 2.
 * `at(name)` is called at every state worth looking at (the screenshot script shoots there).
 * Also: playing any attempt to its end by clicking the first possible move.
 */
import type { Page } from 'playwright-core';
import { dealWith, myTurn, openCoupTable, waitPhase } from './coup-tables';
import { clickMove, nextChange, StallWatch } from './play-guard';

export type At = (name: string) => Promise<void>;
const none: At = async () => {};

export const COUP1_MINE = ['D1', 'D2', 'D3', 'D4', 'J9', 'G1', 'G2', 'U1', 'U2', 'P1'];
export const COUP28_MINE = ['D1', 'D2', 'D3', 'D4', 'J9', 'G9', 'U9', 'P9', 'J8', 'G8'];

async function openTable(
  page: Page,
  urls: Urls,
  input: Parameters<typeof openCoupTable>[2],
): Promise<string> {
  const id = await openCoupTable(page, urls.gatewayUrl, input);
  await page.goto(`${urls.webUrl}/tisch/${encodeURIComponent(id)}`);
  await page.locator('[data-testid="table"]').waitFor({ timeout: 20_000 });
  return id;
}

export interface Urls {
  readonly webUrl: string;
  readonly gatewayUrl: string;
}

export interface Coup1Report {
  tableId: string;
  advice: string | null;
  refusal: string | null;
  reloadedUrl: string;
  turnAfterReload: string | null;
}

export async function coup1Made(page: Page, urls: Urls, at: At = none): Promise<Coup1Report> {
  const tableId = await openTable(page, urls, {
    coup: 1,
    computers: 3,
    deck: { hands: dealWith(4, COUP1_MINE), loot: ['J9'] },
  });
  await myTurn(page);
  const loot = page.locator('[data-testid="loot-card"][data-card="J9"]');
  await loot.hover();
  const tip = page.locator('[data-testid="loot-advice"]');
  await tip.waitFor({ timeout: 5000 });
  const advice = await tip.textContent();
  await at('loot-choice');
  await loot.click();
  await waitPhase(page, 'play');
  await myTurn(page);
  // Reload mid-attempt: the same table, the same state.
  const url = page.url();
  await page.reload();
  await myTurn(page);
  const turnAfterReload = await page.locator('[data-testid="turn"]').textContent();
  await page.locator('[data-testid="pfiff"]').click();
  await page.locator('[data-testid="pfiff-vote"]').waitFor();
  await at('pfiff-vote');
  await page.locator('[data-testid="vote-left"]').click();
  await waitPhase(page, 'pfiffPass');
  await myTurn(page, { alone: true });
  await page.locator('[data-testid="hand-card"][data-card="D1"]').click();
  const why = page.locator('[data-testid="why-not"]');
  await why.waitFor({ timeout: 5000 });
  const refusal = await why.textContent();
  await at('pass-refused');
  await page.locator('[data-testid="hand-card"][data-card="G1"]').click();
  await waitPhase(page, 'play');
  await myTurn(page);
  await page.locator('[data-testid="signal-toggle"]').click();
  await page.locator('[data-testid="hand"][data-mode="signal"]').waitFor();
  await at('signal-choice');
  await page.locator('[data-testid="hand-card"][data-card="J9"]').click();
  await page.locator('[data-testid="seat-0-signal"]').waitFor();
  await myTurn(page);
  await at('signal-shown');
  await page.locator('[data-testid="hand-card"][data-card="J9"]').click();
  await page.locator('[data-testid="result"]').waitFor({ timeout: 30_000 });
  await at('made');
  return { tableId, advice, refusal, reloadedUrl: url, turnAfterReload };
}

export interface Coup28Report {
  tableId: string;
  question: string | null;
  lootOwners: [string, string][];
}

export async function coup28Failed(page: Page, urls: Urls, at: At = none): Promise<Coup28Report> {
  const loot = ['J9', 'G9', 'U9', 'P9', 'J8'];
  const tableId = await openTable(page, urls, {
    coup: 28,
    computers: 3,
    deck: { hands: dealWith(4, COUP28_MINE), loot },
  });
  await myTurn(page);
  await page.locator('[data-testid="boss-dialog"]').waitFor();
  const question = await page.locator('[data-testid="boss-dialog"]').textContent();
  await at('boss-question');
  await page.locator('[data-testid="pick-3"]').click();
  await waitPhase(page, 'draft');
  await myTurn(page);
  await page.locator('[data-testid="loot-card"][data-card="J9"]').hover();
  await page.locator('[data-testid="loot-advice"]').waitFor({ timeout: 5000 });
  await at('loot-marked');
  await page.locator('[data-testid="loot-card"][data-card="J9"]').click();
  await myTurn(page);
  await page.locator('[data-testid="loot-card"][data-legal="true"]').first().click();
  await waitPhase(page, 'play');
  await myTurn(page);
  await page.locator('[data-testid="hand-card"][data-card="D4"]').click();
  await page.locator('[data-testid="trick-winner"]').waitFor();
  await myTurn(page);
  await page.locator('[data-testid="last-trick"]').hover();
  await page.locator('[data-testid="last-trick-panel"]').waitFor();
  await at('last-trick');
  const lootOwners = (await page
    .locator('[data-testid="loot-card"]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-card') ?? '', e.getAttribute('data-owner') ?? '']),
    )) as [string, string][];
  const foreign = lootOwners.find(([, owner]) => owner !== '0');
  if (!foreign) throw new Error(`no loot of another seat: ${JSON.stringify(lootOwners)}`);
  await page.locator(`[data-testid="hand-card"][data-card="${foreign[0]}"]`).click();
  await page.locator('[data-testid="result"]').waitFor({ timeout: 30_000 });
  await at('failed');
  return { tableId, question, lootOwners };
}

/** One look at the page: the first thing a person could click now (a single round trip). */
function nextMove(page: Page): Promise<string | 'result' | 'wait'> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="result"]')) return 'result';
    const t = document.querySelector('[data-testid="table"]');
    if (t?.getAttribute('data-ready') !== 'true' || t.getAttribute('data-my-turn') !== 'true') return 'wait';
    for (const sel of [
      '[data-testid="loot-card"][data-legal="true"]',
      '[data-testid="hand"]:not([data-mode="signal"]) [data-testid="hand-card"][data-legal="true"]',
      '[data-testid="pile-card"][data-legal="true"]',
      '[data-testid^="answer-"]',
      '[data-testid^="pick-"]',
      '[data-testid^="vote-"]',
      '[data-testid="keep"]',
    ]) {
      const el = document.querySelector(sel);
      if (!el) continue;
      const card = el.getAttribute('data-card');
      const id = el.getAttribute('data-testid');
      return card ? `[data-testid="${id}"][data-card="${card}"]` : `[data-testid="${id}"]`;
    }
    return 'wait';
  });
}

/** Plays the attempt on the page to its end by always clicking the first possible move. */
export async function playToEnd(page: Page, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const stall = new StallWatch(page, 'Speedcoup');
  let clicks = 0;
  while (Date.now() < deadline) {
    await stall.check();
    const move = await nextMove(page);
    if (move === 'result') return clicks;
    if (move === 'wait') {
      await nextChange(page, stall.seen);
      continue;
    }
    // A miss means the table moved on first (another look decides); any other failure fails.
    if (!(await clickMove(page, move))) continue;
    clicks++;
    await page.waitForFunction(
      () => document.querySelector('[data-testid="table"]')?.getAttribute('data-ready') !== 'false',
      null,
      { timeout: 15_000, polling: 30 },
    );
  }
  throw new Error(`the attempt did not end within ${Math.round(timeoutMs / 1000)} s`);
}
