/**
 * Where things stand on Speedkrakau's table, as the rule text puts them: „Die Uhr oben zeigt deine
 * Bedenkzeit.“ (issue 38.15: the own clock at the top, not only at the own seat at the bottom,
 * counting down) and „Die Tafel in der Mitte zeigt immer das Höchstgebot und wer es hält“ (issue
 * 38.13: the Tafel in the middle, not in the top-left corner) — on a big screen and on a phone.
 * Each size leaves a screenshot in .logs/web-e2e.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';
import { MATCH_DEALS, SEED, startSeeded } from './krakau-play';
import { LOG_DIR } from './stack';

const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('Speedkrakau’s clock at the top and Tafel in the middle', () => {
  for (const viewport of [
    { width: 1366, height: 850 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the own Bedenkzeit at the top, counting down, and the Tafel in the middle (${viewport.width} × ${viewport.height})`, async () => {
      const browser = await openBrowser(viewport);
      browsers.push(browser);
      const page = await browser.context.newPage();
      await page.goto(inject('webUrl'));
      await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken') !== null);
      // The fixed first deal: the player (seat 0) is the forced bidder and decides first.
      const tableId = await startSeeded(
        page,
        `${inject('webUrl')}/graphql`,
        { deck: MATCH_DEALS },
        SEED,
        2,
        60,
      );
      expect(tableId).toMatch(/^t/);
      await page.goto(`${inject('webUrl')}/tisch/${tableId}`);
      const clock = page.getByTestId('clock-top');
      await clock.waitFor({ timeout: 30_000 });
      expect(await clock.textContent()).toMatch(/^\s*Deine Bedenkzeit: [01]:\d\d\s*$/);
      const first = await clock.textContent();
      await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first);
      // At the top: above the middle of the table, above every card of the own hand.
      const box = await clock.boundingBox();
      const table = await page.getByTestId('table').boundingBox();
      const hand = await page.getByTestId('hand-card').first().boundingBox();
      expect(box && table && hand).toBeTruthy();
      if (!box || !table || !hand) return;
      expect(box.y + box.height).toBeLessThan(table.y + table.height / 3);
      expect(box.y).toBeLessThan(hand.y);
      // Over nothing: no seat's badge lies under it.
      for (const seat of await page.locator('[data-testid="table"] > .seat').all()) {
        const b = await seat.boundingBox();
        if (!b) continue;
        const apart =
          b.x >= box.x + box.width ||
          box.x >= b.x + b.width ||
          b.y >= box.y + box.height ||
          box.y >= b.y + b.height;
        expect(apart).toBe(true);
      }
      // The Tafel in the middle: its centre within a tenth of the table's width of the table's
      // centre, below the top of the table and above the own hand.
      const tafel = await page.getByTestId('tafel').boundingBox();
      expect(tafel).toBeTruthy();
      if (!tafel) return;
      expect(Math.abs(tafel.x + tafel.width / 2 - (table.x + table.width / 2))).toBeLessThan(
        table.width / 10,
      );
      expect(tafel.y).toBeGreaterThan(table.y + 20);
      expect(tafel.y + tafel.height).toBeLessThan(hand.y);
      expect(await page.getByTestId('high-bid').textContent()).toMatch(/^\d+$/);
      await page.screenshot({
        path: join(LOG_DIR, `krakau-layout-${viewport.width}x${viewport.height}.png`),
      });
    }, 90_000);
  }
});
