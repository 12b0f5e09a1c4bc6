/**
 * A Speedboss table with people in headless Chromium, three browser contexts (three guests) against
 * the whole stack: Anna opens a table for three from the lobby's form, Bruno (from the lobby of all
 * games) and Carla (from the Speedboss lobby) sit down, the full table starts by itself; chat with
 * bubbles at the seats, the server's 2 s lock, "Freude", a private message that only its recipient
 * gets, Carla's reload bringing the table's messages back; Carla leaves in the second round and a
 * computer takes her seat; Anna and Bruno play to the Jahresabschluss and click "Nochmal": all
 * people still at the table are back, so the next game starts by itself, the computer in Carla's
 * seat („Sind alle wieder da, beginnt die nächste Partie von selbst“).
 *
 * The same for Speedcoup at a table for two (the Schatten plays the third place): chat in the lobby,
 * no chat during the attempt, private messages included (the server says why), the guest leaves during the attempt, the host
 * plays it to its end, and her "Nochmal" starts the next attempt at once (the computer in his seat).
 *
 * A short game: the opening request gets the test-only setting `rounds: 2` on its way (the gateway
 * of the test stack allows settings the game does not declare).
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { nextMove, playWholeGame, settled } from './boss-play';
import { CHROMIUM } from './browser';
import { playToEnd } from './coup-play';
import { clickMove, nextChange, StallWatch } from './play-guard';
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

/** The short game: `rounds` is added to the options of the opening request. */
async function shortGames(page: Page, rounds: number): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? request.postData() : null;
    if (!body?.includes('openTable')) return route.continue();
    const json = JSON.parse(body) as { variables: { input: { options?: Record<string, unknown> } } };
    json.variables.input.options = { ...(json.variables.input.options ?? {}), rounds };
    return route.continue({ postData: JSON.stringify(json) });
  });
}

/** Opens the chat panel (it starts closed, so it covers nothing of the hand). */
async function openChat(page: Page): Promise<void> {
  const toggle = page.locator('[data-testid="chat-toggle"]');
  await toggle.waitFor({ timeout: 15_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * Picks a choice of the lobby's form as a person does: a click on the visible label (the radio
 * itself is hidden), found by its fieldset's legend and its text; then the radio must be checked.
 * No `force`: the lobby list above the form grows while other tables open, and Playwright's
 * actionability checks (stable box, the label the one receiving the click) make a click that a
 * moving form would land elsewhere wait and try again instead of choosing the wrong option.
 */
async function pick(page: Page, legend: string, choice: string): Promise<void> {
  const group = page
    .locator('[data-testid="open-table-form"]')
    .getByRole('group', { name: legend, exact: true });
  const radio = group.getByRole('radio', { name: choice, exact: true });
  await group
    .locator('label')
    // (the inner locator is matched inside each label)
    .filter({ has: page.getByRole('radio', { name: choice, exact: true }) })
    .click();
  await expect.poll(() => radio.isChecked(), { timeout: 5000 }).toBe(true);
}

/** The form's checked choices (by test id), read just before it is sent. */
async function formChoices(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="open-table-form"] input[type="radio"]:checked')
    .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('data-testid') ?? '').sort());
}

/** Opens the table the form shows: first the four choices made, all still chosen. */
async function openFromForm(page: Page, seats: number): Promise<void> {
  await pick(page, 'Plätze', String(seats));
  await pick(page, 'Freie Plätze', 'leer lassen');
  await pick(page, 'Bedenkzeit', 'keine');
  await pick(page, 'Tempo', 'schnell');
  expect(await formChoices(page)).toEqual(
    expect.arrayContaining([`seats-${seats}`, 'fill-empty', 'clock-none', 'tempo-fast']),
  );
  expect(await formChoices(page)).not.toContain('fill-computers');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/graphql') && !!r.postData()?.includes('openTable'),
  );
  await page.locator('[data-testid="open-table-form"] [data-testid="open-table"]').click();
  // What went out is what was chosen.
  const { input } = (JSON.parse((await sent).postData() ?? '{}') as { variables: { input: unknown } })
    .variables;
  expect(input).toMatchObject({ seats, fill: null, clockSeconds: null, tempo: 'fast' });
}

async function enterLobby(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`${inject('webUrl')}${path}`);
  await page.locator('[data-testid="name-input"]').fill(name);
  await page.locator('[data-testid="name-save"]').click();
  await expect
    .poll(() => page.locator('[data-testid="my-name"]').textContent(), { timeout: 15_000 })
    .toBe(name);
}

/** Plays (first legal choice) until `done` says stop. */
async function playUntil(page: Page, done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const stall = new StallWatch(page, 'Carla’s Speedboss');
  while (!(await done())) {
    expect(Date.now()).toBeLessThan(deadline);
    await stall.check();
    const move = await nextMove(page, false);
    if (move.kind === 'final') return;
    if (move.kind === 'wait') {
      await nextChange(page, stall.seen);
      continue;
    }
    if ('selector' in move && (await clickMove(page, move.selector))) await settled(page);
  }
}

const round = async (page: Page) =>
  Number(await page.locator('[data-testid="table"]').getAttribute('data-round'));

