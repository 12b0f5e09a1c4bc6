/**
 * The Bestenliste's screenshots: a month of Speedkrakau with a dozen players and the own row, the
 * own place below the best (another month), and the Tagesrangliste under it; an empty month;
 * Speedcoup's Bandenbuch and the end board of a Speedhokus Tagesvorstellung with their Tageslisten.
 * The data is booked as the tables service books (test/leaderboard-data.ts) into past months, and
 * taken out again.
 */
import { berlinDate } from '@spielcenter/proto';
import { playUntil } from '../hokus-play';
import { Bookings, pageGuest } from '../leaderboard-data';
import type { ScreenScript } from '../screenshots';

export const screens: ScreenScript = async ({ page, webUrl, gatewayUrl, shoot }) => {
  const bookings = new Bookings();
  try {
    await page.goto(`${webUrl}/bestenliste?spiel=krakau`);
    await page.locator('[data-testid="leaderboard-sheet"]').waitFor();
    const me = await pageGuest(page, gatewayUrl);
    const at = Date.parse('2024-11-15T12:00:00Z');
    await bookings.players('krakau', at, [1480, 1210, 990, 870, 860, 640, 515, 430, 300, 255, 120, 45]);
    await bookings.book({ playerId: me.id, name: me.name, game: 'krakau', points: 700, at });
    const below = Date.parse('2024-10-15T12:00:00Z');
    await bookings.players(
      'krakau',
      below,
      Array.from({ length: 50 }, (_, i) => 900 - 7 * i),
    );
    await bookings.book({ playerId: me.id, name: me.name, game: 'krakau', points: 35, at: below });
    const date = berlinDate(new Date());
    await bookings.book({
      playerId: me.id,
      name: me.name,
      game: 'krakau',
      points: 0,
      at: Date.now(),
      daily: { date, score: 1040, rank: 1 },
    });
    await page.waitForTimeout(1500); // the ranking service's projection

    await page.goto(`${webUrl}/bestenliste?spiel=krakau&monat=2024-11`);
    await page.locator('[data-testid="leaderboard"]').waitFor();
    await page.locator('[data-testid="daily-list"] ol, [data-testid="daily-list-empty"]').first().waitFor();
    await shoot('month');
    await page.goto(`${webUrl}/bestenliste?spiel=krakau&monat=2024-10`);
    await page.locator('[data-testid="leaderboard-mine"]').waitFor();
    await page.locator('[data-testid="leaderboard-mine"]').scrollIntoViewIfNeeded();
    await shoot('own-place');
    await page.goto(`${webUrl}/bestenliste?spiel=boss&monat=1999-05`);
    await page.locator('[data-testid="leaderboard-empty"]').waitFor();
    await shoot('empty');

    // Speedcoup's Bandenbuch with its Tagesliste
    await page.goto(`${webUrl}/?spiel=coup`);
    await page.locator('[data-testid="options-bandenbuch"]').click();
    await page.locator('[data-testid="bandenbuch-tagesliste"] h3').waitFor();
    await page.waitForTimeout(500);
    await shoot('bandenbuch');

    // The Tagesvorstellung's end board (only the day's first show is listed).
    bookings.track('hokus', me.id, Date.now(), date);
    await page.evaluate(() =>
      localStorage.setItem('spielcenter.quickGame.hokus', JSON.stringify({ tempo: 'fast' })),
    );
    await page.goto(`${webUrl}/?spiel=hokus`);
    await page.locator('[data-testid="tagesblatt"] [data-testid="daily-list"] h3').waitFor();
    await shoot('start-tagesliste');
    await page.locator('[data-testid="play-tagesblatt"]:not([disabled])').click();
    await page.waitForURL('**/tisch/**');
    await page.locator('[data-testid="turbo"]').click();
    await playUntil(page, () => false, 240_000);
    // the list (empty after the first viewport: a later show of the day is not listed)
    const list = page.locator('[data-testid="final-table"] [data-testid="daily-list"]');
    await list.locator('ol, [data-testid="daily-list-empty"]').first().waitFor();
    await page.waitForTimeout(500);
    await shoot('tagesvorstellung-end');
  } finally {
    await bookings.cleanup();
  }
};
