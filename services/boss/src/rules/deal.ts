/** Dealing a round: hands, the face-up trump card (Leitbranche) and the face-down rest. */
import { type GameEvent, Rng, type RngState, type Seat } from '@spielcenter/proto';
import { ALL_CARDS, type Card, isCeo, suitOf } from './cards.js';
import { type BossConfig, drawsFor, handSizeFor } from './config.js';
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
 * Deals round `round` onto the scores and history of `prev`: a number card turned up sets the trump
 * firm, an intern means no trump, a CEO lets the dealer choose, no rest (last round) means no trump.
 */
export function dealRound(
  prev: Pick<BossState, 'config' | 'rng' | 'history' | 'scores'>,
  round: number,
): { state: BossState; events: GameEvent[] } {
  const { config } = prev;
  const n = config.players;
  const rng = Rng.restore(prev.rng);
  const order = roundOrder(config, round, rng);
  const size = handSizeFor(n, round);
  const hands = Array.from({ length: n }, (_, s) => order.slice(s * size, (s + 1) * size));
  const rest = order.slice(n * size);
  const trumpCard = rest[0] ?? null;
  const dealer = dealerOf(config, round);
  const ceo = trumpCard !== null && isCeo(trumpCard);
  const state: BossState = {
    game: 'boss',
    config,
    rng: rng.save(),
    round,
    dealer,
    hands,
    stock: rest.slice(1),
    trumpCard,
    trump: trumpCard === null ? null : suitOf(trumpCard),
    bids: Array.from({ length: n }, () => null),
    tricksWon: Array.from({ length: n }, () => 0),
    trick: [],
    tricks: [],
    drawsLeft: drawsFor(n, round),
    history: prev.history,
    scores: prev.scores,
    phase: ceo ? { kind: 'chooseTrump' } : { kind: 'bid', next: leftOf(dealer, n) },
  };
  const events: GameEvent[] = [
    { type: 'roundStarted', round, dealer, tricks: round, handSize: size, trumpCard, trump: state.trump },
  ];
  return { state, events };
}

/** Seeds the game and deals round 1. */
export function setupGame(config: BossConfig, seed: string): BossState {
  const rng: RngState = Rng.fromSeed(`boss:${seed}`).save();
  const scores = Array.from({ length: config.players }, () => 0);
  return dealRound({ config, rng, history: [], scores }, 1).state;
}
