/**
 * Issue 31 in two headless Chromium browsers (two people with accounts) against the whole stack, by
 * clicking: Anna opens a Speedcruise table for two with a stake of 50 Taler, Bert sees the stake in
 * the lobby and sits down (each purse −50), both play to the Endtafel: the pot of 100 goes to the
 * better (or is split on a tie) and the end board says so; "Nochmal" stakes 50 again, Bert leaves
 * the second game and forfeits, Anna alone takes the pot; then Anna alone with a computer at a table
 * of 25 gets her stake back. The purse in the header and the Kontoauszug follow every step, and the
 * Kontoauszug adds up.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { openBrowser } from './browser';
import { playWholeCruise } from './cruise-play';
import { LOG_DIR } from './stack';

let one: Awaited<ReturnType<typeof openBrowser>>;
let two: Awaited<ReturnType<typeof openBrowser>>;
let a: Page;
let b: Page;
const run = `${process.pid % 1000}${Date.now() % 100000}`;
const ANNA = `Anna${run}`;
const BERT = `Bert${run}`;
const problems: string[] = [];
const url = (path: string) => `${inject('webUrl')}${path}`;

beforeAll(async () => {
  [one, two] = await Promise.all([openBrowser(), openBrowser()]);
  a = await one.context.newPage();
  b = await two.context.newPage();
  for (const p of [a, b]) p.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
}, 60_000);

beforeEach((ctx) => {
  onTestFailed(async () => {
    await a?.screenshot({ path: `${LOG_DIR}/taler-a-failed.png` }).catch(() => {});
    await b?.screenshot({ path: `${LOG_DIR}/taler-b-failed.png` }).catch(() => {});
    console.log(`${ctx.task.name}: ${problems.join(' | ')}`);
  });
});

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
});

async function register(page: Page, name: string): Promise<void> {
  await page.goto(url('/konto-anlegen'));
  await page.locator('[data-testid="register-name"]').fill(name);
  await page.locator('[data-testid="register-password"]').fill('Kajüte mit Meerblick');
  await page.locator('[data-testid="register-repeat"]').fill('Kajüte mit Meerblick');
  await page.locator('[data-testid="register-submit"]').click();
  await page.waitForURL(/\/konto$/, { timeout: 20_000 });
}

/** The purse in the header of a fresh page of the same browser (the table page has no header). */
async function purse(page: Page): Promise<number> {
  const check = await page.context().newPage();
  try {
    await check.goto(url('/kontoauszug'));
    const text = await check.locator('[data-testid="purse-balance"]').textContent({ timeout: 15_000 });
    return Number(text);
  } finally {
    await check.close();
  }
}

async function expectPurse(page: Page, amount: number): Promise<void> {
  await expect.poll(() => purse(page), { timeout: 15_000 }).toBe(amount);
}

