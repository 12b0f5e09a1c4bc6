/**
 * Speedcruise screenshots: the start form, the dining room, the chair hints of a chosen passenger,
 * a table's info window, the Tischlupe, a marked move, the draw with its clock, the route card
 * after stations, the score sheet and (desktop and phone) the Endtafel.
 */
import type { Page } from 'playwright-core';
import { playUntil, playWholeCruise } from '../cruise-play';
import type { ScreenScript } from '../screenshots';

const room = '[data-testid="dining-room"]';

async function myMove(page: Page, phase: 'move' | 'draw'): Promise<void> {
  await page
    .locator(`[data-testid="table"][data-my-turn="true"][data-phase="${phase}"][data-ready="true"]`)
    .waitFor({ timeout: 60_000 });
}

/** Chooses the first passenger with glowing chairs; returns a glowing chair. */
async function chooseWithChairs(page: Page): Promise<string | null> {
  const active = page.locator('[data-testid="hand-tile"][data-active="true"][data-marked="false"]');
  for (let i = 0; i < (await active.count()); i++) {
    await active.nth(i).click();
    const lit = page.locator(`${room} [data-testid="chair"][data-lit="true"]`);
    if ((await lit.count()) > 0) return lit.first().getAttribute('data-chair');
  }
  return null;
}

export const screens: ScreenScript = async ({ page, webUrl, shoot, viewport }) => {
  await page.goto(`${webUrl}/?spiel=cruise`);
  await page.locator('[data-testid="quick-game-form"][data-game="cruise"]').waitFor();
  await shoot('start');
  await page.locator('[data-testid="computers-2"]').check({ force: true });
  await page.locator('[data-testid="clock-120"]').check({ force: true });
  await page.locator('[data-testid="tempo-fast"]').check({ force: true });
  await page.locator('[data-testid="start-quick-game"]').click();
  await page.locator('[data-testid="table"]').waitFor();
  await myMove(page, 'move');
  await shoot('room');

  const chair = await chooseWithChairs(page);
  await page.mouse.move(0, 0);
  await shoot('hints');
  if (chair) {
    const table = page.locator(`${room} [data-testid^="table-T"]`).first();
    await table.hover();
    await page.waitForTimeout(600);
    await shoot('table-info');
    await page.locator(`${room} [data-chair="${chair}"]`).hover();
    await page.waitForTimeout(600);
    await shoot('chair-info');
    const at = await page.evaluate((c) => {
      const g = document.querySelector(`[data-testid="dining-room"] [data-chair="${c}"]`);
      const r = g?.getBoundingClientRect();
      if (!r) return null;
      // the nearest table to the chair
      let best: { id: string; d: number } | null = null;
      for (const t of document.querySelectorAll('[data-testid="dining-room"] [data-testid^="table-T"]')) {
        const tr = t.getBoundingClientRect();
        const d = Math.hypot(
          tr.x + tr.width / 2 - r.x - r.width / 2,
          tr.y + tr.height / 2 - r.y - r.height / 2,
        );
        if (!best || d < best.d) best = { id: t.getAttribute('data-testid') ?? '', d };
      }
      return best?.id ?? null;
    }, chair);
    if (at) {
      await page.locator(`${room} [data-testid="${at}"]`).click();
      await page.locator('[data-testid="lupe"]').waitFor();
      await page.mouse.move(0, 0);
      await shoot('lupe');
      await page.locator(`[data-testid="lupe"] [data-chair="${chair}"]`).click();
      await page.keyboard.press('Escape');
      await shoot('marked');
    }
  }
  // Finish the move, then look at the draw (with its 20 s clock).
  await playUntil(page, async () => (await page.locator('[data-testid="draw-button"]').count()) > 0, 60_000);
  await myMove(page, 'draw');
  await shoot('draw');
  // Play on until two stations are behind the ship.
  await playUntil(
    page,
    async () => Number(await page.locator('[data-testid="table"]').getAttribute('data-station')) >= 2,
    180_000,
  );
  await page.locator('[data-testid="route-card"]').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="route-card"] [data-testid="station"][data-n="1"]').hover();
  await page.waitForTimeout(600);
  await shoot('route');
  await page.mouse.move(0, 0);
  await page.keyboard.press('b');
  await page.locator('[data-testid="scoresheet"]').waitFor();
  await shoot('scoresheet');
  await page.keyboard.press('b');
  if (viewport !== 'laptop') {
    await playWholeCruise(page, 6 * 60_000);
    await page.locator('[data-testid="final-table"]').waitFor();
    await shoot('end');
  }
};
