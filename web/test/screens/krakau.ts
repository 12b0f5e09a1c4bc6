/**
 * Speedkrakau screenshots: the start form, the bidding with its hint, the musik and the giving, the
 * announcing, "Melduję?", the play with the trump sign, a refused card with its reason, "Gespielt"
 * (G), the Punktetafel (B) and the settlement board; two players' musik choice and laying away;
 * a table of four; the end board of a whole short match on the fixed deals of the browser test; the
 * Tagesblatt's entry on the start page and its table.
 */
import { FIRST_DEAL, MATCH_DEALS, MATCH_PLAN, playFirstGame, playMatch, startSeeded } from '../krakau-play';
import type { ScreenScript } from '../screenshots';

export const screens: ScreenScript = async ({ page, webUrl, gatewayUrl, shoot }) => {
  await page.goto(`${webUrl}/?spiel=krakau`);
  await page.locator('[data-testid="quick-game-form"][data-game="krakau"]').waitFor();
  await shoot('start');
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, { timeout: 15_000 });
  const tableId = await startSeeded(page, gatewayUrl, { target: 500, deck: [FIRST_DEAL] });
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

  // A whole short match on the fixed deals (two games): the end board.
  const match = await startSeeded(page, gatewayUrl, { target: 500, deck: MATCH_DEALS });
  await page.goto(`${webUrl}/tisch/${match}`);
  await page.locator('[data-testid="table"]').waitFor();
  await playMatch(page, MATCH_PLAN, 120_000);
  await shoot('end');

  // The Tagesblatt: the entry with the server's day, and its table.
  await page.goto(`${webUrl}/?spiel=krakau`);
  await page.locator('[data-testid="tagesblatt-date"]:not([data-date=""])').waitFor({ timeout: 15_000 });
  await page.locator('[data-testid="tagesblatt"]').scrollIntoViewIfNeeded();
  await shoot('tagesblatt');
  await page.locator('[data-testid="play-tagesblatt"]').click();
  await page.locator('[data-testid="daily-tag"]').waitFor({ timeout: 30_000 });
  await shoot('tagesblatt-table');

  // Two players: the choice of the two musiks and laying away two cards (12 cards in hand).
  const two = await startSeeded(page, gatewayUrl, { target: 500 }, 'krakau-e2e-2p-12', 1);
  await page.goto(`${webUrl}/tisch/${two}`);
  await page.locator('[data-testid="table"]').waitFor();
  await playFirstGame(page, 120_000, async (name) => {
    if (name === 'musik' || name === 'give') await shoot(`two-${name}`);
  });
  await shoot('two-settlement');

  // Four players: the dealer sits out.
  const four = await startSeeded(page, gatewayUrl, { target: 500 }, 'krakau-e2e-4p-1', 3);
  await page.goto(`${webUrl}/tisch/${four}`);
  await page.locator('[data-testid="table"][data-my-turn="true"]').waitFor({ timeout: 60_000 });
  await shoot('four');
};
