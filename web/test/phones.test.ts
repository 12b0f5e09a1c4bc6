/**
 * On a phone (issue 39.1 and 39.2): a touch-enabled mobile context (the DevTools protocol's touch
 * events: Playwright's tap) plays each game's quick game to its first round's end by tapping only,
 * with a long press for the info window where the rule text names one; at 360 × 640, 390 × 844 and
 * 640 × 360 every board and page fits without sideways scrolling, nothing is cut off, nothing
 * overlaps, controls are at least 44 × 44 px and text at least 14 px (measured in the page, phones.ts);
 * a screenshot of each game and size and the list of findings go to web/.screens/phones (git-ignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings, openQuickGame } from './a11y';
import { resize } from './boss-layout-helpers';
import { nextMove as bossMove } from './boss-play';
import { openBrowser } from './browser';
import { playToEnd as coupToEnd } from './coup-play';
import { dealWith, waitPhase } from './coup-tables';
import { fixedBag, ROUTE } from './cruise-deck';
import { playUntil as cruiseUntil } from './cruise-play';
import { look as hokusLook, newStats as hokusStats, playUntil as hokusUntil } from './hokus-play';
import { FIRST_DEAL, SEED as KRAKAU_SEED, playFirstGame } from './krakau-play';
import { PHONE_SIZES, phoneFindings } from './phones';
import { clickMove, nextChange, press, StallWatch, tapsOn } from './play-guard';
import { WEB_DIR } from './web-server';

const SHOTS = join(WEB_DIR, '.screens', 'phones');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** Every shortcoming found, by game, size and state. */
const found: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser({ width: 360, height: 640 }, { touch: true });
  page = await browser.context.newPage();
  tapsOn(page);
}, 60_000);
afterAll(async () => {
  writeFileSync(join(SHOTS, 'findings.txt'), `${found.join('\n')}\n`);
  await browser?.close();
});

/** At every phone size: the measures, axe, and a screenshot `<what>-<size>.png`. */
async function everySize(what: string, shoot = true): Promise<void> {
  for (const size of PHONE_SIZES) {
    await resize(page, size);
    found.push(...(await phoneFindings(page)).map((f) => `${what} ${size.name}: ${f}`));
    if (shoot) await page.screenshot({ path: join(SHOTS, `${what}-${size.name}.png`) });
  }
  found.push(...(await axeFindings(page, `${what} (Handy)`)));
  await resize(page, PHONE_SIZES[0]);
}

