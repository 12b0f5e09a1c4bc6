/**
 * Die Nachbesprechung: after an attempt all hands lie open as they were before the first trick;
 * step `s` shows the table after trick s (0 = before the first). A frame says for every card
 * whether it is still in hand, in the trick shown now (gold) or played before (pale), whose loot it
 * is (a dot in the owner's colour) and whether it was shown as a hand signal (a shield).
 */
import type { Seat } from '@spielcenter/proto';
import type { CardId } from './cards.js';
import type { SignalMark, Trick } from './state.js';
import type { CoupView, ReviewView } from './view.js';

export type ReviewCardState = 'hand' | 'current' | 'played';

export interface ReviewCard {
  readonly card: CardId;
  readonly state: ReviewCardState;
  /** The loot's owner, null when the card is no loot. */
  readonly lootOwner: Seat | null;
  /** Shown as a hand signal by this step: its mark (the review reveals Alarmanlage marks too). */
  readonly signal: SignalMark | null;
}

export interface ReviewFrame {
  readonly step: number;
  readonly steps: number;
  /** The trick shown now (step − 1), null at step 0. */
  readonly trick: Trick | null;
  readonly trickIndex: number | null;
  /** The trick shown now is the one that broke the coup. */
  readonly failed: boolean;
  /** Per seat, as before the first card (the Schatten's hand is empty: its cards are in `piles`). */
  readonly hands: readonly (readonly ReviewCard[])[];
  /** The Schatten's piles, [bottom, top] each; empty without the Schatten. */
  readonly piles: readonly (readonly ReviewCard[])[];
  /** Tricks won per seat after this step. */
  readonly won: readonly number[];
}

/** How many steps the review has: before the first trick plus one per trick played. */
export function reviewSteps(review: ReviewView): number {
  return review.tricks.length + 1;
}

/** The step that shows the failing trick, null after a success. */
export function failStep(review: ReviewView): number | null {
  return review.failedTrick === null ? null : review.failedTrick + 1;
}

/** The table after `step` tricks (clamped to the review's range). */
export function reviewFrame(view: CoupView, step: number): ReviewFrame | null {
  const review = view.review;
  if (!review) return null;
  const s = Math.max(0, Math.min(step, review.tricks.length));
  const playedAt = new Map<CardId, number>();
  review.tricks.forEach((t, i) => {
    for (const p of t.cards) playedAt.set(p.card, i);
  });
  const owners = new Map(view.loot.map((l) => [l.card, l.owner] as const));
  const signals = new Map<CardId, SignalMark | null>();
  for (const g of review.signals) if (g.trick <= s) signals.set(g.card, g.mark);
  const card = (c: CardId): ReviewCard => {
    const at = playedAt.get(c);
    const state: ReviewCardState = at === undefined || at >= s ? 'hand' : at === s - 1 ? 'current' : 'played';
    return { card: c, state, lootOwner: owners.get(c) ?? null, signal: signals.get(c) ?? null };
  };
  const trickIndex = s > 0 ? s - 1 : null;
  const won = Array.from({ length: view.seats }, () => 0);
  for (const t of review.tricks.slice(0, s)) if (t.winner !== null) won[t.winner] = (won[t.winner] ?? 0) + 1;
  return {
    step: s,
    steps: review.tricks.length + 1,
    trick: trickIndex === null ? null : (review.tricks[trickIndex] ?? null),
    trickIndex,
    failed: trickIndex !== null && trickIndex === review.failedTrick,
    hands: review.hands.map((h) => h.map(card)),
    piles: review.shadow.map((p) => p.map(card)),
    won,
  };
}
