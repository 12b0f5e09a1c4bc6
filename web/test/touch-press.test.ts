/**
 * „Auf dem Handy oder Tablet hältst du die Karte dafür kurz gedrückt“ with a real finger (issue
 * 38.11): a touch-enabled phone context and the DevTools protocol's touch events, which (unlike the
 * synthetic pointer events of boss-press.test) bring the pointerleave a real touch screen sends
 * right after the pointerup. The info window opened by the long press must still be there once
 * the finger is lifted (before, it closed on that pointerleave), and nothing is played by looking.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  browser = await openBrowser({ width: 390, height: 844 }, { touch: true });
  page = await browser.context.newPage();
  cdp = await browser.context.newCDPSession(page);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Two frames: what the page does after an event (its microtasks and a render) has happened. */
const frames = () =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('a long press with a real finger', () => {
  it('opens a hand card’s info window, which stays when the finger lifts; nothing is played', async () => {
    await page.goto(inject('webUrl'));
    await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken') !== null);
    const token = await page.evaluate(() => localStorage.getItem('spielcenter.guestToken'));
    const res = await fetch(inject('gatewayUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
        variables: {
          i: {
            game: 'boss',
            computers: 2,
            level: 'easy',
            tempo: 'fast',
            seed: 'issue-38-touch',
            options: { firstDealer: 1 },
          },
        },
      }),
    });
    const tableId = ((await res.json()) as { data: { startQuickGame: { tableId: string } } }).data
      .startQuickGame.tableId;
    await page.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);
    const card = page.getByTestId('hand-card').first();
    await card.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="table"][data-ready="true"]').waitFor({ timeout: 30_000 });
    const version = await page.getByTestId('table').getAttribute('data-version');
    const box = await card.boundingBox();
    expect(box).toBeTruthy();
    if (!box) return;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 3) };
    const info = page.getByTestId('card-info');

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await info.waitFor({ timeout: 3000 }); // the long press opens it while the finger rests
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await frames();
    expect(await info.count()).toBe(1);
    expect((await info.textContent())?.length ?? 0).toBeGreaterThan(3);
    // Looking played nothing: the table is where it was.
    expect(await page.getByTestId('table').getAttribute('data-version')).toBe(version);
  }, 90_000);
});
