/**
 * End to end, in headless Chromium (Debian's chromium through playwright-core) against the real
 * stack (test/stack.ts): start a quick Speedboss game against three computers at fast tempo without
 * a clock, play all 15 rounds by clicking legal bid buttons and hand cards, and see the
 * Jahresabschluss. Skipped (with the reason) while a part of the stack does not exist yet.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { playWholeGame } from './play';
import { missingParts, type Stack, startStack } from './stack';

const missing = missingParts();

describe.skipIf(missing.length > 0)('Speedboss in the browser against the whole stack', () => {
  let stack: Stack;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('plays a whole 4-player game at fast tempo to the Jahresabschluss', async () => {
    await page.goto(stack.webUrl);
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="computers-3"]').check({ force: true });
    await page.locator('[data-testid="level-easy"]').check({ force: true });
    await page.locator('[data-testid="clock-none"]').check({ force: true });
    await page.locator('[data-testid="tempo-fast"]').check({ force: true });
    await page.locator('[data-testid="start-quick-game"]').click();
    await page.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    await page.locator('[data-testid="table"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="round"]').textContent()).toContain('/ 15');

    const stats = await playWholeGame(page, 20 * 60_000);
    expect(stats.bids).toBe(15);
    expect(stats.cards).toBe(120); // one card per trick: 1 + 2 + … + 15

    const board = page.locator('[data-testid="final-table"]');
    await expect.poll(() => board.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await board.textContent()).toContain('Jahresabschluss');
    expect(await page.locator('[data-testid="final-row"]').count()).toBe(4);
    expect(problems).toEqual([]);
  }, 25 * 60_000);
});

if (missing.length > 0) {
  describe('Speedboss in the browser against the whole stack', () => {
    it.skip(`needs ${missing.join(', ')}`, () => {});
  });
}
