/**
 * The info window's trigger, for every game's own subjects: a short rest of the mouse, keyboard
 * focus, or a long press on touch (which then does not count as a click, so nothing is played by
 * looking).
 */
export type ShowTip<S> = (tip: { subject: S; anchor: DOMRect } | null) => void;

const HOVER_MS = 350;
const LONG_PRESS_MS = 450;

export function tip<S>(node: Element, params: { subject: S; show: ShowTip<S> }) {
  let p = params;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let swallow = false;
  const open = () => p.show({ subject: p.subject, anchor: node.getBoundingClientRect() });
  // Later, not at once: a focused element taken off the page blurs while the page is being
  // updated, where changing state is forbidden.
  const close = () => {
    clearTimeout(timer);
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
    if (swallow) setTimeout(() => p.show(null), 2000);
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
