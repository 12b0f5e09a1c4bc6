/**
 * The Spielcenter as an installable app (issue 39.3), in Debian's Chromium against the real stack:
 * the manifest a browser reads to install it, the service worker that keeps the shell and shows
 * the German offline page without a network (and never keeps a GraphQL answer), and a table that
 * goes on when the network comes back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const url = (path: string) => `${inject('webUrl')}${path}`;
const OFFLINE = 'Keine Verbindung – sobald du wieder online bist, geht es weiter.';

beforeAll(async () => {
  browser = await openBrowser({ width: 390, height: 844 });
  page = await browser.context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the Spielcenter as an app', () => {
  it('names a manifest with name, icons, theme colours and display standalone', async () => {
    await page.goto(url('/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Spielcenter',
      short_name: 'Spielcenter',
      lang: 'de',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f3d2e',
      background_color: '#0c3b2b',
    });
    const themeColours = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => [m.getAttribute('media'), m.getAttribute('content')]));
    expect(themeColours).toEqual([
      ['(prefers-color-scheme: light)', '#0f3d2e'],
      ['(prefers-color-scheme: dark)', '#0c3b2b'],
    ]);
    // Installable in Chromium: a 192 and a 512 PNG, and a maskable one for Android's round icons.
    const sizes: string[] = [];
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const file = await page.request.get(url(icon.src));
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') {
        const [w, h] = pngSize(await file.body());
        expect(`${w}x${h}`).toBe(icon.sizes);
        sizes.push(`${icon.sizes} ${icon.purpose}`);
      }
    }
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('keeps the shell, shows the German offline page without a network, and goes on when it returns', async () => {
    await page.goto(url('/'));
    // The service worker installs (it caches the shell) and takes the page over.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(url('/'));
    // A page loaded after the worker became active is controlled by it (clients.claim() may not
    // reach the page that installed it in time): load it again once the worker is ready.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor();

    await browser.context.setOffline(true);
    await page.goto(url('/bestenliste'));
    await expect.poll(() => page.getByRole('status').textContent()).toBe(OFFLINE);
    await expect.poll(() => page.title()).toBe('Keine Verbindung – Spielcenter');

    // Back online the page loads what the player wanted, by itself.
    await browser.context.setOffline(false);
    await page.waitForURL(url('/bestenliste'));
    await page.getByRole('heading', { name: 'Bestenliste' }).first().waitFor({ timeout: 30_000 });

    // What the cache holds: the built files and the static ones, never a page or a GraphQL answer.
    const cached = await page.evaluate(async () => {
      const out: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) out.push(new URL(request.url).pathname);
      return out;
    });
    expect(cached).toContain('/offline.html');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.some((p) => p.startsWith('/_app/immutable/'))).toBe(true);
    expect(cached.filter((p) => p.startsWith('/graphql') || p === '/' || p === '/bestenliste')).toEqual([]);
  }, 120_000);

  it('a decision made while the network is gone goes through when it returns, and the table goes on', async () => {
    const table = page.locator('[data-testid="table"]');
    await page.goto(url('/'));
    await page.getByTestId('game-boss').click();
    const form = page.locator('[data-testid="quick-game-form"][data-game="boss"]');
    await form.getByTestId('start-quick-game').click();
    await page.waitForURL(/\/tisch\//, { timeout: 30_000 });
    // The first own decision: a bid, or the Leitbranche when a CEO turned up (no clock either way).
    const decision = page
      .locator(
        '[data-bid][data-legal="true"]:not([disabled]), [data-testid="trump-choice"] button:not([disabled])',
      )
      .first();
    await decision.waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="table"][data-ready="true"]').waitFor();
    const before = Number(await table.getAttribute('data-version'));

    await browser.context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/graphql');
    await decision.click();
    await failed; // the act could not be sent; the page tries again with the same client id
    await browser.context.setOffline(false);

    await page.waitForFunction(
      (v) => Number(document.querySelector('[data-testid="table"]')?.getAttribute('data-version') ?? 0) > v,
      before,
      { timeout: 30_000 },
    );
    expect(await page.getByTestId('error').count()).toBe(0);
  }, 180_000);
});
