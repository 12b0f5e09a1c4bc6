/**
 * The Bestenliste and a daily list in headless Chromium against the whole stack, with real data:
 * the test books as the tables service does (test/leaderboard-data.ts: the Redis stream
 * `leaderboard:events`), the ranking service projects, the gateway serves. Players get a random
 * suffix per run and the months are random past ones, so the lists hold this run's players only.
 * Checked: the order and the points, the own row highlighted, the month in German, "‹" to the month
 * before where the own place lies below the best 50 ("Dein Platz"), "Für immer", an empty month,
 * the own match in Speedkrakau's Tagesrangliste on the start page, the attempt that made the
 * Tagescoup in Speedcoup's Bandenbuch, and a Speedhokus
 * Tagesvorstellung played to its end board, which shows the day's Tagesliste with the own show
 * (booked by the table itself) and links to the Bestenliste.
 */
import { berlinDate, type GameId } from '@spielcenter/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { openBrowser } from './browser';
import { playUntil } from './hokus-play';
import { Bookings, pageGuest } from './leaderboard-data';
import { LOG_DIR } from './stack';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const bookings = new Bookings();
const run = bookings.run;
const problems: string[] = [];
let me = { id: '', name: '' };

const GAME: GameId = 'cruise';
// A random past month from February (its month before is in the same year), mid-month in Berlin.
const year = 2001 + Math.floor(Math.random() * 20);
const monthNo = 2 + Math.floor(Math.random() * 11);
const MONTH = `${year}-${String(monthNo).padStart(2, '0')}`;
const BEFORE = `${year}-${String(monthNo - 1).padStart(2, '0')}`;
const midMonth = (month: string) => Date.parse(`${month}-15T12:00:00Z`);
const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** The rows of the page's Bestenliste. */
async function rows(): Promise<{ rank: number; name: string; points: string; me: boolean }[]> {
  return page.locator('[data-testid="leaderboard-row"]').evaluateAll((trs) =>
    trs.map((tr) => ({
      rank: Number(tr.getAttribute('data-rank')),
      name: tr.querySelector('.name')?.firstChild?.textContent?.trim() ?? '',
      points: tr.querySelector('.points')?.textContent?.trim() ?? '',
      me: tr.getAttribute('data-me') === 'true',
    })),
  );
}

/** Opens an address until its list has `count` rows (the ranking service projects shortly after). */
async function openUntil(path: string, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.goto(`${inject('webUrl')}${path}`);
    await page
      .locator(
        '[data-testid="leaderboard"], [data-testid="leaderboard-empty"], [data-testid="leaderboard-error"]',
      )
      .first()
      .waitFor({ timeout: 20_000 });
    const n = await page.locator('[data-testid="leaderboard-row"]').count();
    if (n >= count || Date.now() > deadline) return;
    await page.waitForTimeout(700);
  }
}

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 850 });
  page = await browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  // The page issues the guest; the test books for it as a table would.
  await page.goto(`${inject('webUrl')}/bestenliste?spiel=${GAME}`);
  await page.locator('[data-testid="leaderboard-sheet"]').waitFor({ timeout: 30_000 });
  me = await pageGuest(page, inject('gatewayUrl'));
}, 60_000);

beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({ path: `${LOG_DIR}/leaderboard-failed.png` }).catch(() => {});
    console.log(`${ctx.task.name}: ${problems.join(' | ')}`);
  });
});

afterAll(async () => {
  await bookings.cleanup();
  await browser?.close();
});

