/**
 * Speedcoup „Meister (nur solo) rechnet noch mehr Verteilungen, rund eine Sekunde je Karte – oben
 * steht dann „überlegt …““ (issue 38.16): while a Meister computer is to act, its seat above the
 * table says „überlegt …“ (before, only the status line above the own hand at the bottom did).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';
import { dealWith, openCoupTable } from './coup-tables';

// Without Dietrich 4: a computer is the Boss and begins, so a Meister is to act at once.
const MINE = ['J1', 'J2', 'J3', 'G4', 'G5', 'U6', 'U7', 'P8', 'P9', 'D1'];
let browser: Awaited<ReturnType<typeof openBrowser>>;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 850 });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('a Meister computer to act', () => {
  it('shows „überlegt …“ on its seat above the table, and nowhere once it has acted', async () => {
    const page = await browser.context.newPage();
    await page.goto(inject('webUrl'));
    await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken') !== null);
    const tableId = await openCoupTable(page, inject('gatewayUrl'), {
      coup: 1,
      computers: 3,
      level: 'master',
      deck: { hands: dealWith(4, MINE) },
      seed: 'issue-38-master',
    });
    await page.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);
    const thinking = page.locator('[data-testid$="-thinking"]');
    await thinking.first().waitFor({ timeout: 30_000 });
    // Read at one moment in the page: the seat that says so is one the table waits for.
    const seen = await page.evaluate(() => {
      const el = document.querySelector('[data-testid$="-thinking"]');
      const table = document.querySelector('[data-testid="table"]');
      const hand = document.querySelector('[data-testid="hand-card"]');
      return {
        text: el?.textContent ?? null,
        seat: Number(el?.getAttribute('data-testid')?.match(/^seat-(\d+)-/)?.[1]),
        toAct: (table?.getAttribute('data-to-act') ?? '').split(',').map(Number),
        above: !!el && !!hand && el.getBoundingClientRect().bottom < hand.getBoundingClientRect().top,
      };
    });
    expect(seen.text).toBe('überlegt …');
    expect(seen.toAct).toContain(seen.seat);
    expect(seen.above).toBe(true);
    // Once that seat has acted, it no longer says so.
    await page.waitForFunction(
      (s) =>
        !(document.querySelector('[data-testid="table"]')?.getAttribute('data-to-act') ?? '')
          .split(',')
          .includes(String(s)),
      seen.seat,
      { timeout: 30_000 },
    );
    expect(await page.getByTestId(`seat-${seen.seat}-thinking`).count()).toBe(0);
  }, 90_000);
});
