/**
 * A screen reader can play (issue 39.4): a whole Speedboss round and a whole Speedhokus show by
 * keyboard alone, deciding only by what the table's live region says and finding every control in
 * the accessibility tree (its role and name, never a CSS selector); and axe-core (WCAG 2.2 A/AA)
 * finds nothing on the pages around the tables nor at the board states the games pass, in both
 * colour schemes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings, LiveReader, openQuickGame, tabTo } from './a11y';
import { openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const findings: string[] = [];

beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 860 });
  page = await browser.context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** axe in both colour schemes, the findings kept for the last test. */
async function axeBoth(where: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    findings.push(...(await axeFindings(page, `${where} (${colorScheme})`)));
  }
  await page.emulateMedia({ colorScheme: null });
}

/** Presses a control as a person with a keyboard does: Tab to it, then Enter. */
async function press(name: string | RegExp): Promise<void> {
  const control = page.getByRole('button', { name, disabled: false }).first();
  await control.waitFor({ timeout: 10_000 });
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

describe('a screen reader at the table', () => {
  it('plays a whole Speedboss round by keyboard, deciding by the live region alone', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'boss',
      computers: 2,
      seed: 'issue-39-keys',
      options: { firstDealer: 1, deck: [['y5', 'g9', 'y2', 'y11']] },
    });
    const live = new LiveReader(page);
    const seen = new Set<string>();
    let done = false;
    while (!done) {
      const lines = await live.next();
      expect(lines, `the live region fell silent after: ${live.lines.slice(-5).join(' | ')}`).not.toEqual([]);
      for (const line of lines) {
        if (/^Runde 1 ist gewertet/.test(line)) done = true;
        else if (line === 'Du bist dran: Sag deine Prognose an.') {
          if (!seen.has('bid')) await axeBoth('Speedboss, Prognose');
          seen.add('bid');
          await press(/^Prognose \d+$/);
        } else if (line === 'Du bist dran: Bestimme die Leitbranche.') {
          await tabTo(
            page,
            page.getByRole('group', { name: 'Leitbranche wählen' }).getByRole('button').first(),
          );
          await page.keyboard.press('Enter');
        } else if (line === 'Du spielst aus.' || line === 'Du bist dran: Leg eine Karte.') {
          if (!seen.has('play')) await axeBoth('Speedboss, Karte legen');
          seen.add('play');
          await press(/, spielbar$/);
        }
      }
    }
    expect([...seen].sort()).toEqual(['bid', 'play']);
    // What a person saw happen was said: the bids, every card, the trick's winner, the points.
    const said = live.lines.join('\n');
    expect(said).toMatch(/^Du sagst \d an\.$/m);
    expect(said).toMatch(/^Du spielst Gelb 5/m);
    expect(said.match(/ spielt /g)?.length).toBe(2);
    expect(said).toMatch(/^Der Stich geht an /m);
    expect(said).toMatch(/^Runde 1 ist gewertet: [+-]?\d+ Punkte für dich/m);
    await axeBoth('Speedboss, Runde gewertet');
  }, 120_000);

  it('plays a whole Speedhokus show by keyboard, deciding by the live region alone', async () => {
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'hokus',
      computers: 2,
      seed: 'issue-39-keys',
      options: { maxRounds: 3, deck: { start: 0 } },
    });
    const live = new LiveReader(page);
    const seen = new Set<string>();
    const once = async (what: string) => {
      if (!seen.has(what)) await axeBoth(`Speedhokus, ${what}`);
      seen.add(what);
    };
    let done = false;
    while (!done) {
      const lines = await live.next();
      expect(lines, `the live region fell silent after: ${live.lines.slice(-5).join(' | ')}`).not.toEqual([]);
      for (const line of lines) {
        if (/^Endtafel: /.test(line)) done = true;
        else if (line.startsWith('Du bist dran: Stelle einen Zylinder verdeckt auf')) {
          await once('aufstellen');
          await press(/^Kaninchen .*– aufstellen$/);
        } else if (/^Du bist dran: (Stelle noch einen Zylinder auf oder kündige an|Kündige an)/.test(line)) {
          // All hats on the tables (the End key in the number row): nobody can bid over it.
          await once('ankündigen');
          await page.keyboard.press('End');
          await press(/^Ankündigen: \d+$/);
        } else if (/^Du bist dran: .* – überbiete oder passe/.test(line)) {
          await once('überbieten');
          await press('Passen');
        } else if (/^Du lieferst .*Hebe deinen obersten Zylinder/.test(line)) {
          await once('heben');
          await press('Obersten Zylinder heben');
        } else if (/^Du lieferst .*Wähle einen fremden Tisch/.test(line)) {
          await press(/^Tisch von /);
        } else if (/^Stinktier! .*Tippe einen der/.test(line)) {
          await press(/^Zylinder \d+$/);
        } else if (line.startsWith('Dein eigenes Stinktier!')) {
          await press(/– abgeben$/);
        }
      }
    }
    const said = live.lines.join('\n');
    for (const step of ['aufstellen', 'ankündigen', 'heben']) expect(seen, said).toContain(step);
    expect(said.match(/Applaus|Stinktier/g)?.length ?? 0).toBeGreaterThan(0);
    expect(said).toMatch(/^Der Vorhang ist gefallen/m);
    await page.getByRole('dialog', { name: 'Endtafel' }).waitFor({ timeout: 10_000 });
    await axeBoth('Speedhokus, Endtafel');
  }, 180_000);
});

