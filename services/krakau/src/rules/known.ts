/**
 * The state as one seat knows it, rebuilt from its view alone: what `explainView` runs the engine's
 * own `explain` over, so a seat's "why not" follows from what it may know (the gateway has only the
 * seat's published snapshot). Other hands and the face-down musiks are placeholders of the right
 * size; the giving declarer's picks are in his own view only, as are his gifts.
 */
import { UNKNOWN_RNG } from '@spielcenter/proto';
import type { Card } from './cards.js';
import type { KrakauConfig } from './config.js';
import type { KrakauState, Phase } from './state.js';
import type { KrakauView } from './view.js';

/** A card the seat cannot see (no card id: nothing the rules check can match it). */
const UNKNOWN = '?' as Card;

const unknownCards = (n: number): Card[] => Array.from({ length: n }, () => UNKNOWN);

function phaseOf(v: KrakauView): Phase {
  const { kind, seat, picks } = v.phase;
  if (kind === 'over' || seat === null) return { kind: 'over' };
  if (kind === 'bidding') return { kind, seat, passed: v.passed };
  if (kind === 'give') return { kind, seat, picks };
  return { kind, seat };
}

export function knownState(v: KrakauView): KrakauState {
  const { fixedDeals: _, ...config } = v.rules;
  const taken = v.musikSizes.indexOf(0);
  return {
    config: config as KrakauConfig,
    rng: UNKNOWN_RNG,
    gameNo: v.gameNo,
    scores: v.scores,
    barrel: v.barrel,
    bombasUsed: v.bombasLeft.map((left) => v.rules.bombas - left),
    phase: phaseOf(v),
    round: {
      dealer: v.dealer,
      active: v.active,
      hands: v.handSizes.map((n, s) => (s === v.seat ? v.hand.slice() : unknownCards(n))),
      musiks: v.musikSizes.map((n, i) => (i === taken && v.musik ? v.musik.slice() : unknownCards(n))),
      bids: v.bids.slice(),
      highBid: v.highBid,
      highBidder: v.highBidder,
      declarer: v.declarer,
      game: v.contract,
      musikTaken: v.declarer !== null && taken >= 0 ? taken : null,
      gifts: v.gifts,
      trump: v.trump as KrakauState['round']['trump'],
      leader: v.leader,
      trick: v.trick.slice(),
      lastTrick: v.lastTrick,
      played: v.played.slice(),
      taken: v.cardPoints.slice(),
      marriages: v.marriages.slice(),
    },
    history: v.history,
    stats: [],
    winner: v.winner,
  };
}
