/** How a round ends (applause or skunk), what a lost hat does, and who begins the next round. */
import type { GameEvent, Seat } from '@spielcenter/proto';
import { LAURELS_TO_WIN } from './config.js';
import type { HatId } from './hats.js';
import { hatCount, inShow, nextSeat, seatsInShow } from './seats.js';
import type { Applied } from './types.js';
import type { EndReason, HokusState, Magician, RoundResult } from './state.js';

/** Everyone takes his hats back into his hand (id order, so nothing about the stack survives). */
function collectHats(magicians: readonly Magician[]): Magician[] {
  return magicians.map((m) =>
    m.stack.length === 0 ? m : { ...m, hand: [...m.hand, ...m.stack].sort(), stack: [] },
  );
}

function over(state: HokusState, reason: EndReason, winner: Seat | null): HokusState {
  return { ...state, phase: { kind: 'over', reason }, winner };
}

/** The next round, or the final curtain after the last allowed round. */
function nextRound(state: HokusState, starter: Seat, events: GameEvent[]): Applied {
  if (state.round >= state.config.maxRounds) {
    events.push({ type: 'showOver', reason: 'rounds', winner: null });
    return { state: over(state, 'rounds', null), events };
  }
  const round = state.round + 1;
  events.push({ type: 'roundStarted', round, starter });
  const next: HokusState = { ...state, round, starter, phase: { kind: 'setup' }, bids: [], lifted: [] };
  return { state: next, events };
}

function result(state: HokusState, challenger: Seat, target: number, skunkOwner: Seat | null): RoundResult {
  const base = { round: state.round, challenger, target, lifted: state.lifted };
  return skunkOwner === null
    ? { ...base, result: 'applause', skunkOwner: null, eliminated: null }
    : { ...base, result: 'skunk', skunkOwner, eliminated: null };
}

/** Only rabbits: a laurel; the second wins the show; otherwise the challenger begins the next round. */
export function applause(state: HokusState, challenger: Seat, target: number, events: GameEvent[]): Applied {
  const magicians = collectHats(state.magicians);
  const m = magicians[challenger] as Magician;
  const laurels = m.laurels + 1;
  magicians[challenger] = { ...m, laurels, record: { ...m.record, delivered: m.record.delivered + 1 } };
  const done = { ...state, magicians, lastResult: result(state, challenger, target, null) };
  events.push({ type: 'applause', seat: challenger, laurels });
  if (laurels >= LAURELS_TO_WIN) {
    events.push({ type: 'showOver', reason: 'applause', winner: challenger });
    return { state: over(done, 'applause', challenger), events };
  }
  return nextRound(done, challenger, events);
}

/** A skunk stops the lifting: the challenger will lose a hat (drawn blind, or chosen by himself). */
export function skunk(state: HokusState, challenger: Seat, target: number, owner: Seat): HokusState {
  const magicians = collectHats(state.magicians);
  const lastResult = result(state, challenger, target, owner);
  if (owner === challenger)
    return { ...state, magicians, lastResult, phase: { kind: 'discard', challenger } };
  const o = magicians[owner] as Magician;
  magicians[owner] = { ...o, record: { ...o.record, catches: o.record.catches + 1 } };
  const count = hatCount(magicians[challenger] as Magician);
  return { ...state, magicians, lastResult, phase: { kind: 'draw', challenger, owner, count } };
}

/**
 * The challenger loses `hat` for good. Who begins next: the challenger; if the curtain fell for him,
 * the skunk's owner; if his own skunk threw him out, the magician to his left.
 */
export function loseHat(
  state: HokusState,
  challenger: Seat,
  hat: HatId,
  owner: Seat,
  events: GameEvent[],
): Applied {
  const m = state.magicians[challenger] as Magician;
  const hand = m.hand.filter((h) => h !== hat);
  const out = hand.length === 0;
  const magicians = state.magicians.slice();
  magicians[challenger] = { ...m, hand, lost: [...m.lost, hat], eliminatedRound: out ? state.round : null };
  const kind = hat === m.skunk ? 'skunk' : 'rabbit';
  events.push({ type: 'hatLost', seat: challenger, by: owner });
  events.push({ type: 'yourHatLost', seat: challenger, hat, kind, to: [challenger] });
  const lastResult = state.lastResult ? { ...state.lastResult, eliminated: out ? challenger : null } : null;
  let next: HokusState = { ...state, magicians, lastResult };
  if (!out) return nextRound(next, challenger, events);
  next = { ...next, eliminations: [...state.eliminations, challenger] };
  events.push({ type: 'curtain', seat: challenger });
  const left = seatsInShow(next);
  if (left.length === 1) {
    const winner = left[0] as Seat;
    events.push({ type: 'showOver', reason: 'lastStanding', winner });
    return { state: over(next, 'lastStanding', winner), events };
  }
  const starter =
    owner !== challenger && inShow(next.magicians[owner] as Magician) ? owner : nextSeat(next, challenger);
  return nextRound(next, starter, events);
}
