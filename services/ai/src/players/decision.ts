/**
 * Building the Decision a player gets, and reading its answer. The view and legal actions are
 * copied through JSON (exactly what crosses NATS) and deep-frozen, so a player can neither reach
 * the referee's state through shared objects nor change what it was given.
 */
import { type Action, type Level, Rng } from '@spielcenter/proto';
import type { Choice, Decision } from './types.js';

/** Time budget per level when the request names none (milliseconds). */
export const DEFAULT_BUDGET_MS: Readonly<Record<Level, number>> = Object.freeze({
  easy: 50,
  normal: 300,
  strong: 1000,
  master: 1500,
});

/** The most a request may ask for; longer would block a pool thread too long. */
export const MAX_BUDGET_MS = 10_000;

export interface DecisionInput {
  readonly level: Level;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seed: string;
  readonly budgetMs?: number;
  readonly advice?: boolean;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A detached, frozen copy of a JSON value. */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
}

export function makeDecision(input: DecisionInput): Decision {
  const ms = Math.min(MAX_BUDGET_MS, Math.max(1, input.budgetMs ?? DEFAULT_BUDGET_MS[input.level]));
  return Object.freeze({
    view: frozenCopy(input.view),
    legal: frozenCopy(input.legal),
    seat: input.seat,
    rng: Rng.fromSeed(input.seed),
    budget: Object.freeze({ ms, deadline: performance.now() + ms }),
    advice: input.advice === true,
  });
}

/** A player's answer as a Choice (an action alone has no reason or values). */
export function asChoice(answer: Action | Choice): Choice {
  // Every action has a `type`; a Choice has none.
  return typeof (answer as Action).type === 'string' ? { action: answer as Action } : (answer as Choice);
}
