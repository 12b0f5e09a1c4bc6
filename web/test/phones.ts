/**
 * What a phone's screen must give (issue 39.2), measured in the page: nothing scrolls sideways,
 * nothing is cut off at the sides, nothing overlaps, every control is at least 44 × 44 px, every
 * text at least 14 px.
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
      if (st.clipPath === 'inset(50%)') return null; // a screen reader's text (sr-only)
      if (el.closest('[inert]')) return null;
      return r;
    };
    // Behind a modal dialog (its backdrop) the board is out of play: only the dialog counts.
    const modal = [...document.querySelectorAll('[aria-modal="true"], dialog:modal')].find((m) => shown(m));
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], summary',
      ),
    ].filter((el) => !modal || modal.contains(el));
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
      if (!el || el.closest('script, style, svg') || (modal && !modal.contains(el))) continue;
      const r = shown(el);
      if (!r) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 14 - 0.05) out.add(`small text (${size.toFixed(1)} px): ${name(el)}`);
      if (r.left < -1 || r.right > vw + 1) out.add(`cut off: ${name(el)}`);
      // A text its own box clips ("neh…"): more wide than shown.
      const st = getComputedStyle(el);
      if (st.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) out.add(`cut off: ${name(el)}`);
    }
    // Nothing covers anything: no two controls, no control and a line of text, no two lines of
    // text (of different elements) overlap by more than 2 px each way. A line of text is measured by
    // its glyphs' boxes (a Range), not by its element's box; what a scrolling or clipping box hides
    // is not there; a text inside a control belongs to the control.
    const visible = (el: Element, r: DOMRect) => {
      let [x1, y1, x2, y2] = [Math.max(r.left, 0), r.top, Math.min(r.right, vw), r.bottom];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const ar = a.getBoundingClientRect();
        if (st.overflowX !== 'visible') [x1, x2] = [Math.max(x1, ar.left), Math.min(x2, ar.right)];
        if (st.overflowY !== 'visible') [y1, y2] = [Math.max(y1, ar.top), Math.min(y2, ar.bottom)];
      }
      return x2 - x1 > 1 && y2 - y1 > 1 ? { x1, y1, x2, y2 } : null;
    };
    // A dialog, a tip or a fixed bar lies over the board on purpose: it is checked within itself.
    const layers = new Map<Element, Element | null>();
    const layer = (el: Element): Element | null => {
      if (layers.has(el)) return layers.get(el) ?? null;
      const over =
        el.matches('[role="dialog"], [role="alertdialog"], [role="tooltip"], dialog, [popover]') ||
        getComputedStyle(el).position === 'fixed';
      const found = over ? el : el.parentElement ? layer(el.parentElement) : null;
      layers.set(el, found);
      return found;
    };
    type Item = { el: Element; what: string; box: { x1: number; y1: number; x2: number; y2: number } };
    const items: Item[] = [];
    const controlList = controls.filter((el) => shown(el) && !el.closest('.sr-only'));
    for (const el of controlList) {
      const box = visible(el, el.getBoundingClientRect());
      if (box) items.push({ el, what: name(el), box });
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      const el = n.parentElement;
      if (!n.nodeValue?.trim() || !el || el.closest('script, style, svg, .sr-only')) continue;
      if (modal && !modal.contains(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const owner = shown(el) ? controlList.find((c) => c.contains(el)) : undefined;
      // A badge placed over a control's edge (position: absolute) sticks out on purpose.
      const placed = (e: Element | null): boolean =>
        !!e && e !== owner && (getComputedStyle(e).position === 'absolute' || placed(e.parentElement));
      if (owner && !placed(el)) {
        // A control's own text stays inside it ("Speedkrakau" wider than its tile).
        const o = owner.getBoundingClientRect();
        for (const line of range.getClientRects())
          if (line.left < o.left - 1 || line.right > o.right + 1) out.add(`text spills out: ${name(owner)}`);
      }
      // A text stays inside the panel it is written on (the nearest box with a background or a
      // border), unless it is placed on purpose (position: absolute or fixed on the way there).
      if (shown(el) && !owner) {
        let panel: Element | null = el;
        let onPanel = false;
        for (; panel && panel !== document.body; panel = panel.parentElement) {
          const ps = getComputedStyle(panel);
          onPanel =
            ps.backgroundImage !== 'none' ||
            !/rgba\(.*,\s*0\)|transparent/.test(ps.backgroundColor) ||
            ['top', 'right', 'bottom', 'left'].some(
              (side) => Number.parseFloat(ps.getPropertyValue(`border-${side}-width`)) > 0,
            );
          if (onPanel || ps.position === 'absolute' || ps.position === 'fixed') break;
        }
        if (panel && onPanel) {
          const p = panel.getBoundingClientRect();
          for (const line of range.getClientRects())
            if (line.left < p.left - 1 || line.right > p.right + 1)
              out.add(`text spills out: ${name(panel)}`);
        }
      }
      if (!shown(el) || owner) continue;
      const what = `${name(el).split(' ')[0]} „${n.nodeValue.trim().replace(/\s+/g, ' ').slice(0, 24)}“`;
      for (const line of range.getClientRects()) {
        const box = visible(el, line);
        if (box) items.push({ el, what, box });
      }
    }
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const [a, b] = [items[i], items[j]];
        if (a.el.contains(b.el) || b.el.contains(a.el) || layer(a.el) !== layer(b.el)) continue;
        // A picture's own glyphs (a card face, role="img", maybe turned) are its drawing.
        const picture = a.el.closest('[role="img"]');
        if (picture && picture === b.el.closest('[role="img"]')) continue;
        const w = Math.min(a.box.x2, b.box.x2) - Math.max(a.box.x1, b.box.x1);
        const h = Math.min(a.box.y2, b.box.y2) - Math.max(a.box.y1, b.box.y1);
        if (w > 2 && h > 2) out.add(`overlap: ${a.what} × ${b.what}`);
      }
    return [...out];
  });
}
