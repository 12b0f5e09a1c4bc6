/**
 * Speedcruise's Rat in headless Chromium against the real stack: „Rat (R): was der starke Computer
 * jetzt tun würde (nur ohne andere Menschen am Tisch)“. At a quick game against a computer, and at
 * an open table for three where the host is the only person and computers take the free seats:
 * the board offers the button, R shows the strong computer's move in words, the button closes and
 * opens it again. (A table with another person: the gateway refuses, gateway/src/advice.test.ts.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { openBrowser } from './browser';
import { LOG_DIR } from './stack';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const problems: string[] = [];

/** A GraphQL call from the page with the page's guest token. */
async function gql<T>(query: string, variables: Record<string, unknown>, on: Page = page): Promise<T> {
  return on.evaluate(
    async ({ url, query, variables }) => {
      const token = localStorage.getItem('spielcenter.guestToken');
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data as T;
    },
    { url: `${inject('webUrl')}/graphql`, query, variables },
  );
}

async function guest(on: Page): Promise<void> {
  await on.goto(`${inject('webUrl')}/?spiel=cruise`);
  await on.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, { timeout: 30_000 });
}

async function myTurnAt(tableId: string): Promise<void> {
  await page.goto(`${inject('webUrl')}/tisch/${tableId}`);
  await page
    .locator('[data-testid="table"][data-my-turn="true"][data-phase="move"][data-ready="true"]')
    .waitFor({ timeout: 60_000 });
}

/** R shows the strong computer's move (a passenger named, its points), the button closes it. */
async function adviceByKeyAndButton(): Promise<void> {
  const button = page.locator('[data-testid="advice-button"]');
  await button.waitFor({ timeout: 10_000 });
  expect(await button.getAttribute('title')).toContain('Taste R');
  await page.keyboard.press('r');
  const advice = page.locator('[data-testid="advice"]');
  await expect.poll(() => advice.textContent(), { timeout: 20_000 }).toMatch(/Punkt|Bar|tauschen/);
  expect(await advice.textContent()).not.toMatch(/überlegt|nur ohne/);
  await button.click();
  await expect.poll(() => advice.count()).toBe(0);
  await button.click();
  await expect.poll(() => advice.textContent(), { timeout: 20_000 }).toMatch(/Punkt|Bar|tauschen/);
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
}, 60_000);

beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({ path: `${LOG_DIR}/cruise-advice-failed.png` }).catch(() => {});
    console.log(`${ctx.task.name}: ${problems.join(' | ')}`);
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('Speedcruise: Rat (R) without other people at the table', () => {
  it('a quick game against a computer: the button and R show the strong computer’s move', async () => {
    await guest(page);
    const { startQuickGame } = await gql<{ startQuickGame: { tableId: string } }>(
      'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
      {
        i: {
          game: 'cruise',
          computers: 1,
          level: 'easy',
          clockSeconds: null,
          tempo: 'fast',
          seed: 'cruise-advice-solo',
          options: { mode: 'classic' },
        },
      },
    );
    await myTurnAt(startQuickGame.tableId);
    await adviceByKeyAndButton();
  });

  it('an open table where computers took the free seats: the host alone gets the Rat too', async () => {
    // Another guest (a browser profile of its own) opens the table.
    await browser.close();
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
    await guest(page);
    const { openTable } = await gql<{ openTable: { tableId: string } }>(
      'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId } }',
      {
        i: {
          game: 'cruise',
          seats: 3,
          fill: 'easy',
          clockSeconds: null,
          tempo: 'fast',
          options: { mode: 'classic' },
        },
      },
    );
    const tableId = openTable.tableId;
    await gql('mutation($t: ID!) { startTable(tableId: $t) }', { t: tableId });
    await myTurnAt(tableId);
    await adviceByKeyAndButton();
    expect(problems).toEqual([]);
  });
});
