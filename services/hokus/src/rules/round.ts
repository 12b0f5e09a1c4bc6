/**
 * How a round ends (applause or skunk), what a lost hat does, and who begins the next round. Every
 * function changes the draft (the state's private copy inside `apply`) in place.
 */
import type { Seat } from '@spielcenter/proto';
import { LAURELS_TO_WIN } from './config.js';
import type { HokusEvent } from './events.js';
import type { HatId } from './hats.js';
import { hatCount, inShow, nextSeat, seatsInShow } from './seats.js';
import type { EndReason, HokusState, Magician, RoundResult } from './state.js';

/** Everyone takes his hats back into his hand (id order, so nothing about the stack survives). */
function collectHats(draft: HokusState): void {
  for (const m of draft.magicians) {
    if (m.stack.length === 0) continue;
    m.hand.push(...m.stack);
    m.hand.sort();
    m.stack.length = 0;
  }
}

function over(draft: HokusState, reason: EndReason, winner: Seat | null): void {
  draft.phase = { kind: 'over', reason };
  draft.winner = winner;
}

/** The next round, or the final curtain after the last allowed round. */
function nextRound(draft: HokusState, starter: Seat, events: HokusEvent[]): void {
  if (draft.round >= draft.config.maxRounds) {
    events.push({ type: 'showOver', reason: 'rounds', winner: null });
    over(draft, 'rounds', null);
    return;
  }
  draft.round++;
  draft.starter = starter;
  draft.phase = { kind: 'setup' };
  draft.bids = [];
  draft.lifted = [];
  events.push({ type: 'roundStarted', round: draft.round, starter });
}

function result(draft: HokusState, challenger: Seat, target: number, skunkOwner: Seat | null): RoundResult {
  const lifted = draft.lifted.slice();
  return skunkOwner === null
    ? { round: draft.round, challenger, target, result: 'applause', skunkOwner, eliminated: null, lifted }
    : { round: draft.round, challenger, target, result: 'skunk', skunkOwner, eliminated: null, lifted };
}

/** Only rabbits: a laurel; the second wins the show; otherwise the challenger begins the next round. */
export function applause(draft: HokusState, challenger: Seat, target: number, events: HokusEvent[]): void {
  collectHats(draft);
  const m = draft.magicians[challenger] as Magician;
  m.laurels++;
  m.record.delivered++;
  draft.lastResult = result(draft, challenger, target, null);
  events.push({ type: 'applause', seat: challenger, laurels: m.laurels });
  if (m.laurels >= LAURELS_TO_WIN) {
    events.push({ type: 'showOver', reason: 'applause', winner: challenger });
    over(draft, 'applause', challenger);
    return;
  }
  nextRound(draft, challenger, events);
}

/** A skunk stops the lifting: the challenger will lose a hat (drawn blind, or chosen by himself). */
export function skunk(draft: HokusState, challenger: Seat, target: number, owner: Seat): void {
  // Where it stood: the last hat lifted from its owner's table, before the hats go back to hand.
  let depth = 0;
  for (const l of draft.lifted) if (l.table === owner) depth++;
  const stack = (draft.magicians[owner] as Magician).stack.length;
  draft.sightings.push({ round: draft.round, owner, challenger, depth, stack });
  collectHats(draft);
  draft.lastResult = result(draft, challenger, target, owner);
  if (owner === challenger) {
    draft.phase = { kind: 'discard', challenger };
    return;
  }
  (draft.magicians[owner] as Magician).record.catches++;
  const count = hatCount(draft.magicians[challenger] as Magician);
  draft.phase = { kind: 'draw', challenger, owner, count };
}

/**
 * The challenger loses `hat` for good. Who begins next: the challenger; if the curtain fell for him,
 * the skunk's owner; if his own skunk threw him out, the magician to his left.
 */
export function loseHat(
  draft: HokusState,
  challenger: Seat,
  hat: HatId,
  owner: Seat,
  events: HokusEvent[],
): void {
  const m = draft.magicians[challenger] as Magician;
  m.hand.splice(m.hand.indexOf(hat), 1);
  m.lost.push(hat);
  const out = m.hand.length === 0;
  if (out) m.eliminatedRound = draft.round;
  events.push({ type: 'hatLost', seat: challenger, by: owner });
  events.push({ type: 'yourHatLost', seat: challenger, hat, kind: hatKind(m, hat), to: [challenger] });
  if (draft.lastResult) draft.lastResult = { ...draft.lastResult, eliminated: out ? challenger : null };
  if (out) curtain(draft, challenger, owner, events);
  else nextRound(draft, challenger, events);
}

/** The curtain falls for the challenger: the last magician with hats wins, or the next round starts. */
function curtain(draft: HokusState, challenger: Seat, owner: Seat, events: HokusEvent[]): void {
  draft.eliminations.push(challenger);
  events.push({ type: 'curtain', seat: challenger });
  const left = seatsInShow(draft);
  if (left.length === 1) {
    const winner = left[0] as Seat;
    events.push({ type: 'showOver', reason: 'lastStanding', winner });
    over(draft, 'lastStanding', winner);
    return;
  }
  const starter =
    owner !== challenger && inShow(draft.magicians[owner] as Magician) ? owner : nextSeat(draft, challenger);
  nextRound(draft, starter, events);
}

function hatKind(m: Magician, hat: HatId): 'rabbit' | 'skunk' {
  return hat === m.skunk ? 'skunk' : 'rabbit';
}
