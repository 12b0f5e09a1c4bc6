/**
 * Speedcoup „Hochformat: Hast du zehn oder mehr Karten, liegt deine Hand in zwei Reihen – so bleibt
 * jede Karte breit genug zum Antippen.“ (issue 38.12): the two rows follow the orientation, not a
 * phone's width — a tablet held upright (768 × 1024) gets them, the same tablet held sideways
 * (1024 × 768) keeps one row.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';
import { dealWith, openCoupTable } from './coup-tables';

const MINE = ['J1', 'J2', 'J3', 'G4', 'G5', 'U6', 'U7', 'P8', 'P9', 'D1'];
const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

afterAll(async () => {
  for (const b of browsers) await b.close();
});

/** How many rows the own hand's ten cards lie in. */
async function handRows(viewport: { width: number; height: number }): Promise<number> {
  const browser = await openBrowser(viewport);
  browsers.push(browser);
  const page: Page = await browser.context.newPage();
  await page.goto(inject('webUrl'));
  await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken') !== null);
  const tableId = await openCoupTable(page, inject('gatewayUrl'), {
    coup: 1,
    computers: 3,
    deck: { hands: dealWith(4, MINE) },
    seed: 'issue-38-portrait',
  });
  await page.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);
  const cards = page.getByTestId('hand-card');
  await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(MINE.length);
  const tops: number[] = [];
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box) tops.push(box.y);
  }
  expect(tops).toHaveLength(MINE.length);
  // A new row starts where a card's top lies more than 30 px below the previous one's.
  tops.sort((a, b) => a - b);
  return 1 + tops.filter((y, i) => i > 0 && y - (tops[i - 1] as number) > 30).length;
}

describe('Speedcoup’s hand in portrait', () => {
  it('lies in two rows on an upright tablet, in one on the same tablet held sideways', async () => {
    expect(await handRows({ width: 768, height: 1024 })).toBe(2);
    expect(await handRows({ width: 1024, height: 768 })).toBe(1);
  }, 150_000);
});
