/**
 * Plays Speedhokus in the page the way a person would, from what the page shows: a hat of the
 * hand (the skunk first in the opening round, rabbits after), the number row (arrow keys, End)
 * with "Ankündigen"/"Überbieten" or "Passen", the own top hat by Enter or its button, a foreign
 * table by clicking it (or its button in the action field), a hat in the middle for the blind
 * draw, the skunk to give up after the own one. Stops at the end board.
 */
import type { Page } from 'playwright-core';
import { clickMove, nextChange, press, StallWatch, touching } from './play-guard';

export interface HokusStats {
  placed: number;
  announced: number;
  passed: number;
  ownLifts: number;
  foreignLifts: number;
  draws: number;
  discards: number;
  rounds: number;
}

interface Look {
  final: boolean;
  ready: boolean;
  mine: boolean;
  phase: string;
  round: number;
  hand: { hat: string; kind: string; active: boolean }[];
  row: { min: number; max: number; chosen: number } | null;
  canPass: boolean;
  liftOwn: boolean;
  litTables: number[];
  liftButtons: number[];
  middle: number;
  myTable: number;
}

/** One look at the page (a single round trip; no named inner functions: it runs in the page). */
export function look(page: Page): Promise<Look> {
  return page.evaluate((): Look => {
    const doc = document;
    const table = doc.querySelector('[data-testid="table"]');
    const row = doc.querySelector('[data-testid="number-row"]');
    return {
      final: !!doc.querySelector('[data-testid="final-table"]'),
      ready: table?.getAttribute('data-ready') === 'true',
      mine: table?.getAttribute('data-my-turn') === 'true',
      phase: table?.getAttribute('data-phase') ?? '',
      round: Number(table?.getAttribute('data-round') ?? 0),
      hand: [...doc.querySelectorAll('[data-testid="hand-hat"]')].map((e) => ({
        hat: e.getAttribute('data-hat') ?? '',
        kind: e.getAttribute('data-kind') ?? '',
        active: e.getAttribute('data-active') === 'true',
      })),
      row: row
        ? {
            min: Number(row.getAttribute('data-min')),
            max: Number(row.getAttribute('data-max')),
            chosen: Number(row.getAttribute('data-chosen')),
          }
        : null,
      canPass: !!doc.querySelector('[data-testid="pass"]'),
      liftOwn: !!doc.querySelector('[data-testid="lift-own"]'),
      litTables: [...doc.querySelectorAll('[data-testid^="table-"][data-lit="true"]')].map((e) =>
        Number(e.getAttribute('data-testid')?.replace(/\D/g, '')),
      ),
      liftButtons: [...doc.querySelectorAll('[data-testid^="lift-table-"]')].map((e) =>
        Number(e.getAttribute('data-testid')?.replace(/\D/g, '')),
      ),
      middle: doc.querySelectorAll('[data-testid^="middle-hat-"] .glow').length,
      myTable: Number(doc.querySelector('[data-testid="magician-0"]')?.getAttribute('data-facedown') ?? 0),
    };
  });
}

/** Waits until the page has taken an action in (or refused it). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="table"]')?.getAttribute('data-ready') !== 'false',
    null,
    { timeout: 15_000, polling: 30 },
  );
}

/** Chooses `n` in the number row with the keys (arrows, End), then announces by the button. */
async function announce(page: Page, n: number, chosen: number, max: number): Promise<void> {
  if (touching(page)) {
    // A phone has no keys: the number by its button (the slider's row shows it), then the button.
    await press(page, page.locator(`[data-testid="number-${n}"]`));
    await page.locator(`[data-testid="number-row"][data-chosen="${n}"]`).waitFor({ timeout: 3000 });
    await press(page, page.locator('[data-testid="announce"]'));
    return;
  }
  if (n === max) await page.keyboard.press('End');
  else
    for (let i = chosen; i !== n; i += n > chosen ? 1 : -1)
      await page.keyboard.press(n > chosen ? 'ArrowRight' : 'ArrowLeft');
  await page.locator(`[data-testid="number-row"][data-chosen="${n}"]`).waitFor({ timeout: 3000 });
  await page.locator('[data-testid="announce"]').click();
}

/**
 * One decision. The plan: in round 1 the skunk goes on the table and the player announces 1 (a
 * trap, then passes); afterwards rabbits only, and the player announces every hat on all tables,
 * so he must deliver at once — his own hats first, then every foreign table.
 */
