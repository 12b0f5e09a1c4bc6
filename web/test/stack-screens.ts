/**
 * Screenshots against the real stack with a 30 s clock (countdown, Nachfrist, default decision):
 *   node --conditions=@spielcenter/source --import tsx test/stack-screens.ts [outDir]
 */
import { mkdirSync } from 'node:fs';
import { openBrowser } from './browser';
import { startStack } from './stack';

const out = process.argv[2] ?? '.screens';
mkdirSync(out, { recursive: true });
const stack = await startStack();
const browser = await openBrowser();
try {
  const page = await browser.context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e));
  await page.goto(stack.webUrl);
  await page.locator('[data-testid="computers-2"]').check({ force: true });
  await page.locator('[data-testid="clock-30"]').check({ force: true });
  await page.locator('[data-testid="start-quick-game"]').click();
  await page.locator('[data-testid="table"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-bid][data-legal="true"]').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/stack-clock.png` });
  await page.waitForTimeout(30_000);
  await page.screenshot({ path: `${out}/stack-grace.png` });
  console.log('grace text:', await page.locator('.grace').textContent().catch(() => null));
  await page.waitForTimeout(11_000);
  await page.screenshot({ path: `${out}/stack-after-default.png` });
  console.log('my tricks/bid:', await page.locator('[data-testid="seat-0-tricks"]').textContent());
} finally {
  await browser.close();
  await stack.stop();
}
