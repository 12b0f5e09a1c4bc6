/**
 * Speedkrakau „Die Uhr oben zeigt deine Bedenkzeit.“ (issue 38.15): at a table with a clock, the own
 * clock stands at the top of the table (not only at the own seat at the bottom) and counts down,
 * on a big screen and on a phone.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';
import { MATCH_DEALS, SEED, startSeeded } from './krakau-play';

const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('Speedkrakau’s clock at the top', () => {
  for (const viewport of [
    { width: 1366, height: 850 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the own Bedenkzeit at the top and counts it down (${viewport.width} × ${viewport.height})`, async () => {
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
      expect(await clock.textContent()).toMatch(/^⏱ Deine Bedenkzeit: [01]:\d\d$/);
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
    }, 90_000);
  }
});
