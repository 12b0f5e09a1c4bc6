/** Dealing: a new game, and each round's hands, face-up trump card (Leitbranche) and face-down rest. */
import { Rng, type RngState, type Seat } from '@spielcenter/proto';
import { ALL_CARDS, type Card, isCeo, suitOf } from './cards.js';
import { type BossConfig, drawsFor, handSizeFor } from './config.js';
import type { RoundStarted } from './events.js';
import type { BossState } from './state.js';

/** The card order of a round: the fixed prefix from `config.deck`, the other cards shuffled. */
export function roundOrder(config: BossConfig, round: number, rng: Rng): Card[] {
  const fixed = config.deck?.[round - 1] ?? [];
  if (fixed.length === 0) return rng.shuffle(ALL_CARDS);
  const used = new Set(fixed);
  return [...fixed, ...rng.shuffle(ALL_CARDS.filter((c) => !used.has(c)))];
}

export const leftOf = (seat: Seat, players: number): Seat => (seat + 1) % players;

export function dealerOf(config: BossConfig, round: number): Seat {
  return (config.firstDealer + round - 1) % config.players;
}

/**
 * Deals round `round` into `draft` (its scores and history stay): a number card turned up sets the
 * trump firm, an intern means no trump, a CEO lets the dealer choose, no rest (last round) no trump.
 */
export function dealRound(draft: BossState, round: number): RoundStarted {
  const { config } = draft;
  const n = config.players;
  const rng = Rng.restore(draft.rng);
  const order = roundOrder(config, round, rng);
  const size = handSizeFor(n, round);
  const rest = order.slice(n * size);
  const trumpCard = rest[0] ?? null;
  const dealer = dealerOf(config, round);
  draft.rng = rng.save();
  draft.round = round;
  draft.dealer = dealer;
  draft.hands = Array.from({ length: n }, (_, s) => order.slice(s * size, (s + 1) * size));
  draft.stock = rest.slice(1);
  draft.trumpCard = trumpCard;
  draft.trump = trumpCard === null ? null : suitOf(trumpCard);
  draft.bids = Array.from({ length: n }, () => null);
  draft.tricksWon = Array.from({ length: n }, () => 0);
  draft.trick = [];
  draft.tricks = [];
  draft.drawsLeft = drawsFor(n, round);
  const ceo = trumpCard !== null && isCeo(trumpCard);
  draft.phase = ceo ? { kind: 'chooseTrump' } : { kind: 'bid', next: leftOf(dealer, n) };
  return {
    type: 'roundStarted',
    round,
    dealer,
    tricks: round,
    handSize: size,
    trumpCard,
    trump: draft.trump,
  };
}

/** A game before its first deal: no scores yet, `rng` as given. */
export function newGame(config: BossConfig, rng: RngState): BossState {
  const n = config.players;
  return {
    game: 'boss',
    config,
    rng,
    round: 0,
    dealer: 0,
    hands: Array.from({ length: n }, () => []),
    stock: [],
    trumpCard: null,
    trump: null,
    bids: Array.from({ length: n }, () => null),
    tricksWon: Array.from({ length: n }, () => 0),
    trick: [],
    tricks: [],
    drawsLeft: 0,
    history: [],
    scores: Array.from({ length: n }, () => 0),
    phase: { kind: 'over' },
  };
}

/** Seeds the game and deals round 1. */
export function setup(config: BossConfig, seed: string): BossState {
  const state = newGame(config, Rng.fromSeed(`boss:${seed}`).save());
  dealRound(state, 1);
  return state;
}