describe('reduced motion (issue 39.6)', () => {
  /** Every CSS animation that starts while a Speedboss round is dealt and its first cards land. */
  async function animationsOfARound(motion: 'reduce' | 'no-preference'): Promise<[string, number][]> {
    await page.emulateMedia({ reducedMotion: motion });
    await openQuickGame(page, inject('gatewayUrl'), inject('webUrl'), {
      game: 'boss',
      computers: 2,
      seed: 'issue-39-motion',
      options: { firstDealer: 0, deck: [['y5', 'g9', 'y2', 'b11']] },
    });
    await page.evaluate(() => {
      const seen: [string, number][] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      document.addEventListener('animationstart', (e) => {
        const s = getComputedStyle(e.target as Element).animationDuration;
        seen.push([e.animationName, Number.parseFloat(s) * (s.endsWith('ms') ? 1 : 1000)]);
      });
    });
    // The dealer bids last; then the two computers lead and follow: their cards fly onto the trick.
    await page
      .getByRole('button', { name: /^Prognose \d+$/, disabled: false })
      .first()
      .click({ timeout: 30_000 });
    await page
      .getByRole('button', { name: /, spielbar$/ })
      .first()
      .waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: [string, number][] }).seen);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return seen;
  }

  it('lets the cards land without a flight when the system asks for less motion', async () => {
    const moving = await animationsOfARound('no-preference');
    expect(moving.filter(([name]) => /land/.test(name)).every(([, ms]) => ms >= 100)).toBe(true);
    expect(moving.some(([name]) => /land/.test(name))).toBe(true);
    const still = await animationsOfARound('reduce');
    expect(still.some(([name]) => /land/.test(name))).toBe(true);
    expect(still.filter(([, ms]) => ms > 1)).toEqual([]);
  }, 90_000);
});

describe('axe-core (WCAG 2.2 A/AA)', () => {
  it('finds nothing on the pages around the tables, in both colour schemes', async () => {
    const web = inject('webUrl');
    const pages: [string, string][] = [
      ['/', 'Startseite'],
      ['/?spiel=krakau', 'Startseite, Speedkrakau'],
      ['/lobby', 'Lobby'],
      ['/bestenliste', 'Bestenliste'],
      ['/statistik', 'Statistik'],
      ['/konto', 'Konto'],
      ['/anmelden', 'Anmelden'],
      ['/regeln/boss', 'Regeln'],
    ];
    for (const [path, where] of pages) {
      await page.goto(`${web}${path}`);
      await page.waitForLoadState('networkidle');
      await axeBoth(where);
    }
  }, 120_000);

  it('found nothing anywhere the tests went', () => {
    expect(findings).toEqual([]);
  });
});
