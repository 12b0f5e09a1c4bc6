/**
 * The info window's trigger, for every game's own subjects: a short rest of the mouse, keyboard
 * focus, or a long press on touch (which then does not count as a click, so nothing is played by
 * looking).
 */
export type ShowTip<S> = (tip: { subject: S; anchor: DOMRect } | null) => void;

const HOVER_MS = 350;
const LONG_PRESS_MS = 450;

/**
 * The element whose window is open (one window at a time on a page). Only it may close the window:
 * a finger's long press is followed by the browser's compatibility mousedown, which moves the focus
 * and blurs whatever element had it — another card with its own trigger (the loot just taken) —
 * and that blur must not close the window the finger just opened.
 */
let owner: Element | null = null;

export function tip<S>(node: Element, params: { subject: S; show: ShowTip<S> }) {
  let p = params;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let swallow = false;
  const open = () => {
    owner = node;
    p.show({ subject: p.subject, anchor: node.getBoundingClientRect() });
  };
  // Later, not at once: a focused element taken off the page blurs while the page is being
  // updated, where changing state is forbidden.
  const close = () => {
    clearTimeout(timer);
    if (owner !== node) return;
    owner = null;
    queueMicrotask(() => p.show(null));
  };
  const enter = (e: Event) => {
    if ((e as PointerEvent).pointerType !== 'mouse') return;
    clearTimeout(timer);
    timer = setTimeout(open, HOVER_MS);
  };
  const down = (e: Event) => {
    if ((e as PointerEvent).pointerType === 'mouse') return;
    swallow = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      swallow = true;
      open();
    }, LONG_PRESS_MS);
  };
  // A touch screen sends pointerleave right after pointerup: for a finger, leaving only ends a
  // press that has not opened the window yet; an open window stays (and closes 2 s after the lift).
  const leave = (e: Event) => {
    if ((e as PointerEvent).pointerType === 'mouse') close();
    else if (!swallow) clearTimeout(timer);
  };
  const up = () => {
    clearTimeout(timer);
    if (swallow) timer = setTimeout(close, 2000);
  };
  const click = (e: Event) => {
    if (!swallow) return;
    swallow = false;
    e.stopImmediatePropagation();
    e.preventDefault();
  };
  const listeners: [string, EventListener, boolean][] = [
    ['pointerenter', enter, false],
    ['pointerleave', leave, false],
    ['pointerdown', down, false],
    ['pointerup', up, false],
    ['pointercancel', up, false],
    ['focus', () => node.matches(':focus-visible') && open(), false],
    ['blur', close, false],
    ['click', click, true],
    ['contextmenu', (e) => swallow && e.preventDefault(), false],
  ];
  for (const [type, fn, capture] of listeners) node.addEventListener(type, fn, capture);
  return {
    update(next: { subject: S; show: ShowTip<S> }) {
      p = next;
    },
    destroy() {
      clearTimeout(timer);
      if (owner === node) owner = null;
      for (const [type, fn, capture] of listeners) node.removeEventListener(type, fn, capture);
    },
  };
}

/** A card game's info window: the card under the finger or the mouse, and where it lies. */
export type CardTip = { card: string; anchor: DOMRect } | null;

/** The ShowTip for a card subject, handing the board's `ontip` its card and anchor. */
export function cardShow(ontip: (tip: CardTip) => void): ShowTip<string> {
  return (t) => ontip(t ? { card: t.subject, anchor: t.anchor } : null);
}
