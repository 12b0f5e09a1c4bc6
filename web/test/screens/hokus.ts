/**
 * Speedhokus screenshots: the start form and its Tournee; the simultaneous first placement with a hat's info
 * window; the number row with its red numbers; a foreign table's and a magician's info window;
 * the delivery (own top hat glowing, then the foreign tables); a skunk penalty when one comes the
 * player's way; the Bilanz; the Matinee design; the end board. Desktop with four magicians, the
 * phone with six (compact cards above).
 */
import type { Page } from 'playwright-core';
import { newStats, playUntil, settled, startShow } from '../hokus-play';
import type { ScreenScript } from '../screenshots';

async function myTurn(page: Page, phase: string): Promise<void> {
  await page
    .locator(`[data-testid="table"][data-my-turn="true"][data-phase="${phase}"][data-ready="true"]`)
    .waitFor({ timeout: 60_000 });
}

async function hover(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().hover();
  await page.waitForTimeout(600);
}

export const screens: ScreenScript = async ({ page, webUrl, gatewayUrl, shoot, viewport }) => {
  await page.goto(`${webUrl}/?spiel=hokus`);
  await page.locator('[data-testid="quick-game-form"][data-game="hokus"]').waitFor();
  const computers = viewport === 'phone' ? 5 : 3;
  await page.locator(`[data-testid="computers-${computers}"]`).check({ force: true });
  await page.locator('[data-testid="tempo-fast"]').check({ force: true });
  await shoot('start');
  // the Tournee's stations with their rivals, then back to the Freie Vorstellung
  await page.locator('[data-testid="solo-tournee"]').check({ force: true });
  await page.locator('[data-testid="tournee"]').waitFor();
  await shoot('tournee');
  await page.locator('[data-testid="solo-free"]').check({ force: true });
  const tableId = await startShow(page, gatewayUrl, computers, `hokus-screens-${viewport}`, 8);
  await page.goto(`${webUrl}/tisch/${tableId}`);
  await myTurn(page, 'setup');
  await shoot('setup');
  await hover(page, '[data-testid="hand-hat"][data-kind="skunk"]');
  await shoot('hat-info');
  await page.locator('[data-testid="hand-hat"][data-kind="skunk"]').click();
  await page.mouse.move(0, 0);
  await myTurn(page, 'placing');
  await shoot('announce');
  await hover(page, viewport === 'phone' ? '[data-testid="poster-1"]' : '[data-testid="table-1"]');
  await shoot(viewport === 'phone' ? 'card-info' : 'table-info');
  await hover(page, '[data-testid="poster-2"]');
  await shoot('record-info');
  await page.mouse.move(0, 0);
  // Everything on all tables: the delivery begins at once, the own (skunk) hat first.
  await page.keyboard.press('End');
  await page.locator('[data-testid="announce"]').click();
  await myTurn(page, 'lifting');
  await shoot('lift-own');
  await page.keyboard.press('Enter');
  await settled(page);
  await page.waitForTimeout(800);
  await shoot('skunk');
  const stats = newStats();
  await playUntil(page, (l) => l.mine && l.phase === 'lifting' && !l.liftOwn, 60_000, stats);
  await shoot('lift-foreign');
  if ((await page.locator('[data-testid="final-table"]').count()) === 0) {
    await page.keyboard.press('b');
    await page.locator('[data-testid="scoresheet"]').waitFor();
    await shoot('bilanz');
    await page.keyboard.press('b');
    await page.locator('[data-testid="gear"]').click();
    await page.locator('[data-testid="gear-matinee"]').check();
    await page.locator('[data-testid="gear-dialog"] button').click();
    await shoot('matinee');
    await page.locator('[data-testid="gear"]').click();
    await page.locator('[data-testid="gear-matinee"]').uncheck();
    await page.locator('[data-testid="gear-dialog"] button').click();
  }
  await playUntil(page, (l) => l.mine && (l.phase === 'draw' || l.phase === 'discard'), 40_000, stats).then(
    async () => {
      if ((await page.locator('[data-testid="final-table"]').count()) === 0) await shoot('penalty');
    },
    () => {},
  );
  await playUntil(page, () => false, 180_000, stats);
  await page.locator('[data-testid="final-table"]').waitFor();
  await shoot('end');
};
