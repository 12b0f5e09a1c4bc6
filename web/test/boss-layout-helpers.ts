/** Measuring the Speedboss table in the page: what is on screen, what covers what. */
import type { Page } from 'playwright-core';

export interface Seen {
  notFound: boolean;
  maxClockSeconds: number;
}

/**
 * Runs in every page before its scripts (addInitScript): remembers whether "Diesen Tisch gibt es
 * nicht (mehr)" ever showed, and the highest clock value ever shown.
 */
export function recordClockAndNotFound(): void {
  const seen: Seen = { notFound: false, maxClockSeconds: 0 };
  (window as unknown as { __seen: Seen }).__seen = seen;
  const look = () => {
    if (document.querySelector('[data-testid="not-found"]')) seen.notFound = true;
    for (const el of document.querySelectorAll('.clock')) {
      const m = /^(\d+):(\d\d)$/.exec(el.textContent?.trim() ?? '');
      if (m) seen.maxClockSeconds = Math.max(seen.maxClockSeconds, Number(m[1]) * 60 + Number(m[2]));
    }
  };
  const start = () =>
    new MutationObserver(look).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/**
 * A quick game with a fixed deal, started at the gateway with the page's guest (the test stack
 * allows fixed deals). Four players, seat 3 deals round 1:
 * round 1 — the player holds y5, a CEO is turned up, so the computer dealer names the trump firm;
 * round 2 — the player deals and holds b3 and r4, seat 1 leads blue (b9/b10), so r4 is refused.
 */
export async function startFixedGame(
  page: Page,
  gatewayUrl: string,
  change: { clockSeconds?: number | null; seed?: string; firstDealer?: number } = {},
): Promise<string> {
  // The page asks for its guest session once it has loaded: wait for the token it keeps.
  const handle = await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, {
    timeout: 30_000,
  });
  const token = (await handle.jsonValue()) as string | null;
  if (!token) throw new Error('no guest token in the page');
  const input = {
    game: 'boss',
    computers: 3,
    level: 'easy',
    clockSeconds: change.clockSeconds === undefined ? 30 : change.clockSeconds,
    tempo: 'fast',
    seed: change.seed ?? 'issue-20-layout',
    options: {
      firstDealer: change.firstDealer ?? 3,
      deck: [
        ['y5', 'g9', 'y2', 'b12', 'C1'],
        ['b3', 'r4', 'b9', 'b10', 'g2', 'g5', 'y7', 'y8', 'g7'],
      ],
    },
  };
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
      variables: { i: input },
    }),
  });
  const body = (await res.json()) as { data?: { startQuickGame?: { tableId: string } }; errors?: unknown };
  const tableId = body.data?.startQuickGame?.tableId;
  if (!tableId) throw new Error(`startQuickGame failed: ${JSON.stringify(body.errors)}`);
  return tableId;
}

/** What does not fit: a missing element, one outside the window, or a page that scrolls. */
/**
 * Sets the viewport and waits until the page has laid itself out for it: its width is the new one
 * and two frames have been drawn (a fixed pause was too short on a loaded machine: the box was
 * still measured with the old viewport's `vw`).
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((w) => window.innerWidth === w, size.width, { timeout: 10_000 });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export function fitsViewport(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((sels) => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollHeight > innerHeight + 1) out.push(`page scrolls: ${doc.scrollHeight} > ${innerHeight}`);
    if (doc.scrollWidth > innerWidth + 1)
      out.push(`page scrolls sideways: ${doc.scrollWidth} > ${innerWidth}`);
    for (const sel of sels) {
      const el = document.querySelector(sel);
      if (!el) {
        out.push(`${sel}: missing`);
        continue;
      }
      const b = el.getBoundingClientRect();
      if (
        b.width === 0 ||
        b.top < 0 ||
        b.left < 0 ||
        b.bottom > innerHeight + 0.5 ||
        b.right > innerWidth + 0.5
      )
        out.push(
          `${sel}: ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`,
        );
      const box = el as HTMLElement;
      if (box.scrollWidth > box.clientWidth + 1)
        out.push(`${sel}: cut off (${box.scrollWidth} > ${box.clientWidth})`);
    }
    return out;
  }, selectors);
}

/** Which of `others` (those present) overlap the box of `selector`. */
export function boxesOverlap(page: Page, selector: string, others: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, others }) => {
      const a = document.querySelector(selector)?.getBoundingClientRect();
      if (!a) return [`${selector}: missing`];
      return others.filter((sel) => {
        const b = document.querySelector(sel)?.getBoundingClientRect();
        return (
          !!b && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        );
      });
    },
    { selector, others },
  );
}

/** Rank names on the hand's cards that do not fit their card (cut or spilling). */
export function clippedNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="hand"] .card')].flatMap((card) => {
      const name = card.querySelector('.name') as HTMLElement | null;
      if (!name) return [];
      const n = name.getBoundingClientRect();
      const c = card.getBoundingClientRect();
      const cut = name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1;
      return cut || n.bottom > c.bottom || n.left < c.left || n.right > c.right
        ? [name.textContent ?? '']
        : [];
    }),
  );
}

/**
 * Waits until the trick holds `cards` cards, then: which seat names overlap another name, and
 * which are covered by a card.
 */
export async function overlappingTrickLabels(page: Page, cards: number): Promise<string[]> {
  const handle = await page.waitForFunction(
    (n) => {
      const plays = [...document.querySelectorAll('[data-testid="trick-card"]')];
      if (plays.length < n) return null;
      const labels = plays.map((p) => p.querySelector('.who') as HTMLElement);
      const boxes = labels.map((l) => l.getBoundingClientRect());
      const out: string[] = [];
      boxes.forEach((a, i) => {
        boxes.forEach((b, j) => {
          if (j > i && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            out.push(`${labels[i]?.textContent} / ${labels[j]?.textContent}`);
        });
        const hit = document.elementFromPoint(a.left + a.width / 2, a.top + a.height / 2);
        if (!hit || !labels[i]?.contains(hit)) out.push(`${labels[i]?.textContent} covered`);
      });
      return out;
    },
    cards,
    { timeout: 20_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as string[];
}
