/** Test helpers: a round dealt from fixed hands, and applying actions for whoever must act. */
import { Rng } from '@spielcenter/proto';
import type { BossAction } from './actions.js';
import { ALL_CARDS, type Card } from './cards.js';
import { handSizeFor, parseConfig } from './config.js';
import { engine } from './engine.js';
import { dealRound, newGame } from './setup.js';
import type { BossState } from './state.js';

export interface DealOptions {
  /** Hands per seat (each of the round's hand size). */
  readonly hands?: readonly (readonly Card[])[];
  /** The face-up trump card (the card after the hands). */
  readonly trumpCard?: Card;
  /** The face-down rest after the trump card, top first. */
  readonly stock?: readonly Card[];
  readonly firstDealer?: number;
}

/** The deck entry that deals `opts` (seat 0's hand first, then the trump card, then the rest). */
export function deckEntry(opts: DealOptions): Card[] {
  const out: Card[] = [];
  for (const h of opts.hands ?? []) out.push(...h);
  if (opts.trumpCard) out.push(opts.trumpCard);
  out.push(...(opts.stock ?? []));
  return out;
}

/** Seeded hands that avoid the given trump card and rest. */
function randomHands(players: number, round: number, opts: DealOptions): Card[][] {
  const taken = new Set([opts.trumpCard, ...(opts.stock ?? [])]);
  const free = Rng.fromSeed('fixture-hands').shuffle(ALL_CARDS.filter((c) => !taken.has(c)));
  const size = handSizeFor(players, round);
  return Array.from({ length: players }, (_, s) => free.slice(s * size, (s + 1) * size));
}

/** A fresh state at the start of `round`, dealt as given (the rest seeded). */
export function dealt(players: number, round: number, opts: DealOptions = {}): BossState {
  const entry = deckEntry(
    opts.hands || !opts.trumpCard ? opts : { ...opts, hands: randomHands(players, round, opts) },
  );
  const deck = Array.from({ length: round }, (_, i) => (i === round - 1 ? entry : []));
  const config = parseConfig({ players, firstDealer: opts.firstDealer ?? 0, deck });
  const state = newGame(config, Rng.fromSeed('fixture').save());
  dealRound(state, round);
  return state;
}

/** Applies each action for the (single) seat that must act. */
export function run(state: BossState, ...actions: BossAction[]): BossState {
  let s = state;
  for (const a of actions) s = engine.apply(s, engine.toAct(s)[0] as number, a).state;
  return s;
}

export const bid = (n: number): BossAction => ({ type: 'bid', bid: n });
export const play = (card: Card): BossAction => ({ type: 'play', card });


/** Plays the first legal action until the round changes or the game ends. */
export function finishRound(state: BossState): BossState {
  let s = state;
  const round = s.round;
  while (s.round === round && s.phase.kind !== 'over') {
    const seat = engine.toAct(s)[0] as number;
    s = engine.apply(s, seat, engine.legalActions(s, seat)[0] as BossAction).state;
  }
  return s;
}

/** Collects the error data a call throws. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}
