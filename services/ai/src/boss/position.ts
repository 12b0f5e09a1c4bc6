/**
 * Loading a round position into the simulator: from one seat's view (the other hands empty, to be
 * sampled) or, in tests, from a full position with every hand known.
 */
import type { Card } from '@spielcenter/boss';
import { codeOf } from './codes.js';
import { type BossSim, LED_OPEN } from './sim.js';

export interface Position {
  readonly players: number;
  /** Trump firm 0..3, −1 none. */
  readonly trump: number;
  /** Known hands (others may be empty). */
  readonly hands: readonly (readonly Card[])[];
  /** Bids, −1 where not made yet. */
  readonly bids: readonly number[];
  readonly won: readonly number[];
  /** Every card played this round, the current trick's included. */
  readonly played: readonly Card[];
  /** The current trick in order. */
  readonly trick: readonly { readonly seat: number; readonly card: Card }[];
  /** Who plays next (during bidding: who will lead the first trick). */
  readonly next: number;
  readonly tricksLeft: number;
  readonly drawsLeft: number;
  /** The face-down pile, top first (known only in tests; sampled otherwise). */
  readonly pile: readonly Card[];
  readonly trumpCard: Card | null;
}

export function loadPosition(sim: BossSim, p: Position): BossSim {
  sim.players = p.players;
  sim.trump = p.trump;
  sim.hands.fill(0);
  sim.ceos.fill(0);
  sim.interns.fill(0);
  sim.counts.fill(0);
  sim.gone.fill(0);
  sim.bids.fill(0);
  sim.won.fill(0);
  p.hands.forEach((hand, seat) => {
    for (const c of hand) sim.addCard(seat, codeOf(c));
  });
  p.bids.forEach((b, s) => {
    sim.bids[s] = b;
  });
  p.won.forEach((w, s) => {
    sim.won[s] = w;
  });
  sim.trickLen = 0;
  sim.led = LED_OPEN;
  sim.winIdx = -1;
  sim.winStrength = -1;
  sim.tricksLeft = p.tricksLeft;
  sim.drawsLeft = 0;
  for (const c of p.played) sim.layGone(codeOf(c));
  for (const { seat, card } of p.trick) sim.layCard(seat, codeOf(card));
  sim.next = p.next;
  sim.drawsLeft = p.drawsLeft;
  sim.pileLen = p.pile.length;
  sim.pilePos = 0;
  p.pile.forEach((c, i) => {
    sim.pile[i] = codeOf(c);
  });
  sim.trumpCard = p.trumpCard === null ? -1 : codeOf(p.trumpCard);
  return sim;
}
