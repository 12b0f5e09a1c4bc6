/**
 * Speedcruise in headless Chromium against the real stack: the start page's form for a cruise
 * against two computers at fast tempo, started with a fixed bag (the test gateway allows it);
 * a two-passenger seating, the draw, a pure table with "Hand −1", a bar move, a reload, an illegal
 * click with the engine's reason, the Tischlupe, the score sheet, the whole cruise by clicking with
 * at least one station, the Endtafel and "Nochmal reisen" — and no pushed snapshot that shows the
 * bag or the route's future.
 */
import { TABLES } from '@spielcenter/cruise';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { openBrowser } from './browser';
import { fixedBag, ROUTE } from './cruise-deck';
import { snapshotLeaks, snapshotsIn } from './cruise-frames';
import { playWholeCruise, settled } from './cruise-play';
import { LOG_DIR } from './stack';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const problems: string[] = [];
const pushed: string[] = [];
const fetched: string[] = [];

const T1 = TABLES[0]?.chairs ?? [];
const room = '[data-testid="dining-room"]';
const chair = (id: string) => page.locator(`${room} [data-chair="${id}"]`);
const tile = (id: string) => page.locator(`[data-testid="hand-tile"][data-tile="${id}"]`);
const table = () => page.locator('[data-testid="table"]');

async function myMove(phase: 'move' | 'draw' = 'move'): Promise<void> {
  await page
    .locator(`[data-testid="table"][data-my-turn="true"][data-phase="${phase}"][data-ready="true"]`)
    .waitFor({ timeout: 60_000 });
}

async function draw(): Promise<void> {
  await myMove('draw');
  await page.locator('[data-testid="draw-button"]').click();
  await settled(page);
  await page
    .locator('[data-testid="table"][data-phase="draw"][data-my-turn="true"]')
    .waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  page.on('websocket', (ws) => ws.on('framereceived', (f) => pushed.push(String(f.payload))));
  page.on('response', (res) => {
    if (res.url().endsWith('/graphql') && res.request().method() === 'POST')
      void res.text().then(
        (t) => fetched.push(t),
        () => {},
      );
  });
}, 60_000);

