/**
 * Giving (abgeben): the declarer picks one card for each opponent (two players: two cards to lay
 * away), may change the picks, then "Fertig" sends them. Before that he may throw a Bomba.
 */
import { type PhaseRules, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import type { Card } from './cards.js';
import { krakauErrors } from './errors.js';
import type { KrakauEvent } from './events.js';
import { scoreBomba } from './scoring.js';
import { type Gift, handOf, type KrakauState, opponentsOf, type PhaseOf } from './state.js';

const DISCARD = -1;
type Giving = KrakauState & { readonly phase: PhaseOf<'give'> };

export function canBomba(state: KrakauState, seat: Seat): boolean {
  return bombaError(state, seat) === null;
}

export function bombaError(state: KrakauState, seat: Seat): RuleErrorData | null {
  const max = state.config.bombas;
  if (max === 0) return krakauErrors.data('KRAKAU_BOMBA_OFF');
  if ((state.barrel[seat] ?? 0) > 0) return krakauErrors.data('KRAKAU_BOMBA_BARREL');
  if ((state.bombasUsed[seat] ?? 0) >= max) return krakauErrors.data('KRAKAU_BOMBA_NONE_LEFT', { max });
  return null;
}

/** Whether this pick is already made exactly so (tapping it again would be a take-back). */
function picked(picks: readonly Gift[], card: Card, to: Seat): boolean {
  return picks.some((p) => p.card === card && p.to === to);
}

function incomplete(two: boolean): RuleErrorData {
  return two
    ? krakauErrors.data('KRAKAU_GIVE_INCOMPLETE', {
        need: 'zwei Karten zum Ablegen',
        needEn: 'two cards to discard',
      })
    : krakauErrors.data('KRAKAU_GIVE_INCOMPLETE', {
        need: 'für jeden Gegner eine Karte',
        needEn: 'one card for each opponent',
      });
}

function legalPicks(s: Giving, seat: Seat, out: KrakauAction[]): void {
  const { picks } = s.phase;
  const hand = handOf(s.round, seat);
  if (s.config.players === 2) {
    if (picks.length < 2)
      for (const card of hand) if (!picked(picks, card, DISCARD)) out.push({ type: 'discard', card });
    return;
  }
  const opponents = opponentsOf(s.round);
  for (const card of hand)
    for (const to of opponents) if (!picked(picks, card, to)) out.push({ type: 'give', card, to });
}

/** A pick for an opponent (`to`) or, with two players, a discard (`to` = DISCARD). */
function explainPick(s: Giving, seat: Seat, card: Card, to: Seat, discard: boolean): RuleErrorData | null {
  const { picks } = s.phase;
  if (!handOf(s.round, seat).includes(card)) return krakauErrors.data('KRAKAU_NOT_IN_HAND', { card });
  if (!discard && !opponentsOf(s.round).includes(to)) return krakauErrors.data('KRAKAU_BAD_RECIPIENT');
  if (picked(picks, card, to)) return krakauErrors.data('KRAKAU_ALREADY_PICKED', { card });
  return discard && picks.length >= 2 ? krakauErrors.data('KRAKAU_DISCARD_FULL') : null;
}

function explainGive(s: Giving, seat: Seat, action: KrakauAction): RuleErrorData | null {
  const two = s.config.players === 2;
  switch (action.type) {
    case 'give':
    case 'discard':
      if (action.type === 'give')
        return two
          ? krakauErrors.data('KRAKAU_DISCARD_NOT_GIVE')
          : explainPick(s, seat, action.card, action.to, false);
      return two
        ? explainPick(s, seat, action.card, DISCARD, true)
        : krakauErrors.data('KRAKAU_GIVE_NOT_DISCARD');
    case 'takeBack':
      return s.phase.picks.some((p) => p.card === action.card)
        ? null
        : krakauErrors.data('KRAKAU_NOT_PICKED', { card: action.card });
    case 'done':
      return s.phase.picks.length === 2 ? null : incomplete(two);
    default:
      return bombaError(s, seat);
  }
}

/** A new pick replaces the card's old pick and (when giving) the recipient's old pick. */
function pick(picks: readonly Gift[], card: Card, to: Seat): Gift[] {
  const rest = picks.filter((p) => p.card !== card && (to === DISCARD || p.to !== to));
  rest.push({ card, to });
  return rest;
}

/** "Fertig – abgeben": the picked cards leave the declarer's hand; then he declares his game. */
function send(draft: KrakauState, seat: Seat, picks: readonly Gift[]): KrakauEvent[] {
  const round = draft.round;
  round.hands[seat] = handOf(round, seat).filter((c) => !picks.some((p) => p.card === c));
  const events: KrakauEvent[] = [];
  for (const p of picks) {
    if (p.to === DISCARD) continue;
    round.hands[p.to] = [...handOf(round, p.to), p.card];
    events.push(
      { type: 'gave', seat, recipient: p.to },
      { type: 'received', seat: p.to, from: seat, card: p.card, to: [p.to] },
    );
  }
  if (picks[0]?.to === DISCARD)
    events.push({ type: 'discarded', seat, cards: picks.map((p) => p.card), to: [seat] });
  round.gifts = picks;
  draft.phase = { kind: 'declare', seat };
  return events;
}

export const givePhase: PhaseRules<KrakauState, KrakauAction, KrakauEvent, PhaseOf<'give'>> = {
  accepts: ['give', 'discard', 'takeBack', 'done', 'bomba'],
  toAct: (s) => [s.phase.seat],
  legal(s, seat) {
    if (seat !== s.phase.seat) return [];
    const out: KrakauAction[] = [];
    legalPicks(s, seat, out);
    for (const p of s.phase.picks) out.push({ type: 'takeBack', card: p.card });
    if (s.phase.picks.length === 2) out.push({ type: 'done' });
    if (canBomba(s, seat)) out.push({ type: 'bomba' });
    return out;
  },
  explain: (s, seat, action) => turnCheck([s.phase.seat], seat) ?? explainGive(s, seat, action),
  apply(draft, seat, action, phase) {
    switch (action.type) {
      case 'give':
      case 'discard':
        draft.phase = {
          ...phase,
          picks: pick(phase.picks, action.card, action.type === 'give' ? action.to : DISCARD),
        };
        return [];
      case 'takeBack':
        draft.phase = { ...phase, picks: phase.picks.filter((p) => p.card !== action.card) };
        return [];
      case 'done':
        return send(draft, seat, phase.picks);
      default:
        return scoreBomba(draft, seat);
    }
  },
};
