/**
 * What the play helpers share so that a stuck table shows within a minute, not at a test's budget:
 * a click on a move the page offered either lands, or misses for the one honest reason (the table
 * moved on first: the computer played, the button went away or was disabled, a newer snapshot came),
 * and anything else fails the test with a screenshot; the helpers wait for the page to change
 * instead of sleeping; and a table that stands at one snapshot version too long fails the test.
 */
import type { Locator, Page } from 'playwright-core';
import { LOG_DIR } from './stack';

/** How long a table may stand at one snapshot version while a helper waits for it. */
export const STALL_MS = 60_000;

let shots = 0;

/** Fails the test: a screenshot of the page in the test logs, then the error. */
export async function failWithScreenshot(page: Page, message: string, cause?: unknown): Promise<never> {
  const path = `${LOG_DIR}/play-failed-${Date.now()}-${++shots}.png`;
  const saved = await page
    .screenshot({ path })
    .then(() => path)
    .catch((e: unknown) => `no screenshot (${e instanceof Error ? e.message : String(e)})`);
  const why = cause instanceof Error ? `: ${cause.message.split('\n')[0]}` : '';
  throw new Error(`${message}${why} (${saved})`);
}

/** Pages on a touch screen: their moves are tapped (the DevTools protocol's touch events). */
const TOUCH = new WeakSet<Page>();

/** From now on the play helpers tap on `page` instead of clicking (a phone). */
export function tapsOn(page: Page): void {
  TOUCH.add(page);
}

/** Presses a control as a person does on this page: a tap on a phone, else a click. */
export async function press(page: Page, target: Locator, timeout = 30_000): Promise<void> {
  if (TOUCH.has(page)) await target.tap({ timeout });
  else await target.click({ timeout });
}

/** Whether the play helpers tap on `page` (no keys there: a phone has none). */
export const touching = (page: Page): boolean => TOUCH.has(page);

/** The table's snapshot version and readiness as the page shows them. */
function tableState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const t = document.querySelector('[data-testid="table"]');
    return `${t?.getAttribute('data-version') ?? '-'}/${t?.getAttribute('data-ready') ?? '-'}`;
  });
}

/**
 * Clicks the move `selector` names (the first match). True when the click landed; false when it
 * missed because the move is no longer offered (gone, disabled, marked illegal, or the snapshot
 * changed meanwhile). A click that fails while the very move is still offered fails the test.
 */
export async function clickMove(page: Page, selector: string): Promise<boolean> {
  const before = await tableState(page);
  const target = page.locator(selector).first();
  if ((await target.count()) === 0) return false; // not (or no longer) offered
  try {
    if (TOUCH.has(page)) await target.tap({ timeout: 3000 });
    else await target.click({ timeout: 3000 });
    return true;
  } catch (e) {
    if (page.isClosed()) throw e;
    const offered =
      (await target.count()) > 0 &&
      (await target.evaluate(
        (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('data-legal') !== 'false',
      ));
    if (!offered || (await tableState(page)) !== before) return false;
    return failWithScreenshot(page, `the click on ${selector} failed while the table still offered it`, e);
  }
}

/**
 * Waits until the page changes (any mutation of the document), at most `ms`; resolves at once
 * when the table's state is no longer `seen`. Used instead of a sleep between two looks.
 */
export async function nextChange(page: Page, seen: string | null = null, ms = 2000): Promise<void> {
  await page.evaluate(
    ({ seen, ms }) =>
      new Promise<void>((resolve) => {
        const t = document.querySelector('[data-testid="table"]');
        const now = `${t?.getAttribute('data-version') ?? '-'}/${t?.getAttribute('data-ready') ?? '-'}`;
        if (seen !== null && now !== seen) return resolve();
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const timer = setTimeout(done, ms);
      }),
    { seen, ms },
  );
}

/**
 * Watches one table while a helper waits on it: `check` fails the test when the snapshot version
 * has not changed for `STALL_MS` (the table is stuck, or the page lost it).
 */
export class StallWatch {
  private state: string | null = null;
  private since = Date.now();

  constructor(
    private readonly page: Page,
    private readonly what: string,
    private readonly ms = STALL_MS,
  ) {}

  /** The state last seen (for `nextChange`). */
  get seen(): string | null {
    return this.state;
  }

  async check(): Promise<void> {
    const now = await tableState(this.page);
    const version = now.split('/')[0];
    if (version !== this.state?.split('/')[0]) this.since = Date.now();
    this.state = now;
    if (Date.now() - this.since > this.ms)
      await failWithScreenshot(
        this.page,
        `${this.what}: the table has stood at version ${version} for ${Math.round(this.ms / 1000)} s`,
      );
  }
}
