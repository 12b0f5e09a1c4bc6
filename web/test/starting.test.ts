/**
 * A start whose first step is slow (issue 36.5): the tables worker is stopped (SIGSTOP, as a node
 * under load or a worker restarting looks to the gateway), so the new table's workflow exists but
 * cannot publish its first snapshot before the gateway answers the start (GATEWAY_FIRST_SNAPSHOT_MS,
 * 5 s in the test stack). The page must not strand the player on "Diesen Tisch gibt es nicht (mehr)": it shows that
 * the table is being set up and keeps asking, and once the service runs again the table is there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
const worker = inject('pids').tables ?? 0;
let stopped = false;

beforeAll(async () => {
  browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  if (stopped) process.kill(worker, 'SIGCONT');
  await browser?.close();
});

describe('a table whose first step is slower than the start', () => {
  it('shows "being set up" until the table is there, never "no such table"', async () => {
    expect(worker).toBeGreaterThan(0);
    const page = await browser.context.newPage();
    await page.goto(inject('webUrl'));
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });

    process.kill(worker, 'SIGSTOP');
    stopped = true;
    await page.getByRole('button', { name: 'Los geht’s' }).click();
    await page.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    const banner = page.getByTestId('recovering');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toBe('Verbindung zum Spieltisch wird wiederhergestellt …');
    await page.getByText('Der Tisch wird geladen …').waitFor();
    expect(await page.getByTestId('not-found').count()).toBe(0);

    process.kill(worker, 'SIGCONT');
    stopped = false;
    await page.locator('[data-testid="table"][data-ready="true"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByTestId('not-found').count()).toBe(0);
  }, 120_000);
});
