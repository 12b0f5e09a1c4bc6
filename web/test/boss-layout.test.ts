/**
 * Issue 20, items 1–4, in headless Chromium against the whole stack: a quick game's table shows as
 * soon as it is started; the table fits 1366 × 768 and 390 × 844 (hand, clock, warning); the
 * table says what the clock and a computer decided; a refused card's reason is not covered; rank
 * names and seat labels are whole; bad addresses are German with a way home; the rules pages.
 * Screenshots go to .logs/web-e2e/screens/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  boxesOverlap,
  clippedNames,
  fitsViewport,
  overlappingTrickLabels,
  recordClockAndNotFound,
  resize,
  type Seen,
  startFixedGame,
} from './boss-layout-helpers';
import { openBrowser } from './browser';
import { LOG_DIR } from './stack';

const SHOTS = join(LOG_DIR, 'screens');
const LAPTOP = { width: 1366, height: 768 };
const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const problems: string[] = [];

const shoot = (name: string) => page.screenshot({ path: join(SHOTS, `boss-${name}.png`) });
const seen = () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(LAPTOP);
  page = await browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.addInitScript(recordClockAndNotFound);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('Speedboss table (issue 20)', () => {
  it('shows a quick game at once after "Los geht\'s", never "Diesen Tisch gibt es nicht" (item 1); rules pages (item 4)', async () => {
    const web = inject('webUrl');
    await page.goto(web);
    await page.getByRole('heading', { name: 'Schnelle Partie: Speedboss' }).waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="rules-link"]').click();
    await page.getByRole('heading', { name: 'Spielregeln Speedboss' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="rules"] h2').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('[data-testid="rules"]').textContent()).toContain('bedienen');
    for (const [id, name] of [
      ['coup', 'Speedcoup'],
      ['cruise', 'Speedcruise'],
      ['krakau', 'Speedkrakau'],
      ['hokus', 'Speedhokus'],
    ]) {
      await page.goto(`${web}/regeln/${id}`);
      await page.getByRole('heading', { name: `Spielregeln ${name}` }).waitFor({ timeout: 10_000 });
    }
    await page.goto(`${web}/regeln/schach`);
    await page.locator('[data-testid="rules-unknown"]').waitFor({ timeout: 10_000 });

    await page.goto(web);
    await page.locator('[data-testid="computers-3"]').check({ force: true, timeout: 30_000 });
    await page.locator('[data-testid="clock-none"]').check({ force: true });
    await page.locator('[data-testid="tempo-fast"]').check({ force: true });
    await page.locator('[data-testid="start-quick-game"]').click();
    await page.waitForURL(/\/tisch\/[^/]+$/, { timeout: 30_000 });
    const shownAfter = Date.now();
    await page.locator('[data-testid="table"]').waitFor({ timeout: 5000 });
    expect(Date.now() - shownAfter).toBeLessThan(5000);
    expect((await seen()).notFound).toBe(false);
    expect(await page.locator('header a[href="/regeln/boss"]').count()).toBe(1);
  });

  it('fits 1366 × 768 and 390 × 844 while bidding; the clock starts at 0:30; its warning and decision are shown (items 2, 3)', async () => {
    const tableId = await startFixedGame(page, inject('gatewayUrl'));
    await page.goto(`${inject('webUrl')}/tisch/${tableId}`);
    await page.locator('[data-testid="table"]').waitFor({ timeout: 15_000 });
    // The computer dealer chose the trump firm after a CEO was turned up.
    await expect
      .poll(() => page.locator('[data-testid="announcement"]').textContent(), { timeout: 10_000 })
      .toMatch(
        /^(Anton|Berta|Clemens|Dora|Emil|Frieda|Gustav|Hilde|Karl|Lotte|Otto|Greta) hat (Blau|Rot|Grün|Gelb) zur Leitbranche gemacht\.$/,
      );
    const clock = page.locator('[data-testid="seat-0"] .clock');
    await clock.waitFor({ timeout: 15_000 });
    expect(await clock.textContent()).toMatch(/^0:(30|29|28)$/);

    for (const [name, size] of [
      ['laptop', LAPTOP],
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await resize(page, size);
      expect(
        await fitsViewport(page, [
          '[data-testid="hand"]',
          '[data-testid="seat-0"]',
          '[data-testid="bid-panel"]',
        ]),
        name,
      ).toEqual([]);
      await shoot(`${name}-bid`);
    }
    // Phone: the opponents' card counts are whole and on screen.
    expect(
      await fitsViewport(page, [
        '[data-testid="seat-1"] .cards',
        '[data-testid="seat-2"] .cards',
        '[data-testid="seat-3"] .cards',
      ]),
    ).toEqual([]);
    await page.setViewportSize(LAPTOP);

    const grace = page.locator('[data-testid="grace"]');
    await grace.waitFor({ timeout: 40_000 });
    expect(
      await fitsViewport(page, [
        '[data-testid="grace"]',
        '[data-testid="hand"]',
        '[data-testid="seat-0"] .clock',
      ]),
    ).toEqual([]);
    expect(
      await boxesOverlap(page, '[data-testid="grace"]', ['[data-testid="hand"]', '[data-testid="seat-0"]']),
    ).toEqual([]);
    await shoot('laptop-grace');
    await expect
      .poll(() => page.locator('[data-testid="announcement"]').textContent(), { timeout: 20_000 })
      .toBe('Die Uhr hat für dich 0 angesagt.');
    expect((await seen()).maxClockSeconds).toBeLessThanOrEqual(30);
  }, 120_000);

  it('clears the last trick for the next bidding, explains a refused card uncovered, names cards in German (item 3)', async () => {
    // Round 1: lead the only card.
    const y5 = page.locator('[data-testid="hand-card"][data-card="y5"][data-legal="true"]');
    await y5.waitFor({ timeout: 20_000 });
    await y5.click();
    // Round 2's bidding: no trick of round 1 on the table, the round's result readable.
    await page.locator('[data-testid="table"][data-round="2"]').waitFor({ timeout: 20_000 });
    const note = page.locator('[data-testid="round-note"]');
    await note.waitFor({ timeout: 10_000 });
    expect(await note.textContent()).toContain('Runde 1');
    expect(await page.locator('[data-testid="trick-card"]').count()).toBe(0);
    expect(
      await boxesOverlap(page, '[data-testid="round-note"]', [
        '[data-testid="trick"]',
        '[data-testid="bid-panel"]',
      ]),
    ).toEqual([]);
    await shoot('laptop-round-result');
    const bid = page.locator('[data-bid][data-legal="true"]').first();
    await bid.waitFor({ timeout: 20_000 });
    await bid.click();

    // Seat 1 leads blue: r4 is refused; its reason is not covered by the info window.
    const r4 = page.locator('[data-testid="hand-card"][data-card="r4"]');
    await page
      .locator('[data-testid="hand-card"][data-card="b3"][data-legal="true"]')
      .waitFor({ timeout: 20_000 });
    expect(await r4.getAttribute('data-legal')).toBe('false');
    // Each card is a button named by its card and whether it can be played now.
    expect(
      await page.getByRole('button', { name: 'Blau 3 (Mädchen für alles), spielbar', exact: true }).count(),
    ).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Rot 4 (Sachbearbeiter), nicht spielbar', exact: true }).count(),
    ).toBe(1);
    expect(await clippedNames(page)).toEqual([]);
    await r4.hover();
    await page.locator('[data-testid="card-info"]').waitFor({ timeout: 5000 });
    await r4.click();
    const why = page.locator('[data-testid="why-not"]');
    await why.waitFor({ timeout: 10_000 });
    expect(await why.textContent()).toMatch(/bedienen|Bedienpflicht/);
    expect(await boxesOverlap(page, '[data-testid="why-not"]', ['[data-testid="card-info"]'])).toEqual([]);
    // Nor by the info window of the next card the pointer passes, while the reason shows.
    await page.locator('[data-testid="hand-card"][data-card="b3"]').hover();
    await page.waitForTimeout(150);
    expect(
      await boxesOverlap(page, '[data-testid="why-not"]', [
        '[data-testid="card-info"]',
        '[data-testid="turn"]',
      ]),
    ).toEqual([]);
    await shoot('laptop-why');
    await resize(page, PHONE);
    const phoneWhy = await fitsViewport(page, [
      '[data-testid="why-not"]',
      '[data-testid="hand"]',
      '[data-testid="seat-0"]',
    ]);
    expect(phoneWhy, phoneWhy.join('; ')).toEqual([]);
    await shoot('phone-why');
    await page.setViewportSize(LAPTOP);

    // b3 completes the first trick: four cards, four names, none on another.
    await page.locator('[data-testid="hand-card"][data-card="b3"]').click();
    const overlaps = await overlappingTrickLabels(page, 4);
    expect(overlaps).toEqual([]);
    await shoot('laptop-trick');
    expect(problems).toEqual([]);
  }, 90_000);

  it('keeps a 15-card hand in one row inside the window (item 2)', async () => {
    for (const size of [LAPTOP, PHONE]) {
      await resize(page, size);
      const fits = await page.evaluate(() => {
        const hand = document.querySelector('[data-testid="hand"]') as HTMLElement;
        const slot = hand.querySelector('[data-testid="hand-card"]') as HTMLElement;
        const clones = Array.from(
          { length: 15 - hand.children.length },
          () => slot.cloneNode(true) as HTMLElement,
        );
        for (const c of clones) hand.appendChild(c);
        hand.style.setProperty('--n', '15');
        const slots = [...hand.children] as HTMLElement[];
        const boxes = slots.map((c) => c.getBoundingClientRect());
        const result = {
          // Layout rows (offsetTop ignores the lift of playable or hovered cards).
          oneRow: new Set(slots.map((c) => c.offsetTop)).size === 1,
          inside: boxes.every((b) => b.left >= 0 && b.right <= innerWidth && b.bottom <= innerHeight),
          noScroll: document.documentElement.scrollHeight <= innerHeight,
        };
        for (const c of clones) c.remove();
        return result;
      });
      expect(fits, `${size.width}×${size.height}`).toEqual({ oneRow: true, inside: true, noScroll: true });
    }
    await page.setViewportSize(LAPTOP);
  });

  it('sends a CSP that names only itself (and its own WebSocket), and forbids frames (item 9)', async () => {
    const web = inject('webUrl');
    for (const path of ['/', '/tisch/tAbc', '/regeln/boss', '/tisch/%E0%A4%A']) {
      const res = await fetch(`${web}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      if (res.status === 200) {
        expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
        // The gateway is reached through the web server's own /graphql (HTTP and WebSocket).
        expect(csp).toContain(`connect-src 'self' ${web.replace(/^http/, 'ws')}`);
        expect(new URL(inject('gatewayUrl')).origin).toBe(new URL(web).origin);
        expect(csp).not.toContain('unsafe-eval');
      }
    }
  });

  it('answers a bad table address in German with a way home (item 3)', async () => {
    const web = inject('webUrl');
    await page.goto(`${web}/tisch/a.b`);
    await page.locator('[data-testid="bad-address"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="bad-address"] h2').textContent()).toBe(
      'Diese Tisch-Adresse ist ungültig.',
    );
    await shoot('laptop-bad-address');
    await page.goto(`${web}/tisch/%E0%A4%A`);
    await page.locator('[data-testid="error-page"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="error-page"] h1').textContent()).toContain(
      'Adresse ist ungültig',
    );
    await page.goto(`${web}/tisch/tNirgendwo12345`);
    await page.locator('[data-testid="not-found"]').waitFor({ timeout: 8000 });
    expect(await page.locator('[data-testid="reconnecting"]').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await shoot('phone-not-found');
    await page.setViewportSize(LAPTOP);
    await page.locator('[data-testid="home"]').click();
    await page.getByRole('heading', { name: /Schnelle Partie/ }).waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });
});
