/**
 * Screenshots of every game's main states against the real stack, desktop (1366 × 850 and
 * 1366 × 768) and phone (390 × 844), for looking at the layouts:
 *   node --conditions=@spielcenter/source --import tsx test/screenshots.ts [outDir] [game …]
 * Each game's script is test/screens/<game>.ts; test/screens/bestenliste.ts shoots the Bestenliste.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser';
import { startStack } from './stack';

export interface ScreenContext {
  readonly page: Page;
  readonly webUrl: string;
  /** The gateway (fixed deals for tests are allowed there). */
  readonly gatewayUrl: string;
  /** Writes `<out>/<game>-<viewport>-<name>.png`. */
  shoot(name: string): Promise<void>;
  readonly viewport: 'desktop' | 'laptop' | 'phone';
}

export type ScreenScript = (c: ScreenContext) => Promise<void>;

const VIEWPORTS = {
  desktop: { width: 1366, height: 850 },
  laptop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

const out = process.argv[2] ?? '.screens';
const wanted = process.argv.slice(3);
mkdirSync(out, { recursive: true });

async function load(game: string): Promise<ScreenScript> {
  const mod = (await import(`./screens/${game}.ts`)) as { screens: ScreenScript };
  return mod.screens;
}

const games = wanted.length > 0 ? wanted : ['boss', 'coup', 'cruise', 'krakau', 'hokus', 'bestenliste'];
const stack = await startStack();
const browser = await openBrowser();
try {
  for (const game of games) {
    let script: ScreenScript;
    try {
      script = await load(game);
    } catch {
      console.log(`${game}: no screenshot script (test/screens/${game}.ts)`);
      continue;
    }
    for (const [viewport, size] of Object.entries(VIEWPORTS) as [
      ScreenContext['viewport'],
      { width: number; height: number },
    ][]) {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      page.on('pageerror', (e) => console.log(`${game} ${viewport} pageerror`, e));
      const shoot = async (name: string) => {
        const path = `${out}/${game}-${viewport}-${name}.png`;
        await page.screenshot({ path });
        console.log(path);
      };
      await script({ page, webUrl: stack.webUrl, gatewayUrl: stack.gatewayUrl, shoot, viewport });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
