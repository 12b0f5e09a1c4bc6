/**
 * Speedkrakau screenshots: the start form, the bidding with its hint, the musik and the giving, the
 * announcing, "Melduję?", the play with the trump sign, a refused card with its reason, "Gespielt"
 * (G), the Punktetafel (B) and the settlement board. The end of a match is not shot: the computers
 * are still random movers, whose match need not end.
 */
import { playFirstGame, startSeeded } from '../krakau-play';
import type { ScreenScript } from '../screenshots';

export const screens: ScreenScript = async ({ page, webUrl, gatewayUrl, shoot }) => {
  await page.goto(`${webUrl}/?spiel=krakau`);
  await page.locator('[data-testid="quick-game-form"][data-game="krakau"]').waitFor();
  await shoot('start');
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, { timeout: 15_000 });
  const tableId = await startSeeded(page, gatewayUrl, { target: 500 });
  await page.goto(`${webUrl}/tisch/${tableId}`);
  await page.locator('[data-testid="table"]').waitFor();
  await playFirstGame(page, 120_000, async (name) => {
    await shoot(name);
    if (name === 'play') {
      await page.keyboard.press('g');
      await shoot('gespielt');
      await page.keyboard.press('g');
    }
  });
  await shoot('settlement');
  await page.keyboard.press('b');
  await shoot('punktetafel');
  await page.keyboard.press('b');
};
