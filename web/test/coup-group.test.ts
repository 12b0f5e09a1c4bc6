/**
 * „Danach entscheidet ihr“ at a Speedcoup table with people, in headless Chromium (two browser
 * contexts) against the whole stack at fast tempo: Anna (host) and Bruno play coup 1 with a computer
 * on a fixed deal (Anna is the Boss, takes the loot and brings it home in the first trick: made);
 * Bruno's result window says he waits for Anna; Anna's "Weiter zum nächsten Coup" brings both to
 * coup 2 at the same table with the same seats.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { CHROMIUM } from './browser';
import { playToEnd } from './coup-play';
import { myTurn, waitPhase } from './coup-tables';
import { LOG_DIR } from './stack';

let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'de-DE',
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  return page;
}

/** A guest with a name (the lobby asks for it on the first visit); returns the page's token. */
async function guest(page: Page, name: string): Promise<string> {
  await page.goto(`${inject('webUrl')}/lobby/coup`);
  await page.locator('[data-testid="name-input"]').fill(name);
  await page.locator('[data-testid="name-save"]').click();
  await expect
    .poll(() => page.locator('[data-testid="my-name"]').textContent(), { timeout: 15_000 })
    .toBe(name);
  const token = await page.evaluate(() => localStorage.getItem('spielcenter.guestToken'));
  if (!token) throw new Error('no guest token');
  return token;
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(inject('gatewayUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

// Coup 1 for three: Anna holds every Dietrich (the Boss) and the loot J9, the highest Juwel.
const HANDS = [
  ['D1', 'D2', 'D3', 'D4', 'J9', 'G1', 'G2', 'G3', 'G4', 'U1', 'U2', 'U3', 'P1', 'P2'],
  ['J1', 'J2', 'J3', 'J4', 'G5', 'G6', 'G7', 'U4', 'U5', 'U6', 'P3', 'P4', 'P5'],
  ['J5', 'J6', 'J7', 'J8', 'G8', 'G9', 'U7', 'U8', 'U9', 'P6', 'P7', 'P8', 'P9'],
];

let anna: Page;
let bruno: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  anna = await newPage();
  bruno = await newPage();
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

describe('Speedcoup with people: the Bande goes on together', () => {
  it('after a made coup the host’s "Weiter zum nächsten Coup" brings both to coup 2 at the same table', async () => {
    onTestFailed(async () => {
      await anna.screenshot({ path: `${LOG_DIR}/coup-group-anna.png` }).catch(() => {});
      await bruno.screenshot({ path: `${LOG_DIR}/coup-group-bruno.png` }).catch(() => {});
    });
    const annaToken = await guest(anna, 'Anna');
    const brunoToken = await guest(bruno, 'Bruno');
    const { openTable } = await gql<{ openTable: { tableId: string } }>(
      annaToken,
      'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId } }',
      {
        i: {
          game: 'coup',
          seats: 3,
          fill: 'easy',
          clockSeconds: null,
          tempo: 'fast',
          options: { coup: 1, pfiff: 'wish', deck: { hands: HANDS, loot: ['J9'] } },
        },
      },
    );
    const tableId = openTable.tableId;
    await gql(brunoToken, 'mutation($t: ID!) { joinTable(tableId: $t) { seat } }', { t: tableId });
    await gql(annaToken, 'mutation($t: ID!) { startTable(tableId: $t) }', { t: tableId });
    const url = `${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`;
    for (const p of [anna, bruno]) await p.goto(url);
    for (const p of [anna, bruno])
      await p.locator('[data-testid="table"][data-coup="1"]').waitFor({ timeout: 20_000 });

    // Anna, the Boss, takes the loot and leads it; Bruno follows with whatever he may play.
    const brunoPlays = playToEnd(bruno, 60_000);
    await myTurn(anna);
    await anna.locator('[data-testid="loot-card"][data-card="J9"]').click();
    await waitPhase(anna, 'play');
    await myTurn(anna);
    await anna.locator('[data-testid="hand-card"][data-card="J9"]').click();
    await brunoPlays;
    for (const p of [anna, bruno]) {
      await p.locator('[data-testid="result"][data-success="true"]').waitFor({ timeout: 30_000 });
    }

    // Both find coup 1 made on the same page of the server's Bandenbuch: the line-up of the two of
    // them at three seats (the computer counted by number).
    type BookPage = { lineup: string; seats: number; unlocked: number; players: { name: string }[] };
    const pageOf = async (token: string) =>
      (await gql<{ bandenbuch: BookPage[] }>(token, 'query { bandenbuch }', {})).bandenbuch.find(
        (p) => p.seats === 3 && p.players.length === 2,
      );
    await expect.poll(async () => (await pageOf(brunoToken))?.unlocked, { timeout: 15_000 }).toBe(2);
    const shared = [await pageOf(annaToken), await pageOf(brunoToken)];
    expect(shared[0]).toMatchObject({ unlocked: 2 });
    expect(shared[1]?.lineup).toBe(shared[0]?.lineup);
    // Under the names they chose in the lobby (the page plays as the guest it names).
    expect(shared[0]?.players.map((p) => p.name).sort()).toEqual(['Anna', 'Bruno']);

    // „Jede Besetzung … hat ihre eigene Seite im Bandenbuch“: the window (the result's button) shows
    // their page, in both browsers, under their names.
    for (const [p, other] of [
      [anna, 'Bruno'],
      [bruno, 'Anna'],
    ] as const) {
      await p.locator('[data-testid="result"] [data-testid="open-bandenbuch"]').click();
      const book = p.locator('[data-testid="bandenbuch"][data-loaded="true"]');
      await book.waitFor({ timeout: 15_000 });
      expect(await book.textContent()).toContain(`Du, ${other} und ein Computer · 3 Plätze`);
      expect(await book.locator('[data-testid="bandenbuch-row"][data-coup="1"]').getAttribute('data-attempts')).toBe('1');
      expect(await book.locator('[data-testid="bandenbuch-sum"]').textContent()).toContain('freigeschaltet: Coup 2');
      await p.locator('[data-testid="bandenbuch-close"]').click();
      await book.waitFor({ state: 'detached', timeout: 5000 });
      await p.locator('[data-testid="result"]').waitFor({ timeout: 5000 });
    }

    // Bruno waits for the host: no way on of his own, only the host's name.
    await expect
      .poll(() => bruno.locator('[data-testid="result"] [data-testid="wait-for-host"]').textContent(), {
        timeout: 15_000,
      })
      .toContain('Anna entscheidet, wie es weitergeht');
    expect(await bruno.locator('[data-testid="next-coup"]').count()).toBe(0);
    expect(await bruno.locator('[data-testid="finish"]').count()).toBe(0);
    await anna.locator('[data-testid="rematch-hold"][data-host="me"]').waitFor({ timeout: 15_000 });

    // The computer on seat 2 (a name and „PC“) plays on in the next attempt.
    const computer = /^\s*(\S+)\s+(?:Boss\s+)?PC/.exec(
      (await anna.locator('[data-testid="seat-2"]').textContent()) ?? '',
    )?.[1];
    expect(computer).toBeTruthy();

    // „anderen Coup wählen“: the host's list marks the coups by their page, as the solo form does.
    await anna.locator('[data-testid="choose-coup"]').click();
    const pick = anna.locator('[data-testid="pick-coup"][data-loaded="true"]');
    await pick.waitFor({ timeout: 15_000 });
    const option = (n: number) => pick.locator(`option[value="${n}"]`);
    expect(await option(1).getAttribute('data-status')).toBe('made');
    expect(await option(2).getAttribute('data-status')).toBe('open');
    expect(await option(3).getAttribute('data-status')).toBe('locked');
    expect(await option(3).isDisabled()).toBe(true);
    expect(await option(1).textContent()).toContain('geschafft');
    expect(await pick.locator('[data-testid="pick-coup-skip"]').count()).toBe(0);

    // The host chooses for everybody: coup 2, the same table, the same seats.
    await anna.locator('[data-testid="next-coup"]').click();
    for (const p of [anna, bruno]) {
      await p.locator('[data-testid="table"][data-coup="2"]').waitFor({ timeout: 20_000 });
      await p.locator('[data-testid="result"]').waitFor({ state: 'detached', timeout: 10_000 });
      expect(p.url()).toBe(url);
      // (In the next attempt he may be the Boss: "Clemens Boss PC".)
      expect(await p.locator('[data-testid="seat-2"]').textContent()).toMatch(
        new RegExp(`${computer}\\s+(Boss\\s+)?PC`),
      );
    }
    expect(await anna.locator('[data-testid="seat-1"]').textContent()).toContain('Bruno');
    expect(await bruno.locator('[data-testid="seat-0"]').textContent()).toContain('Anna');

    // A group opens a table at the coup its line-up has unlocked: Anna's „Tisch eröffnen“ form at
    // three seats shows the page she shares with Bruno (coup 2 free, coup 3 locked), not her solo page.
    await anna.goto(`${inject('webUrl')}/lobby/coup`);
    const form = anna.locator('[data-testid="open-table-form"]');
    await form.waitFor({ timeout: 15_000 });
    const seats = form.getByRole('group', { name: 'Plätze', exact: true });
    await seats
      .locator('label')
      .filter({ has: anna.getByRole('radio', { name: '3', exact: true }) })
      .click();
    await form.locator('[data-testid="option-coup"][data-loaded="true"]').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => form.locator('[data-testid="option-lineup"] option:checked').textContent(), { timeout: 10_000 })
      .toBe('Mit Bruno (freigeschaltet: Coup 2)');
    expect(await form.locator('[data-testid="coup-2"]').isDisabled()).toBe(false);
    expect(await form.locator('[data-testid="coup-2"]').isChecked()).toBe(true);
    expect(await form.locator('[data-testid="coup-3"]').isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  }, 150_000);

  it('a seat fills with a line-up that has not unlocked the coup: the host reads why and takes the unlocked one', async () => {
    onTestFailed(async () => {
      await anna.screenshot({ path: `${LOG_DIR}/coup-group-notice-anna.png` }).catch(() => {});
      await bruno.screenshot({ path: `${LOG_DIR}/coup-group-notice-bruno.png` }).catch(() => {});
    });
    // Anna and Bruno for two (with the Schatten) have not played together: only coup 1 is theirs.
    const tokenOf = async (p: Page) => (await p.evaluate(() => localStorage.getItem('spielcenter.guestToken'))) ?? '';
    const [annaToken, brunoToken] = [await tokenOf(anna), await tokenOf(bruno)];
    const { openTable } = await gql<{ openTable: { tableId: string } }>(
      annaToken,
      'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId } }',
      { i: { game: 'coup', seats: 2, fill: null, clockSeconds: null, tempo: 'fast', options: { coup: 3, pfiff: 'wish' } } },
    );
    const url = `${inject('webUrl')}/tisch/${encodeURIComponent(openTable.tableId)}`;
    await anna.goto(url);
    await anna.locator('[data-testid="open-table"]').waitFor({ timeout: 20_000 });
    await gql(brunoToken, 'mutation($t: ID!) { joinTable(tableId: $t) { seat } }', { t: openTable.tableId });
    await bruno.goto(url);
    // Both read it in German before the start; the table waits for the host.
    for (const p of [anna, bruno]) {
      const notice = p.locator('[data-testid="open-notice"]');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.textContent()).toContain('Coup 3 ist für diese Besetzung noch nicht freigeschaltet');
    }
    expect(await bruno.locator('[data-testid="take-offered"]').count()).toBe(0);
    const take = anna.locator('[data-testid="take-offered"]');
    expect(await take.textContent()).toContain('Coup: 1.');
    await take.click();
    // Nothing swapped behind her back: the coup she took starts, for both.
    for (const p of [anna, bruno])
      await p.locator('[data-testid="table"][data-coup="1"]').waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
  }, 90_000);
});
