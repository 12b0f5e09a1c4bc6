/**
 * Giving (abgeben): the declarer picks one card for each opponent (two players: two cards to lay
 * away), may change the picks, then "Fertig" sends them. Before that he may throw a Bomba.
 */
import type { GameEvent, RuleErrorData, Seat } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import type { Card } from './cards.js';
import { errors } from './errors.js';
import { handOf, opponentsOf, withHand, wrongPhase } from './phase-util.js';
import { scoreBomba } from './scoring.js';
import type { Gift, KrakauState, Phase } from './state.js';

type Applied = { state: KrakauState; events: GameEvent[] };
type GivePhase = Extract<Phase, { kind: 'give' }>;
const DISCARD = -1;

export function canBomba(state: KrakauState, seat: Seat): boolean {
  const max = state.config.bombas;
  return max > 0 && (state.barrel[seat] ?? 0) === 0 && (state.bombasUsed[seat] ?? 0) < max;
}

export function bombaError(state: KrakauState, seat: Seat): RuleErrorData | null {
  const max = state.config.bombas;
  if (max === 0) return errors.data('KRAKAU_BOMBA_OFF');
  if ((state.barrel[seat] ?? 0) > 0) return errors.data('KRAKAU_BOMBA_BARREL');
  if ((state.bombasUsed[seat] ?? 0) >= max) return errors.data('KRAKAU_BOMBA_NONE_LEFT', { max });
  return null;
}

function picksComplete(picks: readonly Gift[]): boolean {
  return picks.length === 2;
}

export function legalGive(state: KrakauState, seat: Seat): KrakauAction[] {
  const { picks } = state.phase as GivePhase;
  const hand = handOf(state.round, seat);
  const out: KrakauAction[] = [];
  if (state.config.players === 2) {
    if (picks.length < 2) {
      for (const card of hand) if (!picks.some((p) => p.card === card)) out.push({ type: 'discard', card });
    }
  } else {
    const opponents = opponentsOf(state.round);
    for (const card of hand) {
      for (const to of opponents)
        if (!picks.some((p) => p.card === card && p.to === to)) out.push({ type: 'give', card, to });
    }
  }
  for (const p of picks) out.push({ type: 'takeBack', card: p.card });
  if (picksComplete(picks)) out.push({ type: 'done' });
  if (canBomba(state, seat)) out.push({ type: 'bomba' });
  return out;
}

export function explainGive(state: KrakauState, seat: Seat, action: KrakauAction): RuleErrorData | null {
  const { picks } = state.phase as GivePhase;
  const two = state.config.players === 2;
  switch (action.type) {
    case 'give':
    case 'discard': {
      if ((action.type === 'discard') !== two) return wrongPhase(state);
      if (!handOf(state.round, seat).includes(action.card))
        return errors.data('KRAKAU_NOT_IN_HAND', { card: action.card });
      if (action.type === 'give' && !opponentsOf(state.round).includes(action.to))
        return errors.data('KRAKAU_BAD_RECIPIENT');
      if (action.type === 'discard' && picks.length >= 2 && !picks.some((p) => p.card === action.card)) {
        return errors.data('KRAKAU_GIVE_INCOMPLETE', {
          need: 'genau zwei Karten',
          needEn: 'exactly two cards',
        });
      }
      return null;
    }
    case 'takeBack':
      return picks.some((p) => p.card === action.card)
        ? null
        : errors.data('KRAKAU_NOT_PICKED', { card: action.card });
    case 'done':
      return picksComplete(picks)
        ? null
        : two
          ? errors.data('KRAKAU_GIVE_INCOMPLETE', {
              need: 'zwei Karten zum Ablegen',
              needEn: 'two cards to discard',
            })
          : errors.data('KRAKAU_GIVE_INCOMPLETE', {
              need: 'für jeden Gegner eine Karte',
              needEn: 'one card for each opponent',
            });
    case 'bomba':
      return bombaError(state, seat);
    default:
      return wrongPhase(state);
  }
}

function pick(picks: readonly Gift[], card: Card, to: Seat): Gift[] {
  const rest = picks.filter((p) => p.card !== card && (to === DISCARD || p.to !== to));
  return [...rest, { card, to }];
}

function send(state: KrakauState, seat: Seat, picks: readonly Gift[]): Applied {
  const round = state.round;
  const hands = withHand(
    round,
    seat,
    handOf(round, seat).filter((c) => !picks.some((p) => p.card === c)),
  );
  const events: GameEvent[] = [];
  for (const p of picks) {
    if (p.to === DISCARD) continue;
    hands[p.to] = [...(hands[p.to] as Card[]), p.card];
    events.push(
      { type: 'gave', seat, recipient: p.to },
      { type: 'received', seat: p.to, from: seat, card: p.card, to: [p.to] },
    );
  }
  if (picks[0]?.to === DISCARD)
    events.push({ type: 'discarded', seat, cards: picks.map((p) => p.card), to: [seat] });
  const next = { ...round, hands, gifts: picks };
  return { state: { ...state, round: next, phase: { kind: 'declare', seat } }, events };
}

export function applyGive(state: KrakauState, seat: Seat, action: KrakauAction): Applied {
  const phase = state.phase as GivePhase;
  switch (action.type) {
    case 'give':
    case 'discard': {
      const picks = pick(phase.picks, action.card, action.type === 'give' ? action.to : DISCARD);
      return { state: { ...state, phase: { ...phase, picks } }, events: [] };
    }
    case 'takeBack': {
      const picks = phase.picks.filter((p) => p.card !== action.card);
      return { state: { ...state, phase: { ...phase, picks } }, events: [] };
    }
    case 'done':
      return send(state, seat, phase.picks);
    default:
      return scoreBomba(state, seat);
  }
}