async function decide(page: Page, l: Look, stats: HokusStats): Promise<boolean> {
  const opening = l.round === 1;
  // A miss means the table moved on first (another look decides); any other failure fails.
  const click = (sel: string) => clickMove(page, sel);
  switch (l.phase) {
    case 'setup':
    case 'placing': {
      if (l.phase === 'placing' && l.row) {
        await announce(page, opening ? l.row.min : l.row.max, l.row.chosen, l.row.max);
        stats.announced++;
        return true;
      }
      const want = opening ? 'skunk' : 'rabbit';
      const hat = l.hand.find((h) => h.active && h.kind === want) ?? l.hand.find((h) => h.active);
      if (!hat) return false;
      if (!(await click(`[data-testid="hand-hat"][data-hat="${hat.hat}"]`))) return false;
      stats.placed++;
      return true;
    }
    case 'bidding': {
      if (!l.row) return false;
      if (opening && l.canPass) {
        if (!(await click('[data-testid="pass"]'))) return false;
        stats.passed++;
        return true;
      }
      await announce(page, l.row.max, l.row.chosen, l.row.max);
      stats.announced++;
      return true;
    }
    case 'lifting': {
      if (l.liftOwn) {
        // the own top hat: Enter, and every other time its button
        if (stats.ownLifts % 2 === 0 && !touching(page)) {
          // Enter on a focused button presses that button: the key goes to the table itself
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await page.keyboard.press('Enter');
        } else if (!(await click('[data-testid="lift-own"]'))) return false;
        stats.ownLifts++;
        return true;
      }
      // the table itself, or (every other time) its button in the action field; on a phone with
      // many magicians the compact card stands for the table
      const table = l.litTables.find((s) => s !== 0) ?? l.liftButtons[0];
      if (table === undefined) return false;
      const ok =
        stats.foreignLifts % 2 === 0 || touching(page)
          ? (await click(`[data-testid="table-${table}"]:visible, [data-testid="count-${table}"]:visible`)) ||
            (await click(`[data-testid="lift-table-${table}"]`))
          : await click(`[data-testid="lift-table-${table}"]`);
      if (ok) stats.foreignLifts++;
      return ok;
    }
    case 'draw':
      if (!(await click('[data-testid="middle-hat-0"]'))) return false;
      stats.draws++;
      return true;
    case 'discard': {
      const hat = l.hand.find((h) => h.active && h.kind === 'skunk') ?? l.hand.find((h) => h.active);
      if (!hat || !(await click(`[data-testid="hand-hat"][data-hat="${hat.hat}"]`))) return false;
      stats.discards++;
      return true;
    }
    default:
      return false;
  }
}

/** Plays on until `until` holds (checked before every decision) or the end board shows. */
export async function playUntil(
  page: Page,
  until: (l: Look) => boolean,
  timeoutMs: number,
  stats: HokusStats = newStats(),
): Promise<HokusStats> {
  const deadline = Date.now() + timeoutMs;
  const stall = new StallWatch(page, 'Speedhokus');
  while (Date.now() < deadline) {
    await stall.check();
    const l = await look(page);
    stats.rounds = Math.max(stats.rounds, l.round);
    if (l.final) return stats;
    if (!l.ready || !l.mine) {
      if (until(l)) return stats;
      await nextChange(page, stall.seen);
      continue;
    }
    if (until(l)) return stats;
    if (await decide(page, l, stats)) await settled(page);
    else await nextChange(page, stall.seen);
  }
  throw new Error(
    `the show did not get there within ${Math.round(timeoutMs / 1000)} s (${JSON.stringify(stats)})`,
  );
}

export function newStats(): HokusStats {
  return {
    placed: 0,
    announced: 0,
    passed: 0,
    ownLifts: 0,
    foreignLifts: 0,
    draws: 0,
    discards: 0,
    rounds: 0,
  };
}

/**
 * Starts a show as the form would (the page's guest, fast tempo, no clock), plus a seed, the first
 * player and a short round limit, which only a test gateway takes. Returns the table id.
 */
export async function startShow(
  page: Page,
  gatewayUrl: string,
  computers: number,
  seed: string,
  maxRounds: number,
): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, { timeout: 15_000 });
  const input = {
    game: 'hokus',
    computers,
    level: 'easy',
    clockSeconds: null,
    tempo: 'fast',
    seed,
    options: { maxRounds, deck: { start: 0 } },
  };
  return page.evaluate(
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
    { url: gatewayUrl, input },
  );
}