async function openStakedTable(page: Page, o: { stake: number; computers: boolean }): Promise<string> {
  await page.goto(url('/lobby/cruise'));
  const form = page.locator('[data-testid="open-table-form"]');
  await form.waitFor({ timeout: 20_000 });
  const pick = async (id: string) => {
    const input = form.locator(`[data-testid="${id}"]`);
    await expect
      .poll(
        async () => {
          await input.click({ force: true });
          return input.isChecked();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  };
  await pick('seats-2');
  await pick(o.computers ? 'fill-computers' : 'fill-empty');
  await pick('clock-none');
  await pick('tempo-fast');
  await pick('option-mode-classic');
  expect(await form.locator('[data-testid="stake"]').textContent()).toContain('Einsatz');
  await pick(`stake-${o.stake}`);
  await form.locator('[data-testid="open-table"]').click();
  await page.waitForURL(/\/tisch\//, { timeout: 20_000 });
  await expect
    .poll(() => page.locator('[data-testid="open-stake"]').textContent(), { timeout: 15_000 })
    .toContain(`Einsatz ${o.stake} Taler`);
  return decodeURIComponent(page.url().split('/tisch/')[1] ?? '');
}

async function potLine(page: Page): Promise<string> {
  const pot = page.locator('[data-testid="final-pot"]');
  await pot.waitFor({ timeout: 20_000 });
  return (await pot.textContent()) ?? '';
}

describe('Taler at a staked Speedcruise table, in two browsers', () => {
  let annaPurse = 1000;
  let bertPurse = 1000;

  it('two accounts start with 1,000 Taler in the header', async () => {
    await Promise.all([register(a, ANNA), register(b, BERT)]);
    expect(await a.locator('[data-testid="purse-balance"]').textContent({ timeout: 15_000 })).toBe('1000');
    expect(await b.locator('[data-testid="purse-balance"]').textContent({ timeout: 15_000 })).toBe('1000');
  });

  it(
    'the stake in the lobby, sitting down pays it, the pot goes to the better (a tie splits it)',
    async () => {
      const tableId = await openStakedTable(a, { stake: 50, computers: false });
      await expectPurse(a, 950);
      await b.goto(url('/lobby/cruise'));
      const entry = b.locator(`[data-testid="lobby-table"][data-table="${tableId}"]`);
      await entry.waitFor({ timeout: 20_000 });
      expect(await entry.locator('[data-testid="lobby-stake"]').textContent()).toBe('Einsatz 50 Taler');
      await b.locator(`[data-testid="join-${tableId}"]`).click();
      await b.waitForURL(/\/tisch\//, { timeout: 20_000 });
      await expectPurse(b, 950);
      // The table is full and starts; the header of the table names the stake.
      await expect
        .poll(() => a.locator('.settings').textContent(), { timeout: 20_000 })
        .toContain('Einsatz 50 Taler');
      await Promise.all([playWholeCruise(a, 6 * 60_000), playWholeCruise(b, 6 * 60_000)]);
      const line = await potLine(a);
      expect(await potLine(b)).toBe(line);
      console.log(JSON.stringify({ talerGame1: line }));
      const rows = await a.locator('[data-testid="final-row"]').evaluateAll((els) =>
        els.map((e) => ({
          seat: Number(e.getAttribute('data-seat')),
          rank: Number(e.getAttribute('data-rank')),
        })),
      );
      const rankOf = (seat: number) => rows.find((r) => r.seat === seat)?.rank;
      if (rankOf(0) === rankOf(1)) {
        expect(line).toBe(`Topf 100 Taler geteilt → ${ANNA} 50, ${BERT} 50`);
        annaPurse = 1000;
        bertPurse = 1000;
      } else {
        const annaWon = (rankOf(0) ?? 9) < (rankOf(1) ?? 9);
        expect(line).toBe(`Topf 100 Taler → ${annaWon ? ANNA : BERT}`);
        annaPurse = annaWon ? 1050 : 950;
        bertPurse = annaWon ? 950 : 1050;
      }
      await expectPurse(a, annaPurse);
      await expectPurse(b, bertPurse);
    },
    14 * 60_000,
  );

  it(
    '"Nochmal" stakes again; Bert leaves the game and forfeits; Anna, the only human left, takes the pot',
    async () => {
      await Promise.all([
        a.locator('[data-testid="rematch"]').click(),
        b.locator('[data-testid="rematch"]').click(),
      ]);
      annaPurse -= 50;
      bertPurse -= 50;
      await expect.poll(() => a.locator('[data-testid="final-table"]').count(), { timeout: 20_000 }).toBe(0);
      await expectPurse(a, annaPurse);
      await expectPurse(b, bertPurse);
      await b.locator('[data-testid="leave"]').click();
      await b.locator('[data-testid="leave"]').click();
      await b.waitForURL((u) => !u.pathname.startsWith('/tisch'), { timeout: 20_000 });
      await playWholeCruise(a, 6 * 60_000);
      expect(await potLine(a)).toBe(`Topf 100 Taler → ${ANNA}`);
      annaPurse += 100;
      await expectPurse(a, annaPurse);
      await expectPurse(b, bertPurse);
    },
    8 * 60_000,
  );

  it(
    'alone with a computer, Anna gets her stake back',
    async () => {
      // Opening a new table leaves the finished one (the gateway does that).
      await openStakedTable(a, { stake: 25, computers: true });
      await expectPurse(a, annaPurse - 25);
      await a.locator('[data-testid="start-table"]').click();
      await playWholeCruise(a, 6 * 60_000);
      expect(await potLine(a)).toBe(`Topf 25 Taler → ${ANNA}`);
      await expectPurse(a, annaPurse);
    },
    8 * 60_000,
  );

  it('the Kontoauszug lists every movement and adds up', async () => {
    await a.goto(url('/kontoauszug'));
    const rows = a.locator('[data-testid="statement-row"]');
    await rows.first().waitFor({ timeout: 15_000 });
    const reasons = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-reason')));
    expect(reasons.at(-1)).toBe('open');
    expect(reasons.filter((r) => r === 'reserve')).toHaveLength(3);
    expect(reasons).toContain('refund');
    expect(await a.locator('[data-testid="statement-sum"]').getAttribute('data-ok')).toBe('true');
    expect(await a.locator('[data-testid="statement-balance"]').textContent()).toBe(String(annaPurse));
    await b.goto(url('/kontoauszug'));
    await b.locator('[data-testid="statement-row"]').first().waitFor({ timeout: 15_000 });
    expect(await b.locator('[data-testid="statement-sum"]').getAttribute('data-ok')).toBe('true');
    expect(await b.locator('[data-testid="statement-balance"]').textContent()).toBe(String(bertPurse));
    // The rules page says how a split pot's remainder goes (the text is silent there).
    await a.goto(url('/regeln/cruise'));
    const rules = a.locator('[data-testid="rules-stakes"]');
    await rules.waitFor({ timeout: 15_000 });
    expect(await rules.textContent()).toContain('in der Reihenfolge ihrer Plätze (Platz 1 zuerst)');
    expect(problems).toEqual([]);
  });
});
