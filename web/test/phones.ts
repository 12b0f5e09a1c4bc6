/**
 * What a phone's screen must give (issue 39.2), measured in the page: nothing scrolls sideways,
 * nothing is cut off at the sides, every control is at least 44 × 44 px, every text at least 14 px.
 */
import type { Page } from 'playwright-core';

export const PHONE_SIZES = [
  { name: '360x640', width: 360, height: 640 },
  { name: '390x844', width: 390, height: 844 },
  { name: '640x360', width: 640, height: 360 },
] as const;

/** The page's shortcomings on this screen, one line each (element and what is wrong). */
export function phoneFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const vw = window.innerWidth;
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > vw + 1) out.add(`scrolls sideways (${doc.scrollWidth} px wide)`);
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${text ? ` „${text}“` : ''}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return null; // nothing, or a screen reader's text
      const st = getComputedStyle(el);
      if (st.visibility === 'hidden' || Number(st.opacity) === 0) return null;
      if (el.closest('[inert]')) return null;
      return r;
    };
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], summary',
    );
    for (const el of controls) {
      const r = shown(el);
      if (!r) continue;
      if (r.left < -1 || r.right > vw + 1) out.add(`cut off: ${name(el)}`);
      // A link inside a sentence is exempt (WCAG 2.5.8 "inline").
      const inline = el.tagName === 'A' && el.parentElement?.closest('p, li') !== null;
      const radio = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');
      // A radio or box inside its label counts with the label's size.
      const box = radio ? (el.closest('label')?.getBoundingClientRect() ?? r) : r;
      if (!inline && (box.width < 44 - 0.5 || box.height < 44 - 0.5))
        out.add(`small target (${Math.round(box.width)}×${Math.round(box.height)}): ${name(el)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.nodeValue?.trim()) continue;
      const el = n.parentElement;
      if (!el || el.closest('script, style, svg')) continue;
      const r = shown(el);
      if (!r) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 14 - 0.05) out.add(`small text (${size.toFixed(1)} px): ${name(el)}`);
      if (r.left < -1 || r.right > vw + 1) out.add(`cut off: ${name(el)}`);
    }
    return [...out];
  });
}
