/**
 * Speedcoup with two people in headless Chromium (two browser contexts) and a computer as the Boss:
 * each person answers the Boss's question himself and sees the other's answer; both vote on the
 * Pfiff ("jedes Mal"), the other's vote stays secret until both have voted ("hat abgestimmt"), then
 * both see every vote and the tie's result (left). The table is opened and joined through the
 * gateway with a fixed deal (the test stack allows `options.deck`), then played in the pages.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM } from './browser';
import { waitPhase } from './coup-tables';
import { clickMove, nextChange } from './play-guard';

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

// Coup 5 (the Boss asks gut/schlecht); the computer on seat 2 holds Dietrich 4.
const HANDS = [
  ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'U1', 'U2'],
  ['D1', 'D2', 'D3', 'U3', 'U4', 'U5', 'U6', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
  ['D4', 'J7', 'J8', 'J9', 'G7', 'G8', 'G9', 'U7', 'U8', 'U9', 'P7', 'P8', 'P9'],
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

describe('Speedcoup: two people answer the Boss and vote on the Pfiff', () => {
  it('each answers himself, the vote is secret until both voted, a tie goes left', async () => {
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
          options: { coup: 5, pfiff: 'every', deck: { hands: HANDS, loot: ['J9', 'P9'] } },
        },
      },
    );
    const tableId = openTable.tableId;
    await gql(brunoToken, 'mutation($t: ID!) { joinTable(tableId: $t) { seat } }', { t: tableId });
    await gql(annaToken, 'mutation($t: ID!) { startTable(tableId: $t) }', { t: tableId });
    for (const p of [anna, bruno]) await p.goto(`${inject('webUrl')}/tisch/${encodeURIComponent(tableId)}`);

    // The Boss's question: a dialog for each of them.
    for (const p of [anna, bruno]) {
      await waitPhase(p, 'ask');
      await p.locator('[data-testid="boss-dialog"] [data-testid="answer-schlecht"]').waitFor();
    }
    await anna.locator('[data-testid="answer-schlecht"]').click();
    await expect
      .poll(() => bruno.locator('[data-testid="answers"]').textContent(), { timeout: 10_000 })
      .toContain('Anna: schlecht');
    // Bruno still answers for himself.
    await bruno.locator('[data-testid="answer-gut"]').click();

    // The draft (the Boss first; whoever's turn it is takes the first loot offered), then the vote.
    const deadline = Date.now() + 30_000;
    while ((await anna.locator('[data-testid="table"]').getAttribute('data-phase')) !== 'pfiffVote') {
      expect(Date.now()).toBeLessThan(deadline);
      // A miss means the draft moved on first (the other took it); any other failure fails.
      for (const p of [anna, bruno]) await clickMove(p, '[data-testid="loot-card"][data-legal="true"]');
      await nextChange(anna);
    }
    for (const p of [anna, bruno]) await p.locator('[data-testid="pfiff-vote"]').waitFor({ timeout: 10_000 });
    expect(await anna.locator('[data-testid="pfiff-vote"]').textContent()).toContain(
      'Gleichstand: kein Pfiff',
    );
    await anna.locator('[data-testid="vote-right"]').click();
    // Anna sees her own vote, Bruno only that she voted.
    await expect
      .poll(() => anna.locator('[data-testid="pfiff-votes"]').textContent(), { timeout: 10_000 })
      .toContain('Du: nach rechts');
    await expect
      .poll(() => bruno.locator('[data-testid="pfiff-votes"]').textContent(), { timeout: 10_000 })
      .toContain('Anna: hat abgestimmt');
    expect(await bruno.locator('[data-testid="pfiff-votes"]').textContent()).not.toContain('rechts');
    await bruno.locator('[data-testid="vote-left"]').click();

    // 1 : 1 — a Pfiff to the left; both see every vote.
    for (const [p, text] of [
      [anna, 'Abstimmung: Du nach rechts, Bruno nach links – nach links (Gleichstand).'],
      [bruno, 'Abstimmung: Anna nach rechts, Du nach links – nach links (Gleichstand).'],
    ] as const) {
      await waitPhase(p, 'pfiffPass');
      await expect
        .poll(() => p.locator('[data-testid="pfiff-status"]').textContent(), { timeout: 10_000 })
        .toContain(text);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