let anna: Page;
let bruno: Page;
let carla: Page;
let tableId = '';

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  anna = await newPage();
  bruno = await newPage();
  carla = await newPage();
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

describe('a Speedboss table with people (three browser contexts)', () => {
  it('opens a table for three; two sit down from the lobbies; it starts by itself', async () => {
    await shortGames(anna, 2);
    await enterLobby(anna, '/lobby/boss', 'Anna');
    await openFromForm(anna, 3);
    await anna.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    tableId = decodeURIComponent(anna.url().split('/tisch/')[1] ?? '');
    await anna.locator('[data-testid="open-table"]').waitFor({ timeout: 15_000 });
    expect(await anna.locator('[data-testid="open-seat-1"]').textContent()).toContain('frei');
    expect(await anna.locator('[data-testid="start-table"]').isDisabled()).toBe(true);

    // Bruno finds it in the lobby of all games, Carla in the Speedboss lobby.
    await enterLobby(bruno, '/lobby', 'Bruno');
    const listed = bruno.locator(`[data-testid="lobby-table"][data-table="${tableId}"]`);
    await listed.waitFor({ timeout: 15_000 });
    expect(await listed.getAttribute('data-host')).toBe('Anna');
    expect(await listed.textContent()).toContain('1 von 3 Plätzen besetzt');
    await bruno.locator(`[data-testid="join-${tableId}"]`).click();
    await bruno.waitForURL(new RegExp(`/tisch/${tableId}$`), { timeout: 15_000 });
    await expect
      .poll(() => anna.locator('[data-testid="open-seat-1"]').textContent(), { timeout: 10_000 })
      .toContain('Bruno');

    await enterLobby(carla, '/lobby/boss', 'Carla');
    await carla.locator(`[data-testid="join-${tableId}"]`).click();
    await carla.waitForURL(new RegExp(`/tisch/${tableId}$`), { timeout: 15_000 });
    for (const p of [anna, bruno, carla])
      await p.locator('[data-testid="table"]').waitFor({ timeout: 20_000 });
  });

  it('chats: bubbles at the seat for the others, the server’s 2 s lock, Freude, a private message, the history after a reload', async () => {
    for (const p of [anna, bruno, carla]) await openChat(p);
    const input = bruno.locator('[data-testid="chat-input"]');
    await input.fill('Hallo zusammen!');
    await input.press('Enter');
    for (const p of [anna, carla]) {
      await expect
        .poll(() => p.locator('[data-testid="chat-message"][data-seat="1"]').last().textContent(), {
          timeout: 10_000,
        })
        .toContain('Hallo zusammen!');
      await expect
        .poll(() => p.locator('[data-testid="bubble-1"]').textContent(), { timeout: 5000 })
        .toBe('Hallo zusammen!');
    }
    // At once a second one: the server refuses it (the page does not lock anything itself).
    await input.fill('Noch was');
    await input.press('Enter');
    await expect
      .poll(() => bruno.locator('[data-testid="chat-error"]').textContent(), { timeout: 5000 })
      .toContain('2 Sekunden gesperrt');
    expect(await anna.locator('[data-testid="chat-message"]').allTextContents()).not.toContain('Noch was');
    await carla.locator('[data-testid="cheer-joy"]').click();
    await expect
      .poll(() => anna.locator('[data-testid="chat-message"][data-seat="2"]').count(), { timeout: 10_000 })
      .toBe(1);

    // A private message: Anna to Bruno. He sees it as private, Carla never gets it.
    await anna.locator('[data-testid="chat-to"]').selectOption('1');
    await anna.locator('[data-testid="chat-input"]').fill('Psst, Bruno');
    await anna.locator('[data-testid="chat-input"]').press('Enter');
    const whisper = bruno.locator('[data-testid="chat-message"][data-seat="0"][data-to="1"]');
    await expect.poll(() => whisper.textContent(), { timeout: 10_000 }).toContain('Psst, Bruno');
    expect(await whisper.locator('[data-testid="chat-private"]').textContent()).toBe('privat an dich');
    expect(
      await anna
        .locator('[data-testid="chat-message"][data-to="1"] [data-testid="chat-private"]')
        .textContent(),
    ).toBe('privat an Bruno');

    // Carla reloads: the table's messages are there again (without the private one), as past ones.
    await carla.reload();
    await carla.locator('[data-testid="table"]').waitFor({ timeout: 20_000 });
    await openChat(carla);
    const carlaList = carla.locator('[data-testid="chat-message"]');
    await expect.poll(() => carlaList.count(), { timeout: 10_000 }).toBe(2);
    expect(await carlaList.first().textContent()).toContain('Hallo zusammen!');
    expect(await carlaList.first().getAttribute('data-past')).toBe('true');
    expect((await carlaList.allTextContents()).join(' ')).not.toContain('Psst');
  });

  it('Carla leaves in the second round: a computer takes her seat, the others play to the end', async () => {
    for (const p of [anna, bruno, carla]) await p.locator('[data-testid="chat-toggle"]').click();
    const annaPlays = playWholeGame(anna, 90_000);
    const brunoPlays = playWholeGame(bruno, 90_000);
    await playUntil(carla, async () => (await round(carla)) >= 2, 60_000);
    await carla.locator('[data-testid="leave"]').click();
    await carla.locator('[data-testid="leave"]').click();
    await carla.waitForURL(/\/$/, { timeout: 15_000 });
    await expect
      .poll(() => anna.locator('[data-testid="seat-2"]').textContent(), { timeout: 15_000 })
      .toContain('Computer');
    await Promise.all([annaPlays, brunoPlays]);
    for (const p of [anna, bruno])
      await p.locator('[data-testid="final-table"]').waitFor({ timeout: 15_000 });
  });

  it('"Nochmal": Carla left, so with Anna and Bruno back the next game starts by itself, her seat a computer’s', async () => {
    // „Sind alle wieder da, beginnt die nächste Partie von selbst“: all are the people still at the
    // table; Carla left during the game, the computer that took her seat plays on.
    await anna.locator('[data-testid="rematch"]').click();
    await bruno.locator('[data-testid="rematch"]').click();
    for (const p of [anna, bruno]) {
      await expect.poll(() => round(p), { timeout: 20_000 }).toBe(1);
      expect(await p.locator('[data-testid="open-table"]').count()).toBe(0);
    }
    expect(await anna.locator('[data-testid="seat-2"]').textContent()).toContain('Computer');
    expect(problems).toEqual([]);
  });
});

