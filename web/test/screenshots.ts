/**
 * Screenshots of the pages against the fake gateway, for looking at the layout:
 *   node --conditions=@spielcenter/source --import tsx test/screenshots.ts [outDir]
 */
import { mkdirSync } from 'node:fs';
import { openBrowser } from './browser';
import { startFakeGateway } from './fake-gateway';
import { playWholeGame } from './play';
import { startWebServer } from './web-server';

const out = process.argv[2] ?? '.screens';
mkdirSync(out, { recursive: true });
const gateway = await startFakeGateway({ computerDelayMs: 10 });
const web = await startWebServer(gateway.url);
const browser = await openBrowser();
try {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    page.on('pageerror', (e) => console.log('pageerror', e));
    page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
    await page.goto(web.url);
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor();
    await page.screenshot({ path: `${out}/${name}-start.png` });
    await page.locator('[data-testid="clock-60"]').check({ force: true });
    await page.locator('[data-testid="start-quick-game"]').click();
    await page.locator('[data-testid="table"]').waitFor();
    // play a few rounds with a clock, then look
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const round = Number(await page.locator('[data-testid="table"]').getAttribute('data-round'));
      const phase = await page.locator('[data-testid="table"]').getAttribute('data-phase');
      if (round >= 5 && phase === 'play' && (await page.locator('[data-testid="trick-card"]').count()) >= 2) break;
      const bid = page.locator('[data-bid][data-legal="true"]').first();
      if (await bid.isVisible()) await bid.click();
      else {
        const card = page.locator('[data-testid="hand-card"][data-legal="true"]').first();
        if (await card.isVisible()) await card.click();
        else await page.waitForTimeout(50);
      }
    }
    await page.screenshot({ path: `${out}/${name}-play.png` });
    await page.locator('[data-testid="hand-card"]').nth(1).hover();
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${out}/${name}-tip.png` });
    // next bidding
    while ((await page.locator('[data-testid="bid-panel"]').count()) === 0) {
      const card = page.locator('[data-testid="hand-card"][data-legal="true"]').first();
      if (await card.isVisible()) await card.click().catch(() => {});
      else await page.waitForTimeout(50);
    }
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${out}/${name}-bid.png` });
    await page.keyboard.press('b');
    await page.screenshot({ path: `${out}/${name}-bilanz.png` });
    await page.keyboard.press('b');
    if (name === 'desktop') {
      try {
        await playWholeGame(page, 300_000, true);
      } catch (err) {
        console.log(String(err));
        await page.screenshot({ path: `${out}/${name}-stuck.png` });
        for (const t of gateway.tables.values()) console.log(JSON.stringify({ v: t.version, phase: t.state.phase, clock: t.clock }));
        console.log(await page.locator('[data-testid="table"]').getAttribute('data-version'));
      }
      await page.screenshot({ path: `${out}/${name}-final.png` });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await web.stop();
  await gateway.close();
}