// A failed step leaves a picture of the page beside the stack's logs.
beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({ path: `${LOG_DIR}/cruise-failed.png` }).catch(() => {});
    console.log(
      `${ctx.task.name}: ${problems.join(' | ')} – ${await page
        ?.locator('[data-testid="turn"]')
        .textContent()
        .catch(() => '')}`,
    );
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('Speedcruise in the browser against the whole stack', () => {
  it('offers the cruise on the start page and opens a table with a fixed bag', async () => {
    await page.goto(`${inject('webUrl')}/?spiel=cruise`);
    const form = page.locator('[data-testid="quick-game-form"][data-game="cruise"]');
    await form.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="computers-2"]').check({ force: true });
    await page.locator('[data-testid="clock-none"]').check({ force: true });
    await page.locator('[data-testid="tempo-fast"]').check({ force: true });
    await page.locator('[data-testid="option-mode-cruise"]').check({ force: true });
    expect(await form.textContent()).toContain('3 Spieler · Kreuzfahrt');
    await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, {
      timeout: 15_000,
    });
    // The form's settings, plus the fixed bag only a test gateway takes: a GraphQL call from the page.
    const input = {
      game: 'cruise',
      computers: 2,
      level: 'easy',
      clockSeconds: null,
      tempo: 'fast',
      seed: 'cruise-e2e',
      options: { mode: 'cruise', singleGenderTables: false, deck: { bag: fixedBag(), route: ROUTE } },
    };
    const tableId = await page.evaluate(
      async ({ url, input }) => {
        const token = localStorage.getItem('spielcenter.guestToken');
        const res = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'mutation Start($input: QuickGameInput!) { startQuickGame(input: $input) { tableId } }',
            variables: { input },
          }),
        });
        const body = (await res.json()) as {
          data?: { startQuickGame?: { tableId: string } };
          errors?: unknown;
        };
        return body.data?.startQuickGame?.tableId ?? JSON.stringify(body.errors);
      },
      { url: `${inject('webUrl')}/graphql`, input },
    );
    expect(tableId).toMatch(/^t/);
    await page.goto(`${inject('webUrl')}/tisch/${tableId}`);
    await table().waitFor({ timeout: 30_000 });
    expect(await page.locator(`${room} [data-testid="chair"]`).count()).toBe(68);
    expect(await page.locator(`${room} [data-testid^="table-T"]`).count()).toBe(24);
    expect(await page.locator('[data-testid="stool"]').count()).toBe(20);
    expect(await page.locator('[data-testid="player-1"], [data-testid="player-2"]').count()).toBe(2);
    expect(await page.locator('[data-testid="route-card"] [data-testid="station"]').count()).toBe(10);
    expect(await page.locator('[data-testid="next-event"]').textContent()).toContain('Galaabend');
  });

  it('seats two passengers at an empty table by clicking, draws, then fills a pure table with "Hand −1"', async () => {
    await myMove();
    await page.keyboard.press('1');
    await expect.poll(() => chair(T1[0] as string).getAttribute('data-lit')).toBe('true');
    await chair(T1[0] as string).click();
    expect(await chair(T1[0] as string).getAttribute('data-marked')).toBe('true');
    await tile('Aw1').click();
    await chair(T1[3] as string).click();
    await expect
      .poll(() => page.locator('[data-testid="seat-button"]').getAttribute('data-complete'))
      .toBe('true');
    expect(await page.locator('[data-testid="seat-button"]').textContent()).toContain('+4');
    await page.keyboard.press('Enter');
    await myMove('draw');
    expect(await page.locator('[data-testid="news"]').textContent()).toContain('Du setzt 2 Passagiere: +4');
    expect(await page.locator('[data-testid="draw-button"]').textContent()).toContain(
      'aus dem Beutel ziehen',
    );
    await draw();

    await myMove();
    await tile('Am2').click();
    await chair(T1[1] as string).click();
    await tile('Aw2').click();
    await chair(T1[2] as string).click();
    await page.locator('[data-testid="pure-hand"]').click();
    await myMove('draw');
    expect(await page.locator('[data-testid="pure-0"]').textContent()).toContain('1');
    expect(await page.locator('[data-testid="news"]').textContent()).toMatch(
      /Du füllst einen reinen Tisch – Hand −1 \(jetzt 4\)/,
    );
    await draw();
  });

  it('sends a passenger to the bar by its glowing stool and keeps the table over a reload', async () => {
    await myMove();
    const stools = Number(await page.locator('[data-testid="pianobar"]').getAttribute('data-stools'));
    const first = page.locator('[data-testid="hand-tile"]:not([data-tile^="X"])').first();
    const passenger = (await first.getAttribute('data-tile')) as string;
    await first.click();
    const next = page.locator('[data-testid="stool"][data-glow="true"]');
    await next.click();
    await myMove('draw');
    expect(Number(await page.locator('[data-testid="pianobar"]').getAttribute('data-stools'))).toBe(
      stools + 1,
    );
    expect(await page.locator('[data-testid="news"]').textContent()).toMatch(/Du schickst .* an die Bar/);
    expect(await tile(passenger).count()).toBe(0);
    const url = page.url();
    const version = Number(await table().getAttribute('data-version'));
    await page.reload();
    await table().waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(url);
    expect(Number(await table().getAttribute('data-version'))).toBeGreaterThanOrEqual(version);
    expect(await page.locator('[data-testid="pure-0"]').textContent()).toContain('1');
    expect(
      Number(await page.locator('[data-testid="pianobar"]').getAttribute('data-stools')),
    ).toBeGreaterThan(stools);
    await draw();
  });

  it("explains an illegal click in the engine's words; the Tischlupe seats too; the score sheet by B", async () => {
    await myMove();
    // a passenger with glowing chairs
    const active = page.locator('[data-testid="hand-tile"][data-active="true"]');
    for (let i = 0; i < (await active.count()); i++) {
      await active.nth(i).click();
      if ((await page.locator(`${room} [data-testid="chair"][data-lit="true"]`).count()) > 0) break;
    }
    const wrong = page
      .locator(`${room} [data-testid="chair"][data-lit="false"][data-occupied="false"][data-marked="false"]`)
      .first();
    await wrong.click();
    const why = page.locator('[data-testid="why-not"]');
    await why.waitFor({ timeout: 10_000 });
    expect(await why.textContent()).toMatch(/Klasse|Paar-Regel|allein|Partner/);

    const lit = page.locator(`${room} [data-testid="chair"][data-lit="true"]`).first();
    const litChair = (await lit.getAttribute('data-chair')) as string;
    const at = TABLES.find((t) => t.chairs.includes(litChair))?.id as string;
    await page.locator(`${room} [data-testid="table-${at}"]`).click();
    const lupe = page.locator('[data-testid="lupe"]');
    await lupe.waitFor();
    expect(await lupe.getAttribute('data-table')).toBe(at);
    expect(await page.locator('[data-testid="lupe-facts"]').textContent()).toMatch(/Wert jetzt/);
    await lupe.locator(`[data-chair="${litChair}"]`).click();
    expect(await lupe.locator(`[data-chair="${litChair}"]`).getAttribute('data-marked')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => lupe.count()).toBe(0);
    expect(await chair(litChair).getAttribute('data-marked')).toBe('true');
    await page.keyboard.press('Backspace');
    expect(await chair(litChair).getAttribute('data-marked')).toBe('false');

    await page.keyboard.press('b');
    const sheet = page.locator('[data-testid="scoresheet"]');
    await sheet.waitFor({ timeout: 5000 });
    expect(await sheet.locator('[data-testid="score-row"]').count()).toBe(3);
    await page.keyboard.press('b');
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it(
    'plays the whole cruise by clicking to the Endtafel, past at least one station',
    async () => {
      const stats = await playWholeCruise(page, 5 * 60_000);
      expect(stats.moves).toBeGreaterThan(5);
      expect(stats.draws).toBeGreaterThan(3);
      const passed = page.locator('[data-testid="passed-station"]');
      expect(await passed.count()).toBeGreaterThan(0);
      // the trigger of a station is named (on the board while it shows, on the route card after)
      expect(
        stats.notices.some((n) => /Ausgelöst von/.test(n)) ||
          /·/.test((await passed.first().textContent()) ?? ''),
      ).toBe(true);
      const board = page.locator('[data-testid="final-table"]');
      await expect.poll(() => board.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await board.textContent()).toContain('Endtafel');
      expect(await page.locator('[data-testid="final-summary"]').textContent()).toMatch(
        /Die Reise ist zu Ende/,
      );
      expect(await page.locator('[data-testid="final-row"]').count()).toBe(3);
      expect(await page.locator('[data-testid="final-note"]').first().textContent()).toMatch(/Hand .* reine/);
      expect(await page.locator('[data-testid="rematch"]').textContent()).toContain('Nochmal reisen');
    },
    6 * 60_000,
  );

  it("pushed no snapshot that shows the bag or the route's future", () => {
    const snaps = [...pushed, ...fetched].flatMap(snapshotsIn);
    expect(pushed.flatMap(snapshotsIn).length).toBeGreaterThan(20);
    const leaks = snaps.flatMap((s) => snapshotLeaks(s.text, s.view));
    expect(leaks.slice(0, 5)).toEqual([]);
  });

  it('starts a new cruise with "Nochmal reisen"', async () => {
    const before = page.url();
    await page.locator('[data-testid="rematch"]').click();
    await page.waitForURL((u) => u.toString() !== before && /\/tisch\//.test(u.pathname), {
      timeout: 30_000,
    });
    await page.locator('[data-testid="table"][data-station="0"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="final-table"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
