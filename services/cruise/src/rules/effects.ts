/** Which rules are in force now: the seating limits from the board and the cruise event. */
import type { EventId } from './route-events.js';
import type { SeatingRules } from './seating.js';
import type { CruiseState } from './state.js';

export function activeEffect(s: Pick<CruiseState, 'cruise'>): EventId | null {
  return s.cruise?.effect ?? null;
}

export function boardEmpty(chairs: readonly (string | null)[]): boolean {
  for (const c of chairs) if (c !== null) return false;
  return true;
}

/**
 * „Erster Zug: Auf dem ganz leeren Brett darf der Startspieler einen einzelnen Passagier ohne
 * Punkte setzen“: the start player's very first move of the cruise (no move made yet, so it is his
 * turn), on the empty board. A bar move or a swap as the first move uses it up.
 */
export function isFirstMove(s: Pick<CruiseState, 'moveCount' | 'chairs'>): boolean {
  return s.moveCount === 0 && boardEmpty(s.chairs);
}

export function seatingRules(s: CruiseState): SeatingRules {
  const effect = activeEffect(s);
  return {
    maxSeats: effect === 'freeSeating' ? 3 : effect === 'heavySeas' ? 1 : 2,
    allowAlone: effect === 'tableForOne' || isFirstMove(s),
    singleGenderTables: s.config.singleGenderTables,
  };
}

/** The hand size a draw fills up to now (Gepäckbeschränkung: one less, but a 1 stays 1). */
export function drawTarget(s: Pick<CruiseState, 'cruise' | 'handSize'>, seat: number): number {
  const size = s.handSize[seat] ?? 0;
  if (activeEffect(s) !== 'luggageLimit') return size;
  return Math.max(Math.min(1, size), size - 1);
}
