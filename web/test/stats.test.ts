/**
 * The player's statistics in headless Chromium against the whole stack (issue 32), with real data:
 * the test books finished games as the tables service does (proto's GameRecord on the Redis stream
 * `record:events`), the record service (run by the ranking process) keeps them in Postgres, the
 * gateway answers `myStats`. Checked: Speedkrakau's „Meine Partien“ in its lobby and the Statistik
 * page of Speedkrakau and Speedhokus show the same numbers `myStats` returns; the page is reached
 * from the Bestenliste by keyboard.
 */
import { type GameRecord, redisKeys } from '@spielcenter/proto';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { openBrowser } from './browser';
import { LOG_DIR } from './stack';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const problems: string[] = [];
let me = { id: '', name: '' };
const run = Math.random().toString(36).slice(2, 8);
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
const DE = new Intl.NumberFormat('de-DE');

interface Stats {
  game: string;
  games: number;
  wins: number;
  places: number[];
  points: number;
  figures: Record<string, number>;
}

let booked = 0;
/** One finished game as the table records it: the player at seat 0 beside computers. */
async function book(
  r: Pick<GameRecord, 'game' | 'scores' | 'ranks' | 'points' | 'details'>,
  computers = 2,
): Promise<void> {
  booked += 1;
  const tableId = `sttest${run}x${booked}`;
  const record: GameRecord = {
    ...r,
    id: `${tableId}:1`,
    tableId,
    at: Date.now() - 100_000 + 1000 * booked,
    seats: [
      { kind: 'human', playerId: me.id, name: me.name },
      ...Array.from({ length: computers }, () => ({ kind: 'computer' as const, level: 'normal' })),
    ],
    daily: null,
  };
  await redis.xadd(redisKeys.recordEvents, '*', 'record', JSON.stringify(record));
}

/** A query as the page's guest, through the web server's /graphql (the page's own way). */
function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ([q, v]) => {
      const token = localStorage.getItem('spielcenter.guestToken');
      const res = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return ((await res.json()) as { data: unknown }).data;
    },
    [query, variables] as const,
  ) as Promise<T>;
}

/** The page's own `myStats(game)`, asked until it counts `games` games. */
async function myStats(game: string, games: number): Promise<Stats> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const data = (await ask<{ myStats: Stats[] }>('query($g: Game) { myStats(game: $g) }', { g: game }))
      .myStats;
    const s = (data as Stats[]).find((x) => x.game === game);
    if ((s && s.games >= games) || Date.now() > deadline) return s as Stats;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The figures the page shows: test id → text. */
async function shown(): Promise<Record<string, string>> {
  await page.locator('[data-testid="my-stats"][data-ready="true"]').waitFor({ timeout: 20_000 });
  return page
    .locator('[data-testid="my-stats"] dl > div')
    .evaluateAll((divs) =>
      Object.fromEntries(
        divs.map((d) => [d.getAttribute('data-testid'), d.querySelector('dd')?.textContent?.trim()]),
      ),
    );
}

const pct = (a: number, b: number) => `${DE.format(Math.round((a / b) * 100))} %`;

beforeAll(async () => {
  browser = await openBrowser({ width: 1200, height: 850 });
  page = await browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(`${inject('webUrl')}/statistik?spiel=krakau`);
  // The page has its guest and its answer before the test asks as that guest.
  await page.locator('[data-testid="my-stats"][data-ready="true"]').waitFor({ timeout: 30_000 });
  me = (await ask<{ me: { id: string; name: string } }>('{ me { id name } }')).me;
}, 60_000);

beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({ path: `${LOG_DIR}/stats-failed.png` }).catch(() => {});
    console.log(`${ctx.task.name}: ${problems.join(' | ')}`);
  });
});

afterAll(async () => {
  await redis.quit();
  await browser?.close();
});

