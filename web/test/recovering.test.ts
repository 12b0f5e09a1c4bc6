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
import { startFixedGame } from './boss-layout-helpers';
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
    // A fixed deal (issue 36.1): a CEO is turned up and the player deals, so the first decision
    // is the Leitbranche, every time (a random deal did so in one game of fifteen, and a test that
    // waited only for a bid timed out then). No clock: the table waits for it.
    await page.goto(inject('webUrl'));
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });
    const tableId = await startFixedGame(page, inject('gatewayUrl'), {
      clockSeconds: null,
      firstDealer: 0,
      seed: 'issue-36-recovering',
    });
    await page.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);
    const choice = page.getByTestId('trump-choice').getByRole('button', { disabled: false }).first();
    await page.locator('[data-testid="table"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await choice.waitFor({ timeout: 60_000 });
    const banner = page.locator('[data-testid="recovering"]');
    expect(await banner.count()).toBe(0);

    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const notice: RecoveringNotice = { recovering: true, tableId, seat: 0 };
    nc.publish(subjects.seat(tableId, 0), JSON.stringify(notice));
    await nc.drain();
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.textContent()).toBe('Verbindung zum Spieltisch wird wiederhergestellt …');

    await choice.click();
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
    // The choice went through: the table asks for the player's bid now.
    await page.locator('[data-bid][data-legal="true"]').first().waitFor({ timeout: 30_000 });
  }, 180_000);
});