describe('a Speedcoup table with people (the second game)', () => {
  let dora: Page;
  let emil: Page;
  let coupTable = '';

  it('opens a table for two; the second person sits down and it starts; chat (private too) locked during the attempt', async () => {
    dora = await newPage();
    emil = await newPage();
    await enterLobby(dora, '/lobby/coup', 'Dora');
    await openFromForm(dora, 2);
    await dora.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    coupTable = decodeURIComponent(dora.url().split('/tisch/')[1] ?? '');
    await dora.locator('[data-testid="open-table"]').waitFor({ timeout: 15_000 });
    // Before the attempt the chat is open.
    await openChat(dora);
    await dora.locator('[data-testid="chat-input"]').fill('Viel Glück!');
    await dora.locator('[data-testid="chat-input"]').press('Enter');

    await enterLobby(emil, '/lobby/coup', 'Emil');
    await emil.locator(`[data-testid="join-${coupTable}"]`).click();
    await emil.waitForURL(new RegExp(`/tisch/${coupTable}$`), { timeout: 15_000 });
    for (const p of [dora, emil]) await p.locator('[data-testid="table"]').waitFor({ timeout: 20_000 });

    await openChat(emil);
    await emil.locator('[data-testid="chat-input"]').fill('Los gehts');
    await emil.locator('[data-testid="chat-input"]').press('Enter');
    await expect
      .poll(() => emil.locator('[data-testid="chat-error"]').textContent(), { timeout: 5000 })
      .toContain('Während eines Versuchs ist der Chat gesperrt');
    // „… auch private Nachrichten an die Mitspieler“: a private message to Dora is refused as well.
    await emil.locator('[data-testid="chat-to"]').selectOption('0');
    await emil.locator('[data-testid="chat-input"]').fill('Psst, Dora');
    await emil.locator('[data-testid="chat-input"]').press('Enter');
    await expect
      .poll(() => emil.locator('[data-testid="chat-error"]').textContent(), { timeout: 5000 })
      .toContain('Während eines Versuchs ist der Chat gesperrt');
    expect(await dora.locator('[data-testid="chat-message"]').allTextContents()).not.toContain('Psst, Dora');
  });

  it('Emil leaves during the attempt, a computer takes his seat, Dora plays it to its end', async () => {
    onTestFailed(async () => {
      await dora.screenshot({ path: `${LOG_DIR}/people-coup-dora.png` }).catch(() => {});
    });
    // Closed again: the open chat would cover part of Dora's hand.
    await dora.locator('[data-testid="chat-toggle"]').click();
    const doraPlays = playToEnd(dora, 90_000);
    await emil.locator('[data-testid="leave"]').click();
    await emil.locator('[data-testid="leave"]').click();
    await emil.waitForURL(/\/$/, { timeout: 15_000 });
    await expect
      .poll(() => dora.locator('[data-testid="seat-1"]').textContent(), { timeout: 15_000 })
      .toContain('Computer');
    await doraPlays;
  }, 120_000);

  it('"Nochmal": Emil left, so with Dora back the next attempt starts by itself, his seat a computer’s', async () => {
    const hold = dora.locator('[data-testid="rematch-hold"]');
    await hold.waitFor({ timeout: 15_000 });
    await dora.locator('[data-testid="rematch-people"]').click();
    await dora.locator('[data-testid="result"]').waitFor({ state: 'detached', timeout: 20_000 });
    await dora.locator('[data-testid="table"]').waitFor({ timeout: 20_000 });
    expect(await dora.locator('[data-testid="open-table"]').count()).toBe(0);
    expect(await dora.locator('[data-testid="seat-1"]').textContent()).toContain('Computer');
    expect(problems).toEqual([]);
  });
});
