/**
 * The lamp and the bulb exactly where the gateway gives advice (issue 38.18/19): one reading of
 * „Allein gegen den Computer“ for every game — no other person at the table — and none at the
 * Tagesvorstellung („einen Rat gibt es hier nicht“). Before, Speedhokus showed its bulb at the
 * Tagesvorstellung (a press only brought a refusal), and Speedkrakau's lamp never came at an open
 * table whose other seats the host filled with computers, although nobody else sat there.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 850 });
  page = await browser.context.newPage();
  await page.goto(inject('webUrl'));
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken') !== null);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** A GraphQL call as the page's guest, through the web's own /graphql. */
async function call(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('spielcenter.guestToken'));
  const res = await fetch(inject('gatewayUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data) throw new Error(`${query.slice(0, 40)} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const ADVICE = 'query($t: ID!) { advice(tableId: $t) { reason } }';

describe('where the advisor is offered', () => {
  it('Speedkrakau: the lamp at an open table filled with computers, and the gateway answers there', async () => {
    const opened = await call('mutation($i: OpenTableInput!) { openTable(input: $i) { tableId } }', {
      i: { game: 'krakau', seats: 3, fill: 'easy', tempo: 'fast', options: {} },
    });
    const tableId = (opened.openTable as { tableId: string }).tableId;
    await call('mutation($t: ID!) { startTable(tableId: $t) }', { t: tableId });
    await page.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);
    await page.locator('[data-testid="table"][data-my-turn="true"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('lamp').waitFor({ timeout: 10_000 });
    const answer = await call(ADVICE, { t: tableId });
    expect((answer.advice as { reason: string } | null)?.reason).toMatch(/\w{4,}/);
    await page.getByTestId('leave').click();
    await page.getByTestId('leave').click();
  }, 120_000);

  it('Speedhokus: no bulb at the Tagesvorstellung („einen Rat gibt es hier nicht“)', async () => {
    await page.goto(inject('webUrl'));
    const started = await call('mutation($g: Game!) { startDaily(game: $g, tempo: fast) { tableId } }', {
      g: 'hokus',
    });
    const tableId = (started.startDaily as { tableId: string }).tableId;
    await page.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);
    await page.locator('[data-testid="table"][data-ready="true"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="table"][data-my-turn="true"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('advisor').count()).toBe(0);
    await page.keyboard.press('r');
    expect(await page.getByTestId('advice').count()).toBe(0);
  }, 120_000);
});
