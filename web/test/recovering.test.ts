/**
 * The table page while its table recovers (issue 25): the table service sends a recovering notice
 * on the seat's subject while it retries a step whose service does not answer; the gateway repeats
 * the snapshot flagged, and the page shows "Verbindung zum Spieltisch wird wiederhergestellt …" until
 * the next snapshot. Here the notice is published as the table service does, on the real stack.
 */
import { connect } from '@nats-io/transport-node';
import { type RecoveringNotice, subjects } from '@spielcenter/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the recovering notice on the table page', () => {
  it('shows while the table recovers and ends with the next snapshot', async () => {
    await page.goto(inject('webUrl'));
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="computers-1"]').check({ force: true });
    await page.locator('[data-testid="clock-none"]').check({ force: true });
    await page.locator('[data-testid="tempo-fast"]').check({ force: true });
    await page.locator('[data-testid="start-quick-game"]').click();
    await page.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    const tableId = decodeURIComponent(page.url().split('/tisch/')[1] ?? '');
    // The player's bid: the table waits for it (no clock), so no other snapshot comes meanwhile.
    const bid = page.locator('[data-bid][data-legal="true"]').first();
    await bid.waitFor({ timeout: 60_000 });
    const banner = page.locator('[data-testid="recovering"]');
    expect(await banner.count()).toBe(0);

    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const notice: RecoveringNotice = { recovering: true, tableId, seat: 0 };
    nc.publish(subjects.seat(tableId, 0), JSON.stringify(notice));
    await nc.drain();
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.textContent()).toBe('Verbindung zum Spieltisch wird wiederhergestellt …');

    await bid.click();
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
  }, 180_000);
});
