/**
 * The card info window's trigger for Speedcoup's open cards off the hand (trick, loot at the seats,
 * the Schatten's cards, signals): the shell's `tip` action — a short rest of the mouse, keyboard
 * focus, or „Auf dem Handy oder Tablet hältst du die Karte dafür kurz gedrückt“.
 */
import type { ShowTip } from '$lib/table/press';

export { tip } from '$lib/table/press';

export type CardTipFn = (tip: { card: string; anchor: DOMRect } | null) => void;

/** The shell's ShowTip for a card subject, handing the board's `ontip` its card and anchor. */
export function cardShow(ontip: CardTipFn): ShowTip<string> {
  return (t) => ontip(t ? { card: t.subject, anchor: t.anchor } : null);
}
