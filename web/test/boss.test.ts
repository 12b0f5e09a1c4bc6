/**
 * Speedboss in headless Chromium (Debian's chromium through playwright-core) against the real
 * stack: the start page lists every game; a quick game against three computers at fast tempo
 * without a clock; a bid by key; a reload mid-game; the Bilanz by B; the whole game by clicking
 * (with one illegal card and the engine's reason); the Jahresabschluss; "Nochmal spielen".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recordClockAndNotFound, type Seen } from './boss-layout-helpers';
import { playWholeGame } from './boss-play';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  // Remembers whether "Diesen Tisch gibt es nicht (mehr)" ever showed (issue 20, item 1).
  await page.addInitScript(recordClockAndNotFound);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('Speedboss in the browser against the whole stack', () => {
  it('lists all five games and starts a quick Speedboss game from the start page', async () => {
    await page.goto(inject('webUrl'));
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });
    for (const id of ['boss', 'coup', 'cruise', 'krakau', 'hokus'])
      expect(await page.locator(`[data-testid="game-${id}"]`).count(), id).toBe(1);
    await page.locator('[data-testid="computers-3"]').check({ force: true });
    await page.locator('[data-testid="level-easy"]').check({ force: true });
    await page.locator('[data-testid="clock-none"]').check({ force: true });
    await page.locator('[data-testid="tempo-fast"]').check({ force: true });
    await page.locator('[data-testid="start-quick-game"]').click();
    await page.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    // The table shows at once: never "Diesen Tisch gibt es nicht (mehr)".
    await page.locator('[data-testid="table"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="not-found"]').count()).toBe(0);
    expect(await page.locator('[data-testid="round"]').textContent()).toContain('Runde 1 / 15');
    expect(await page.evaluate(() => localStorage.getItem('spielcenter.guestToken'))).toBeTruthy();
  });

  it('bids by key and keeps the table over a reload', async () => {
    const firstLegal = page.locator('[data-bid][data-legal="true"]').first();
    // A turned-up CEO (about one deal in fifteen) makes the dealing player choose the Leitbranche
    // before anybody bids (issue 36.1): answer what the table asks, as a person would.
    const trump = page.getByTestId('trump-choice').getByRole('button', { disabled: false }).first();
    await firstLegal.or(trump).first().waitFor({ timeout: 60_000 });
    if ((await trump.count()) > 0) await trump.click();
    await firstLegal.waitFor({ timeout: 60_000 });
    const bid = Number(await firstLegal.getAttribute('data-bid'));
    await page.keyboard.press(String(bid));
    await expect
      .poll(() => page.locator('[data-testid="seat-0-tricks"]').textContent(), { timeout: 10_000 })
      .toContain(`/${bid}`);
    const url = page.url();
    await page.reload();
    await page.locator('[data-testid="table"]').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(url);
    expect(await page.locator('[data-testid="seat-0-tricks"]').textContent()).toContain(`/${bid}`);
  });

  it('opens and closes the Bilanz with B', async () => {
    await page.locator('body').click({ position: { x: 5, y: 200 } });
    await page.keyboard.press('b');
    await page.locator('[data-testid="bilanz"]').waitFor({ timeout: 5000 });
    await page.keyboard.press('b');
    await expect.poll(() => page.locator('[data-testid="bilanz"]').count()).toBe(0);
  });

  it(
    'plays the whole game by clicking to the Jahresabschluss',
    async () => {
      const stats = await playWholeGame(page, 20 * 60_000);
      expect(stats.bids).toBe(14); // round 1 was bid by key
      expect(stats.cards).toBe(120); // one card per trick: 1 + 2 + … + 15
      expect(stats.refusal).toMatch(/bedienen|Bedienpflicht/);
      const board = page.locator('[data-testid="final-table"]');
      await expect.poll(() => board.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await board.textContent()).toContain('Jahresabschluss');
      const rows = page.locator('[data-testid="final-row"]');
      expect(await rows.count()).toBe(4);
      expect(await rows.first().getAttribute('data-rank')).toBe('1');
    },
    25 * 60_000,
  );

  it('shows every round in the Bilanz and starts a new game with "Nochmal spielen"', async () => {
    await page.keyboard.press('b');
    const sheet = page.locator('[data-testid="bilanz"]');
    await sheet.waitFor({ timeout: 5000 });
    expect(await sheet.locator('tbody tr').count()).toBe(15);
    await page.keyboard.press('b');
    const before = page.url();
    await page.locator('[data-testid="rematch"]').click();
    await page.waitForURL((u) => u.toString() !== before && /\/tisch\//.test(u.pathname), {
      timeout: 30_000,
    });
    await page.locator('[data-testid="table"][data-round="1"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid="final-table"]').count()).toBe(0);
    // Not for a moment "Diesen Tisch gibt es nicht (mehr)" after "Nochmal spielen".
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
    expect(seen.notFound).toBe(false);
    expect(problems).toEqual([]);
  });
});
