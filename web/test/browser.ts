/** Debian's Chromium through playwright-core (never a downloaded browser), with a fresh profile. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function openBrowser(
  viewport = { width: 1280, height: 860 },
  /** A phone: a touch screen (real touch events through the DevTools protocol) and a mobile viewport. */
  { touch = false }: { touch?: boolean } = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'spielcenter-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    locale: 'de-DE',
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    // No card animations: clicks need not wait for cards to settle.
    reducedMotion: 'reduce',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
