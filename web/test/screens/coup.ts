/**
 * Speedcoup screenshots: the start with the coup choice and the case file; the Boss's question;
 * the loot choice with its info window; "Letzter Stich"; a failed attempt, its Nachbesprechung and
 * the Bandenbuch; the Pfiff vote, a refused pass, the signal, a made coup; two players with the
 * Schatten's piles. Desktop (1366 × 850, 1366 × 768) and phone (390 × 844: two rows of cards).
 */
import { coup1Made, coup28Failed } from '../coup-play';
import { dealTwo, myTurn, openCoupPair } from '../coup-tables';
import type { ScreenScript } from '../screenshots';

export const screens: ScreenScript = async ({ page, webUrl, gatewayUrl, shoot }) => {
  const urls = { webUrl, gatewayUrl };
  // A moment for the page to settle (colours change with the state) before each picture.
  const at = async (name: string) => {
    await page.waitForTimeout(250);
    await shoot(name);
  };
  await page.goto(`${webUrl}/?spiel=coup`);
  await page.getByRole('heading', { name: 'Allein mit Computern: Speedcoup' }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'));
  await shoot('start');

  await coup28Failed(page, urls, at);
  await page.locator('[data-testid="open-review"]').click();
  await page.keyboard.press('ArrowRight');
  await shoot('review');
  await page.locator('[data-testid="review-fail"]').click();
  await shoot('review-failed-trick');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid="open-bandenbuch"]').click();
  await shoot('bandenbuch');
  await page.keyboard.press('Escape');

  await coup1Made(page, urls, at);

  // Two players: the Boss takes loot for the Schatten and plays its open cards.
  const mine = ['D1', 'D4', 'J1', 'J2', 'J3', 'G1', 'G2', 'G3', 'U1', 'U2', 'U3', 'P1', 'P2'];
  const id = await openCoupPair(page, gatewayUrl, { coup: 4, deck: dealTwo(mine) });
  await page.goto(`${webUrl}/tisch/${encodeURIComponent(id)}`);
  for (let i = 0; i < 80; i++) {
    await myTurn(page);
    if ((await page.locator('[data-testid="pile-card"][data-legal="true"]').count()) > 0) break;
    const move = page
      .locator('[data-testid="loot-card"][data-legal="true"], [data-testid="hand-card"][data-legal="true"]')
      .first();
    if (
      (await page.locator('[data-testid="table"][data-phase="draft"]').count()) > 0 &&
      (await page.locator('[data-testid="turn"]').textContent())?.includes('Schatten')
    )
      await shoot('schatten-loot');
    await move.click();
  }
  await shoot('schatten-turn');
};
