/** Reading one seat's view: the simulator with the seat's own hand and the public facts only. */
import type { KrakauAction, KrakauView } from '@spielcenter/krakau';
import { cardIndex, maskOf, suitOfName } from './cards.js';
import { KrakauSim, MELD } from './sim.js';

export type Act<T extends KrakauAction['type']> = Extract<KrakauAction, { type: T }>;

export function ofType<T extends KrakauAction['type']>(legal: readonly KrakauAction[], type: T): Act<T>[] {
  return legal.filter((a): a is Act<T> => a.type === type);
}

/** The seat's own sim: its hand, the trick, trump, played cards, points; other hands empty. */
export function simFromView(v: KrakauView, seat: number): KrakauSim {
  const sim = new KrakauSim();
  sim.setSeats(v.active);
  sim.mustBeat = v.rules.mustBeat;
  sim.mustTrump = v.rules.mustTrump;
  sim.hands[seat] = maskOf(v.hand);
  sim.played = maskOf(v.played);
  sim.trump = suitOfName(v.trump);
  sim.declarer = v.declarer ?? -1;
  sim.toMove = seat;
  v.trick.forEach((p, i) => {
    sim.trickCards[i] = cardIndex(p.card);
    sim.trickSeats[i] = p.seat;
  });
  sim.trickLen = v.trick.length;
  v.cardPoints.forEach((p, s) => {
    sim.taken[s] = p;
  });
  v.marriagePoints.forEach((p, s) => {
    sim.melds[s] = p;
  });
  return sim;
}

/** A sim move as the engine's play action. */
export function moveAction(move: number, cardOf: (c: number) => string): Act<'play'> {
  const card = cardOf(move & 31);
  return move & MELD ? { type: 'play', card, meld: true } : { type: 'play', card };
}

/** The engine's play action as a sim move. */
export function actionMove(a: Act<'play'>): number {
  return cardIndex(a.card) | (a.meld ? MELD : 0);
}

/** Match facts a computer weighs: its own score, the leader among the others, lock and barrel. */
export interface MatchFacts {
  readonly target: number;
  readonly myScore: number;
  readonly locked: boolean;
  readonly onBarrel: boolean;
  /** The smallest game that counts from the barrel (0 when not on it). */
  readonly barrelNeeds: number;
  /** The highest score among the other seats. */
  readonly bestOther: number;
  /** An opponent could win the match with his next game. */
  readonly opponentNear: boolean;
}

export function matchFacts(v: KrakauView, seat: number): MatchFacts {
  const target = v.rules.target;
  const others = v.scores.filter((_, s) => s !== seat);
  const bestOther = Math.max(...others);
  return {
    target,
    myScore: v.scores[seat] ?? 0,
    locked: v.locked[seat] === true,
    onBarrel: (v.barrel[seat] ?? 0) > 0,
    barrelNeeds: v.barrelNeeds[seat] ?? 0,
    bestOther,
    opponentNear: bestOther >= target - 120,
  };
}

/**
 * The bid a computer weighs next: one step up, but on the barrel the smallest bid that reaches the
 * target („Auf dem Fass reizen sie nur Spiele, die bis zum Ziel reichen“); none when no legal bid does.
 */
export function nextBid<B extends { readonly value: number }>(
  bids: readonly B[],
  m: MatchFacts,
): B | undefined {
  return m.onBarrel ? bids.find((b) => b.value >= m.barrelNeeds) : bids[0];
}
