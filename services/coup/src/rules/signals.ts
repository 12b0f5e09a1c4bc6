/** Kein Wort – nur Handzeichen: one true signal per attempt, shown before a trick (else queued). */
import type { RuleErrorData } from '@spielcenter/proto';
import { coupDef } from './campaign.js';
import { type CardId, cardParams, cardValue, isDietrich, suitOf } from './cards.js';
import { coupErrors } from './errors.js';
import type { CoupEvent } from './events.js';
import { isHuman } from './seats.js';
import type { CoupState, Seat, SignalMark } from './state.js';

/** The true mark of a colour card in a hand: only, highest or lowest of its colour; null if none. */
export function signalMark(hand: readonly CardId[], card: CardId): SignalMark | null {
  if (isDietrich(card) || !hand.includes(card)) return null;
  const same = hand.filter((c) => suitOf(c) === suitOf(card)).map(cardValue);
  const v = cardValue(card);
  if (same.length === 1) return 'only';
  if (v === Math.max(...same)) return 'top';
  if (v === Math.min(...same)) return 'bottom';
  return null;
}

/** The trick (0-based) before which a signal given now would be shown. */
function showTrick(s: CoupState): number {
  return s.trick && s.trick.cards.length > 0 ? s.tricks.length + 1 : s.tricks.length;
}

/** Why `seat` may not show `card` now (during the tricks; the table's seats hold no Schatten). */
export function checkSignal(s: CoupState, seat: Seat, card: CardId): RuleErrorData | null {
  if (s.phase.kind !== 'play') return coupErrors.data('COUP_SIGNAL_NOT_NOW');
  if (s.signalUsed[seat]) return coupErrors.data('COUP_SIGNAL_USED');
  const hand = s.hands[seat] ?? [];
  if (!hand.includes(card)) return coupErrors.data('COUP_NOT_IN_HAND', cardParams(card));
  if (isDietrich(card)) return coupErrors.data('COUP_SIGNAL_DIETRICH');
  const trick = showTrick(s);
  if (trick >= s.tricksTotal) return coupErrors.data('COUP_SIGNAL_NOT_NOW');
  const bugs = coupDef(s.config.coup).bugs;
  if (trick + 1 < bugs) return coupErrors.data('COUP_SIGNAL_BUGGED', { trick: bugs });
  if (!signalMark(hand, card)) return coupErrors.data('COUP_SIGNAL_NOT_TRUE', cardParams(card));
  return null;
}

/** Cards a seat may show now (empty when it may not signal). Same rules as checkSignal, no texts. */
export function signalCards(s: CoupState, seat: Seat): CardId[] {
  if (s.phase.kind !== 'play' || s.signalUsed[seat]) return [];
  const trick = showTrick(s);
  if (trick >= s.tricksTotal || trick + 1 < coupDef(s.config.coup).bugs) return [];
  const hand = s.hands[seat] ?? [];
  return hand.filter((c) => signalMark(hand, c) !== null);
}

function show(s: CoupState, seat: Seat, card: CardId): CoupEvent {
  const mark = signalMark(s.hands[seat] ?? [], card) as SignalMark;
  const human = isHuman(s, seat);
  s.signals.push({ seat, card, mark, trick: s.tricks.length, active: true, human });
  if (human) s.humanSignal = true;
  return { type: 'signal', seat, card, mark: coupDef(s.config.coup).alarm ? null : mark };
}

export function applySignal(s: CoupState, seat: Seat, card: CardId): CoupEvent[] {
  s.signalUsed[seat] = true;
  if (s.trick && s.trick.cards.length > 0) {
    s.queued.push({ seat, card });
    return [{ type: 'signalQueued', seat, card, to: [seat] }];
  }
  return [show(s, seat, card)];
}

/** Before the next trick: show queued signals that are still true, give the others back. */
export function flushQueued(s: CoupState): CoupEvent[] {
  const events: CoupEvent[] = [];
  for (const { seat, card } of s.queued) {
    if (signalMark(s.hands[seat] ?? [], card)) events.push(show(s, seat, card));
    else {
      s.signalUsed[seat] = false;
      events.push({ type: 'signalReturned', seat, card, to: [seat] });
    }
  }
  s.queued = [];
  return events;
}

/** A card left its hand: its signal no longer stands. */
export function cardLeft(s: CoupState, card: CardId): void {
  for (const sig of s.signals) if (sig.card === card) sig.active = false;
}