/** A long press with a real finger (touchStart, the info window, touchEnd). */
async function longPress(selector: string, info: string): Promise<string> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`nothing to press at ${selector}`);
  const cdp = await browser.context.newCDPSession(page);
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 3) };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.locator(info).waitFor({ timeout: 3000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  return (await page.locator(info).first().textContent()) ?? '';
}

/**
 * What may stay under a finger's size (web/README.md, "Phones"): Speedcruise's dining room draws 24
 * tables with their chairs and the Pianobar's stools in one square as wide as the phone, and the
 * Tischlupe its table's neighbours with their chairs around it. By touch a tap on a table opens
 * the Lupe, where the own table's four chairs are a finger's size (checked below).
 */
const ROOM = /^cruise(-lupe)? \S+: small target \(\d+×\d+\): g\[(chair|stool|table-T\d+)\]/;

const myTurn = () =>
  page.locator('[data-testid="table"][data-ready="true"][data-my-turn="true"]').waitFor({ timeout: 30_000 });

describe('on a phone, by tapping', () => {
  it('Speedboss: bids and plays the first round by taps, a long press shows a card', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'boss',
      computers: 2,
      seed: 'issue-39-phone',
      options: {
        firstDealer: 1,
        deck: [
          ['y5', 'g9', 'y2', 'b12'],
          ['b3', 'r4', 'g2', 'g5', 'y7', 'y8', 'C1'],
        ],
      },
    });
    await page.locator('[data-testid="bid-panel"]').waitFor({ timeout: 30_000 });
    expect(await longPress('[data-testid="hand-card"]', '[data-testid="card-info"]')).toContain('Gelb 5');
    await everySize('boss');
    const stall = new StallWatch(page, 'Speedboss');
    const measured = new Set<string>();
    for (;;) {
      await stall.check();
      const move = await bossMove(page, false);
      if (move.round >= 2 || move.kind === 'final') break;
      if (move.kind === 'wait') await nextChange(page, stall.seen);
      else if (move.kind !== 'illegal') {
        // the trump choice and the card to play, measured once each
        if ((move.kind === 'card' || move.kind === 'trump') && !measured.has(move.kind)) {
          measured.add(move.kind);
          await everySize(`boss-${move.kind}`);
        }
        await clickMove(page, move.selector);
      }
    }
    await page.locator('[data-testid="round-note"]').waitFor({ timeout: 20_000 });
    await everySize('boss-round-2', false);
  }, 120_000);

  it('Speedhokus: places, announces and delivers by taps to the second round', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'hokus',
      computers: 2,
      seed: 'issue-39-phone',
      options: { maxRounds: 3, deck: { start: 0 } },
    });
    await myTurn();
    expect(await longPress('[data-testid="hand-hat"]', '[data-testid="info"]')).toMatch(/in deiner Hand/);
    await everySize('hokus');
    await hokusUntil(page, (l) => l.mine && l.ready && l.row !== null, 60_000);
    await everySize('hokus-announce');
    await hokusUntil(page, (l) => l.round >= 2, 60_000);
    // Round 2: the player announces every hat and delivers; after the own hats a tap on another
    // magician's table lifts its top hat (the rule text's "auf einen Tisch tippen").
    const stats = hokusStats();
    const foreign = (l: Awaited<ReturnType<typeof hokusLook>>) =>
      l.phase === 'lifting' &&
      l.mine &&
      l.ready &&
      !l.liftOwn &&
      (l.litTables.some((s) => s !== 0) || l.liftButtons.length > 0);
    // The tap comes right away: measuring the sizes first takes seconds, and in two loaded runs the
    // show had moved on to its end by then (cause not found; the sizes are measured after the tap).
    const now = await hokusUntil(page, foreign, 60_000, stats).then(() => hokusLook(page));
    const seat = now.litTables.find((s) => s !== 0) ?? now.liftButtons[0];
    if (seat === undefined) throw new Error(`no foreign table to lift: ${JSON.stringify(now)}`);
    const magician = page.locator(`[data-testid="magician-${seat}"]`);
    const before = Number(await magician.getAttribute('data-facedown'));
    await press(
      page,
      page.locator(`[data-testid="table-${seat}"]:visible, [data-testid="count-${seat}"]:visible`),
    );
    await page.waitForFunction(
      ([sel, n]) =>
        Number(document.querySelector(sel as string)?.getAttribute('data-facedown')) < (n as number),
      [`[data-testid="magician-${seat}"]`, before] as const,
      { timeout: 10_000 },
    );
    expect(stats.ownLifts).toBeGreaterThan(0);
    // The delivery's board at every size, after the tap (it may have moved on by then).
    await everySize('hokus-lifting');
  }, 150_000);

  it('Speedkrakau: bids, gives, announces and plays the first game by taps to its settlement', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'krakau',
      computers: 2,
      seed: KRAKAU_SEED,
      options: { deck: [FIRST_DEAL] },
    });
    await myTurn();
    await everySize('krakau');
    // the Musik, the giving, the game to declare, the play, a refused card, a meld: each measured
    await playFirstGame(page, 120_000, (state) => everySize(`krakau-${state}`));
    await everySize('krakau-settlement', false);
  }, 240_000);

  it('Speedcoup: plays the first attempt by taps to its result', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'coup',
      computers: 3,
      options: {
        coup: 1,
        pfiff: 'wish',
        deck: {
          hands: dealWith(4, ['D1', 'D2', 'D3', 'D4', 'J9', 'G1', 'G2', 'U1', 'U2', 'P1']),
          loot: ['J9'],
        },
      },
    });
    await myTurn();
    await everySize('coup');
    // The loot by a tap, then a Handzeichen by touch: the switch, then the card to show.
    await press(page, page.locator('[data-testid="loot-card"][data-card="J9"]'));
    await waitPhase(page, 'play');
    await myTurn();
    await press(page, page.locator('[data-testid="signal-toggle"]'));
    await page.locator('[data-testid="hand"][data-mode="signal"]').waitFor({ timeout: 5000 });
    await everySize('coup-signal');
    await press(page, page.locator('[data-testid="hand-card"][data-card="J9"]'));
    await page.locator('[data-testid="seat-0-signal"]').waitFor({ timeout: 10_000 });
    await coupToEnd(page, 90_000);
    await everySize('coup-result', false);
  }, 150_000);

  it('Speedcruise: seats passengers by taps until the first station', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'cruise',
      computers: 2,
      seed: 'cruise-e2e',
      options: { mode: 'cruise', singleGenderTables: false, deck: { bag: fixedBag(), route: ROUTE } },
    });
    await myTurn();
    await everySize('cruise');
    // The Tischlupe by touch: a passenger, a tap on a table (the Lupe opens; its chairs are a
    // finger's size), a glowing chair there, the Lupe closed, "Setzen".
    await press(page, page.locator('[data-testid="hand-tile"][data-active="true"]').first());
    const lupe = page.locator('[data-testid="lupe"]');
    const lit = lupe.locator('[data-testid="chair"][data-lit="true"]');
    for (let t = 1; t <= 24 && (await lit.count()) === 0; t++) {
      if (await lupe.count()) await press(page, page.locator('[data-testid="lupe-close"]'));
      await press(page, page.locator(`[data-testid="dining-room"] [data-testid="table-T${t}"]`));
      await lupe.waitFor({ timeout: 3000 });
    }
    await everySize('cruise-lupe');
    // The Lupe's own table: its four chairs a finger's size at every size (the neighbours around
    // it stay as small as in the room).
    for (const size of PHONE_SIZES) {
      await resize(page, size);
      const own = await lupe
        .locator('[data-testid="chair"][data-hit="true"]')
        .evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
        );
      expect(own.length, size.name).toBe(4);
      expect(Math.min(...own), size.name).toBeGreaterThanOrEqual(43.5);
    }
    await resize(page, PHONE_SIZES[0]);
    await press(page, lit.first());
    await lupe.locator('[data-testid="chair"][data-marked="true"]').waitFor({ timeout: 3000 });
    await press(page, page.locator('[data-testid="lupe-close"]'));
    const seat = page.locator('[data-testid="seat-button"][data-complete="true"]');
    const version = await page.locator('[data-testid="table"]').getAttribute('data-version');
    await press(page, seat);
    await page.locator(`[data-testid="table"]:not([data-version="${version}"])`).waitFor({ timeout: 10_000 });
    const stats = await cruiseUntil(
      page,
      async () => (await page.locator('[data-testid="station-notice"]').count()) > 0,
      90_000,
    );
    expect(stats.seatings).toBeGreaterThan(0);
  }, 150_000);

  it('the pages around the tables fit every phone', async () => {
    const web = inject('webUrl');
    for (const [path, what] of [
      ['/', 'start'],
      ['/lobby', 'lobby'],
      ['/bestenliste', 'bestenliste'],
      ['/statistik', 'statistik'],
      ['/konto', 'konto'],
      ['/regeln/krakau', 'regeln'],
    ] as const) {
      await page.goto(`${web}${path}`);
      await page.waitForLoadState('networkidle');
      await everySize(what);
    }
  }, 120_000);

  it('found nothing too wide, cut off, overlapping or too small', () => {
    // Sideways scrolling, a cut-off control or text, an overlap, a control under 44 × 44 px, a text
    // under 14 px, an axe finding: none at any size (but the dining room's chairs, tables and stools).
    expect(found.filter((f) => !ROOM.test(f))).toEqual([]);
  });
});
