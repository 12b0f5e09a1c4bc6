/** The table settings: players, first dealer, and an optional fixed deal per round (`deck`). */
import { type BaseConfig, commonErrors, parseConfigWith } from '@spielcenter/proto';
import { z } from 'zod';
import { ALL_CARDS, type Card, isCard } from './cards.js';

export interface BossConfig extends BaseConfig {
  readonly players: number;
  /** Seat that deals round 1 (default 0); the dealer then moves left (seat + 1) each round. */
  readonly firstDealer: number;
  /**
   * Fixes the shuffle: `deck[r - 1]` is the card order of round r (a prefix of a permutation of the
   * 60 ids; missing cards follow in seeded order). Dealt seat by seat: seat 0's hand first, then seat
   * 1, …; the next card is the face-up trump card, the rest is the face-down rest (draw pile, top first).
   */
  readonly deck?: readonly (readonly Card[])[];
  /** Tests only (not a table option): the game ends after this round (a short game in the browser). */
  readonly rounds?: number;
}

const deckRound = z
  .array(z.string().refine(isCard, { message: 'unknown card id' }))
  .max(ALL_CARDS.length)
  .refine((cards) => new Set(cards).size === cards.length, { message: 'a card appears twice' });

const schema = z.strictObject({
  players: z.number().int().min(2).max(4),
  firstDealer: z.number().int().min(0).max(3).optional(),
  deck: z.array(deckRound).max(30).optional(),
  rounds: z.number().int().min(1).max(30).optional(),
});

/** Number of rounds: 60 / players at three and four, 30 at two (Sonderregel zu zweit). */
export function roundsFor(players: number): number {
  return players === 2 ? 30 : 60 / players;
}

/** The game's last round: the rule's count, or a test's shorter game. */
export function lastRound(config: BossConfig): number {
  return Math.min(config.rounds ?? 60, roundsFor(config.players));
}

/** Cards dealt to each hand in a round (two players: at most 20, the rest is drawn). */
export function handSizeFor(players: number, round: number): number {
  return players === 2 ? Math.min(round, 20) : round;
}

/** Draws after the first tricks of a round (two players from round 21 on: round − 20). */
export function drawsFor(players: number, round: number): number {
  return players === 2 && round > 20 ? round - 20 : 0;
}

export function parseConfig(input: unknown): BossConfig {
  const data = parseConfigWith(schema, input);
  const { players, firstDealer = 0, deck, rounds } = data;
  if (firstDealer >= players) {
    throw commonErrors.make('COMMON_BAD_CONFIG', { reason: `firstDealer ${firstDealer} is not a seat` });
  }
  if (deck && deck.length > roundsFor(players)) {
    throw commonErrors.make('COMMON_BAD_CONFIG', {
      reason: `deck has more than ${roundsFor(players)} rounds`,
    });
  }
  return { players, firstDealer, ...(deck ? { deck } : {}), ...(rounds ? { rounds } : {}) };
}
