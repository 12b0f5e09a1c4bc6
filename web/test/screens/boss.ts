/** Speedboss screenshots: start page, bidding, a trick with the card info, the Bilanz, the end. */
import { playWholeGame } from '../boss-play';
import type { ScreenScript } from '../screenshots';

export const screens: ScreenScript = async ({ page, webUrl, shoot, viewport }) => {
  await page.goto(webUrl);
  await page.locator('[data-testid="game-boss"]').click();
  await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor();
  await shoot('start');
  await page.locator('[data-testid="computers-3"]').check({ force: true });
  await page.locator('[data-testid="clock-60"]').check({ force: true });
  await page.locator('[data-testid="tempo-fast"]').check({ force: true });
  await page.locator('[data-testid="start-quick-game"]').click();
  await page.locator('[data-testid="table"]').waitFor();
  await page.locator('[data-bid][data-legal="true"]').first().waitFor();
  await shoot('bid');
  // Play on until round 4's tricks run, then look.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const table = page.locator('[data-testid="table"]');
    const round = Number(await table.getAttribute('data-round'));
    if (
      round >= 4 &&
      (await table.getAttribute('data-phase')) === 'play' &&
      (await page.locator('[data-testid="trick-card"]').count()) >= 2
    )
      break;
    const bid = page.locator('[data-bid][data-legal="true"]').first();
    const card = page.locator('[data-testid="hand-card"][data-legal="true"]').first();
    if (await bid.isVisible()) await bid.click().catch(() => {});
    else if (await card.isVisible()) await card.click().catch(() => {});
    else await page.waitForTimeout(50);
  }
  await shoot('play');
  await page.locator('[data-testid="hand-card"]').nth(1).hover();
  await page.waitForTimeout(200);
  await shoot('card-info');
  await page.keyboard.press('b');
  await shoot('bilanz');
  await page.keyboard.press('b');
  if (viewport === 'desktop') {
    await playWholeGame(page, 15 * 60_000);
    await shoot('end');
  }
};
