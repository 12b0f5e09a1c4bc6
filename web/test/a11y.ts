/**
 * What the accessibility tests share: axe-core (WCAG 2.2 A/AA) run in the page, a keyboard that
 * tabs to a control found in the accessibility tree, and a reader of the table's live region.
 */
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const axeSource = axe.source;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's violations on the page as it is now, one line each: the rule, the element and why.
 * The script goes in by the DevTools protocol (the page's CSP allows no inline script).
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{
          violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
        }>;
      };
    };
    const res = await w.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return res.violations.flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`,
      ),
    );
  }, TAGS);
  return found.map((f) => `${where}: ${f}`);
}

/**
 * Presses Tab until `target` has the focus (as a person with a keyboard reaches a control), at most
 * `limit` times; fails when it never does.
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The table's live region as a screen reader hears it: every line once, in order. */
export class LiveReader {
  #last = 0;
  /** Every line heard so far. */
  readonly lines: string[] = [];

  constructor(private readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('log', { name: 'Am Tisch' });
  }

  /** The lines said since the last call (waits up to `ms` for at least one; none after that). */
  async next(ms = 20_000): Promise<string[]> {
    const region = await this.region.elementHandle({ timeout: ms });
    // Each line carries its number: a screen reader reads every new one once.
    const arrived = await this.page
      .waitForFunction(
        ([el, last]) =>
          [...(el as Element).children].some((p) => Number((p as HTMLElement).dataset.n) > (last as number)),
        [region, this.#last] as const,
        { timeout: ms },
      )
      .then(() => true)
      .catch(() => false);
    if (!arrived) return [];
    const fresh = await region.evaluate(
      (el, last) =>
        [...el.children]
          .map((p) => [Number((p as HTMLElement).dataset.n), p.textContent ?? ''] as const)
          .filter(([n]) => n > last),
      this.#last,
    );
    this.#last = fresh.at(-1)?.[0] ?? this.#last;
    const texts = fresh.map(([, t]) => t);
    this.lines.push(...texts);
    return texts;
  }
}

/**
 * Starts a quick game at the gateway with the page's guest (the test stack takes seeds and fixed
 * deals) and opens its table; returns the table id.
 */
export async function openQuickGame(
  page: Page,
  gatewayUrl: string,
  webUrl: string,
  input: object,
): Promise<string> {
  if (!page.url().startsWith(webUrl)) await page.goto(webUrl);
  const handle = await page.waitForFunction(() => localStorage.getItem('spielcenter.guestToken'), null, {
    timeout: 30_000,
  });
  const token = (await handle.jsonValue()) as string;
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
      variables: { i: { level: 'easy', tempo: 'fast', clockSeconds: null, ...input } },
    }),
  });
  const body = (await res.json()) as { data?: { startQuickGame?: { tableId: string } }; errors?: unknown };
  const tableId = body.data?.startQuickGame?.tableId;
  if (!tableId) throw new Error(`startQuickGame failed: ${JSON.stringify(body.errors)}`);
  await page.goto(`${webUrl}/tisch/${encodeURIComponent(tableId)}`);
  return tableId;
}
