import { openBrowser } from '/work/main/web/test/browser';
import { startFakeGateway } from '/work/main/web/test/fake-gateway';
import { playWholeGame } from '/work/main/web/test/play';
import { startWebServer } from '/work/main/web/test/web-server';
const gateway = await startFakeGateway({ computerDelayMs: 15, dropPushes: true });
const web = await startWebServer(gateway.url);
const browser = await openBrowser();
const page = await browser.context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(web.url);
await page.locator('[data-testid="clock-none"]').check({ force: true });
await page.locator('[data-testid="tempo-fast"]').check({ force: true });
await page.locator('[data-testid="start-quick-game"]').click();
await page.locator('[data-testid="table"]').waitFor();
try { await playWholeGame(page, 150_000, true); console.log('done'); } catch (e) {
  console.log(String(e));
  await page.screenshot({ path: '/tmp/stuck.png' });
  for (const t of gateway.tables.values()) console.log(JSON.stringify({ v: t.version, phase: t.state.phase, toAct: t.state.phase }));
  console.log('page version', await page.locator('[data-testid="table"]').getAttribute('data-version'), await page.locator('[data-testid="table"]').getAttribute('data-debug'));
  console.log(await page.locator('[data-testid="turn"]').textContent(), await page.locator('[data-testid="table"]').getAttribute('data-ready'));
  console.log(await page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-card')}:${e.getAttribute('data-legal')}`).join(' ')));
  await page.locator('[data-testid="hand-card"][data-legal="true"]').first().click({ timeout: 2000 }).catch((e) => console.log('CLICK', String(e).slice(0, 1500)));
  console.log(await page.locator('[data-testid="error"]').textContent().catch(() => 'no error'));
}
await browser.close(); await web.stop(); await gateway.close();