describe('Die Bestenliste in the browser against the whole stack', () => {
  it('shows a month’s players by points, the own row highlighted, the month in German', async () => {
    const at = midMonth(MONTH);
    const anna = { playerId: `lbAnna${run}`, name: `Anna ${run}` };
    const bruno = { playerId: `lbBruno${run}`, name: `Bruno ${run}` };
    const carla = { playerId: `lbCarla${run}`, name: `Carla ${run}` };
    await bookings.book({ ...anna, game: GAME, points: 120, at });
    await bookings.book({ ...bruno, game: GAME, points: 80, at });
    await bookings.book({ ...bruno, game: GAME, points: -10, reason: 'left', at: at + 1000 });
    await bookings.book({ ...carla, game: GAME, points: 1130, at });
    await bookings.book({ playerId: me.id, name: me.name, game: GAME, points: 150, at });

    await openUntil(`/bestenliste?spiel=${GAME}&monat=${MONTH}`, 4);
    expect(await page.locator('[data-testid="lb-month-name"]').textContent()).toBe(
      `${MONTHS_DE[monthNo - 1]} ${year}`,
    );
    expect(await rows()).toEqual([
      { rank: 1, name: carla.name, points: '1.130', me: false },
      { rank: 2, name: me.name, points: '150', me: true },
      { rank: 3, name: anna.name, points: '120', me: false },
      { rank: 4, name: bruno.name, points: '70', me: false },
    ]);
    // The own place is in the table: no extra line for it.
    expect(await page.locator('[data-testid="leaderboard-mine"]').count()).toBe(0);
    expect(await page.locator('[data-testid="lb-rule"]').textContent()).toContain('Platzbonus 30 / 15 / 5');
    expect(await page.locator('[data-testid="lb-game-cruise"]').getAttribute('aria-current')).toBe('page');
  });

  it('names the own place below the best 50 ("Dein Platz"), one month back with ‹', async () => {
    const at = midMonth(BEFORE);
    await bookings.players(
      GAME,
      at,
      Array.from({ length: 50 }, (_, i) => 200 - i),
    );
    await bookings.book({ playerId: me.id, name: me.name, game: GAME, points: 7, at });

    await page.locator('[data-testid="lb-prev"]').click();
    await page.waitForURL(`**/bestenliste?spiel=${GAME}&monat=${BEFORE}`);
    await openUntil(`/bestenliste?spiel=${GAME}&monat=${BEFORE}`, 50);
    const list = await rows();
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({ rank: 1, name: `Spieler 1 ${run}`, points: '200', me: false });
    expect(list[49]).toEqual({ rank: 50, name: `Spieler 50 ${run}`, points: '151', me: false });
    expect(list.some((r) => r.me)).toBe(false);
    const mine = page.locator('[data-testid="leaderboard-mine"]');
    await mine.waitFor({ timeout: 10_000 });
    expect(await mine.textContent()).toBe('Dein Platz: 51 (7 Punkte)');
  });

  it('adds up all months under „Für immer“ and says so when a month is empty', async () => {
    await page.locator('[data-testid="lb-all"]').click();
    await page.waitForURL(`**/bestenliste?spiel=${GAME}&zeit=immer`);
    const own = page.locator(
      '[data-testid="leaderboard-row"][data-me="true"], [data-testid="leaderboard-mine"]',
    );
    await own.first().waitFor({ timeout: 20_000 });
    expect(await own.first().textContent()).toMatch(/\b157\b/);

    // Before any month the tests book in (2001–2020).
    await page.goto(`${inject('webUrl')}/bestenliste?spiel=${GAME}&monat=1999-05`);
    const empty = page.locator('[data-testid="leaderboard-empty"]');
    await empty.waitFor({ timeout: 20_000 });
    expect(await empty.textContent()).toBe('Noch niemand auf der Liste');
    expect(await page.locator('[data-testid="lb-month-name"]').textContent()).toBe('Mai 1999');
  });

  it('shows the own match in Speedkrakau’s Tagesrangliste on the start page', async () => {
    const score = 900 + Math.floor(Math.random() * 9000);
    const date = berlinDate(new Date());
    // Points 0: only the daily result, the month's Bestenliste stays untouched.
    await bookings.book({
      playerId: me.id,
      name: me.name,
      game: 'krakau',
      points: 0,
      at: Date.now(),
      daily: { date, score, rank: 1 },
    });
    const deadline = Date.now() + 30_000;
    let text = '';
    while (!text && Date.now() < deadline) {
      await page.goto(`${inject('webUrl')}/?spiel=krakau`);
      const list = page.locator('[data-testid="tagesblatt"] [data-testid="daily-list"]');
      await list.locator('ol, [data-testid="daily-list-empty"]').first().waitFor({ timeout: 20_000 });
      expect(await list.locator('h3').textContent()).toContain('Tagesrangliste');
      const own = list.locator(
        '[data-testid="daily-list-row"][data-me="true"], [data-testid="daily-list-mine"]',
      );
      if ((await own.count()) > 0) text = (await own.first().textContent()) ?? '';
      else await page.waitForTimeout(700);
    }
    expect(text).toContain(`${score.toLocaleString('de-DE')} Punkte`);
    expect(problems).toEqual([]);
  });

  it('shows in Speedcoup’s Bandenbuch in which attempt the Tagescoup was made', async () => {
    const date = berlinDate(new Date());
    // The gateway counted three starts of the day; the third table made the coup.
    const tableId = await bookings.dailyStart('coup', date, me.id, 3);
    const daily = { date, score: 1, rank: 1, made: true };
    await bookings.book({
      playerId: me.id,
      name: me.name,
      game: 'coup',
      points: 0,
      at: Date.now(),
      tableId,
      daily,
    });
    const deadline = Date.now() + 30_000;
    let text = '';
    while (!text && Date.now() < deadline) {
      await page.goto(`${inject('webUrl')}/?spiel=coup`);
      await page.locator('[data-testid="options-bandenbuch"]').click({ timeout: 30_000 });
      const list = page.locator('[data-testid="bandenbuch"] [data-testid="bandenbuch-tagesliste"]');
      await list.locator('ol, [data-testid="daily-list-empty"]').first().waitFor({ timeout: 20_000 });
      expect(await list.locator('h3').textContent()).toContain('Tagesliste');
      const own = list.locator(
        '[data-testid="daily-list-row"][data-me="true"], [data-testid="daily-list-mine"]',
      );
      if ((await own.count()) > 0) text = (await own.first().textContent()) ?? '';
      else await page.waitForTimeout(700);
    }
    expect(text).toContain('im 3. Versuch');
  });

  it('shows the Tagesliste with the own show on the end board of the Tagesvorstellung', async () => {
    const date = berlinDate(new Date());
    bookings.track('hokus', me.id, Date.now(), date);
    await page.evaluate(() =>
      localStorage.setItem('spielcenter.quickGame.hokus', JSON.stringify({ tempo: 'fast' })),
    );
    await page.goto(`${inject('webUrl')}/?spiel=hokus`);
    await page.locator('[data-testid="play-tagesblatt"]:not([disabled])').click({ timeout: 30_000 });
    await page.waitForURL('**/tisch/**', { timeout: 20_000 });
    await page.locator('[data-testid="turbo"]').click({ timeout: 30_000 });
    await playUntil(page, () => false, 240_000);

    const board = page.locator('[data-testid="final-table"]');
    await board.waitFor({ timeout: 10_000 });
    const place = Number(
      await board.locator('[data-testid="final-row"][data-seat="0"]').getAttribute('data-rank'),
    );
    const note =
      (await board
        .locator('[data-testid="final-row"][data-seat="0"] [data-testid="final-note"]')
        .textContent()) ?? '';
    const laurels = Number(/^(\d+) Lorbeer/.exec(note)?.[1]);
    const list = board.locator('[data-testid="daily-list"]');
    expect(await list.locator('h3').textContent()).toContain('Tagesliste');
    // The table books the show as it ends; the list asks again until the own show is there.
    const own = list.locator(
      '[data-testid="daily-list-row"][data-me="true"], [data-testid="daily-list-mine"]',
    );
    await own.first().waitFor({ timeout: 20_000 });
    expect(await own.first().textContent()).toContain(
      `Platz ${place} · ${laurels} ${laurels === 1 ? 'Lorbeer' : 'Lorbeeren'}`,
    );
    expect(await board.locator('[data-testid="end-leaderboard"]').getAttribute('href')).toBe(
      '/bestenliste?spiel=hokus',
    );
    expect(problems).toEqual([]);
  }, 300_000);
});