describe('Deine Statistik in the browser against the whole stack', () => {
  it('a new player sees that there is nothing yet', async () => {
    expect(await page.locator('[data-testid="my-stats-empty"]').textContent()).toContain('Noch keine Partie');
  });

  it('Speedkrakau: „Meine Partien“ in the lobby and the Statistik page show what myStats returns', async () => {
    const krakau = (stats: unknown[], games: number) => ({ winner: 0, games, stats, perGame: [] });
    const seat = (o: Record<string, unknown>) => ({
      wonMatch: false,
      timesDeclarer: 0,
      gamesMade: 0,
      marriages: 0,
      bombas: 0,
      bestGame: 0,
      ...o,
    });
    await book({
      game: 'krakau',
      scores: [1010, 620, 480],
      ranks: [1, 2, 3],
      points: [131, 77, 53],
      details: krakau(
        [
          seat({ wonMatch: true, timesDeclarer: 4, gamesMade: 3, marriages: 2, bombas: 1, bestGame: 240 }),
          seat({}),
          seat({}),
        ],
        9,
      ),
    });
    await book({
      game: 'krakau',
      scores: [540, 1020, 300],
      ranks: [2, 1, 3],
      points: [69, 132, 30],
      details: krakau(
        [seat({ timesDeclarer: 2, gamesMade: 1, marriages: 1, bestGame: 180 }), seat({}), seat({})],
        7,
      ),
    });
    const s = await myStats('krakau', 2);
    expect(s).toMatchObject({ games: 2, wins: 1, places: [1, 1], points: 200 });
    expect(s.figures).toMatchObject({
      matchesWon: 1,
      deals: 16,
      declarer: 6,
      gamesMade: 4,
      marriages: 3,
      bombas: 1,
      bestGame: 240,
    });
    const f = s.figures as Record<string, number>;

    await page.goto(`${inject('webUrl')}/lobby/krakau`);
    expect(await page.locator('[data-testid="my-stats"] h2').textContent()).toBe('Meine Partien');
    expect(await shown()).toEqual({
      'stat-games': DE.format(s.games),
      'stat-wins': DE.format(s.wins),
      'stat-declarer': `${f.declarer} von ${f.deals} (${pct(f.declarer as number, f.deals as number)})`,
      'stat-gamesMade': `${f.gamesMade} von ${f.declarer} (${pct(f.gamesMade as number, f.declarer as number)})`,
      'stat-marriages': DE.format(f.marriages as number),
      'stat-bombas': DE.format(f.bombas as number),
      'stat-bestGame': `${f.bestGame} Punkte`,
    });

    await page.goto(`${inject('webUrl')}/statistik?spiel=krakau`);
    const onPage = await shown();
    expect(onPage['stat-games']).toBe('2');
    expect(onPage['stat-wins']).toBe('1');
    expect(onPage['stat-places']).toBe('1. Platz 1× · 2. Platz 1×');
    expect(onPage['stat-points']).toBe(DE.format(s.points));
    expect(onPage['stat-bombas']).toBe('1');
  });

  it('Speedhokus by keyboard from the Bestenliste: announcements delivered, skunks that caught someone', async () => {
    const rec = (announced: number, delivered: number, catches: number) => ({
      announced,
      delivered,
      catches,
    });
    await book({
      game: 'hokus',
      scores: [2, 1, 0],
      ranks: [1, 2, 3],
      points: [40, 20, 5],
      details: { records: [rec(5, 3, 2), rec(1, 0, 0), rec(0, 0, 0)] },
    });
    const s = await myStats('hokus', 1);
    expect(s).toMatchObject({
      games: 1,
      wins: 1,
      places: [1],
      points: 40,
      figures: { announced: 5, delivered: 3, catches: 2 },
    });

    await page.goto(`${inject('webUrl')}/bestenliste?spiel=hokus`);
    const link = page.locator('[data-testid="lb-stats-link"]');
    await link.waitFor({ timeout: 20_000 });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/statistik\?spiel=hokus/, { timeout: 20_000 });
    expect(await shown()).toEqual({
      'stat-games': '1',
      'stat-wins': '1',
      'stat-places': '1. Platz 1×',
      'stat-points': DE.format(s.points),
      'stat-announced': `3 von 5 (${pct(3, 5)})`,
      'stat-catches': '2',
    });
    expect(await page.locator('[data-testid="stats-game-hokus"]').getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
  });

  it('Speedcoup: the Bandenbuch and the coup choice are the server’s; the browser’s old book shows once and counts for nothing', async () => {
    // This browser's old Bandenbuch says coups 1–3 were made with three computers.
    await page.evaluate(() => {
      const made = (n: number) => [
        String(n),
        {
          attempts: 1,
          failed: 0,
          failedByEvening: {},
          pfiff: false,
          solvedAt: '2026-11-01T20:00:00.000Z',
          skipped: false,
          badges: { gold: true, blue: true, green: true },
        },
      ];
      const lineup = 'computer1+computer2+computer3+du#4';
      localStorage.setItem(
        'spielcenter.coup.bandenbuch',
        JSON.stringify({ books: { [lineup]: { lineup, coups: Object.fromEntries([1, 2, 3].map(made)) } } }),
      );
    });
    // The server knows one failed and one made attempt at coup 1 (alone with three computers).
    const coup = (success: boolean) => ({ coup: 1, success, pfiff: false, humanSignal: false });
    await book(
      { game: 'coup', scores: [0, 0, 0, 0], ranks: [1, 1, 1, 1], points: [0, 0, 0, 0], details: coup(false) },
      3,
    );
    await book(
      { game: 'coup', scores: [1, 1, 1, 1], ranks: [1, 1, 1, 1], points: [6, 0, 0, 0], details: coup(true) },
      3,
    );
    const deadline = Date.now() + 30_000;
    let pages: { lineup: string; unlocked: number; coups: Record<string, { attempts: number }> }[] = [];
    while (Date.now() < deadline) {
      pages = (await ask<{ bandenbuch: typeof pages }>('{ bandenbuch }')).bandenbuch;
      if (pages[0]?.coups['1']?.attempts === 2) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ lineup: `${me.id}#4`, unlocked: 2 });

    await page.goto(`${inject('webUrl')}/?spiel=coup`);
    await page.locator('[data-testid="option-coup"][data-loaded="true"]').waitFor({ timeout: 30_000 });
    // The server's unlock: coup 2 is free, coup 3 is not (the old book's coups count for nothing).
    expect(await page.locator('[data-testid="coup-2"]').isDisabled()).toBe(false);
    expect(await page.locator('[data-testid="coup-3"]').isDisabled()).toBe(true);

    await page.locator('[data-testid="options-bandenbuch"]').click();
    const bookView = page.locator('[data-testid="bandenbuch"]');
    expect(
      await bookView.locator('[data-testid="bandenbuch-row"][data-coup="1"]').getAttribute('data-attempts'),
    ).toBe('2');
    expect(await bookView.locator('[data-testid="bandenbuch-row"]').count()).toBe(1);
    expect(await bookView.locator('[data-testid="bandenbuch-sum"]').textContent()).toContain(
      'freigeschaltet: Coup 2',
    );
    const old = bookView.locator('[data-testid="bandenbuch-old"]');
    expect(await old.locator('h3').textContent()).toBe('Aus diesem Browser');
    expect(await old.locator('[data-testid="bandenbuch-old-row"]').count()).toBe(3);
    await page.keyboard.press('Escape');
    await bookView.waitFor({ state: 'detached' });
    // Shown once: the next time only the server's page.
    await page.locator('[data-testid="options-bandenbuch"]').click();
    await bookView.locator('[data-testid="bandenbuch-row"][data-coup="1"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="bandenbuch-old"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
