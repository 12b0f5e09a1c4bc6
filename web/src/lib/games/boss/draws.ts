/**
 * Two players, rounds 21–30: „der Rest liegt verdeckt als Nachziehstapel unter der Leitbranche-Karte.
 * Nach jedem der ersten Stiche ziehen beide eine Karte nach“. The pile's line on the table; null
 * when the round has no pile.
 */
import type { BossView } from '@spielcenter/boss';

export function drawPileText(view: Pick<BossView, 'drawPile' | 'drawsLeft'>): string | null {
  if (view.drawPile === 0 && view.drawsLeft === 0) return null;
  const cards = `${view.drawPile} ${view.drawPile === 1 ? 'Karte' : 'Karten'}`;
  const draws =
    view.drawsLeft === 0
      ? 'kein Nachziehen mehr'
      : view.drawsLeft === 1
        ? 'nach dem nächsten Stich wird einmal nachgezogen'
        : `nach jedem der nächsten ${view.drawsLeft} Stiche wird nachgezogen`;
  return `Nachziehstapel: ${cards} · ${draws}`;
}
