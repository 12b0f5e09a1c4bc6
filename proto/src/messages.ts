/**
 * Message schemas for everything that crosses a process boundary, validated on arrival with zod
 * (see docs/architecture.md for why zod). A bad message gets a COMMON_BAD_MESSAGE reply, never a crash.
 */
import { z } from 'zod';
import type { Action, GameEvent, Outcome, Seat } from './engine.js';
import { commonErrors, type RuleErrorData } from './errors.js';

export const seatSchema = z.number().int().min(0).max(15);
export const actionSchema = z.looseObject({ type: z.string().min(1).max(64) });
/** States are opaque to everyone but the engine; they must be JSON objects. */
export const stateSchema = z.record(z.string(), z.unknown());

export const ruleRequests = {
  setup: z.object({ config: z.unknown(), seed: z.string().min(1).max(256) }),
  config: z.object({ config: z.unknown() }),
  legal: z.object({ state: stateSchema, seat: seatSchema }),
  apply: z.object({ state: stateSchema, seat: seatSchema, action: actionSchema }),
  /** `views`: the seats whose views the answer carries (every seat without it; others are null). */
  step: z.object({
    state: stateSchema,
    seat: seatSchema,
    action: actionSchema,
    views: z.array(seatSchema).max(16).optional(),
  }),
  /**
   * A move nobody makes by hand, in one round trip: the rule service asks the AI (`ai.<game>.decide`
   * with the seat's view and legal set, within `aiTimeoutMs`) and applies its action (an AutoResult).
   */
  auto: z.object({
    state: stateSchema,
    seat: seatSchema,
    level: z.enum(['easy', 'normal', 'strong', 'master']),
    seed: z.string().max(256).optional(),
    aiTimeoutMs: z.number().int().min(1).max(60_000),
    views: z.array(seatSchema).max(16).optional(),
  }),
  /**
   * A run of computers' moves in one request (issue 37): from `state` (published as `version`),
   * while a computer of `computers` is to act and no seat of `humans` has a legal action, the rule
   * service asks the AI (seed `<seedBase>:<version>` of each state) and applies, at most `max`
   * moves, stopping after a step with an event of `stopAfter` (a round's end, a board, the game's
   * end) or an outcome. The table still decides when each is published (its planner); moves it
   * does not publish are dropped.
   */
  autos: z.object({
    state: stateSchema,
    version: z.number().int().min(0),
    computers: z
      .array(z.object({ seat: seatSchema, level: z.enum(['easy', 'normal', 'strong', 'master']) }))
      .max(16),
    humans: z.array(seatSchema).max(16),
    stopAfter: z.array(z.string().max(64)).max(32),
    seedBase: z.string().max(256),
    max: z.number().int().min(1).max(32),
    /** No new AI decision is asked for after this long (ms): a slow AI makes the batch shorter. */
    withinMs: z.number().int().min(1).max(60_000),
    aiTimeoutMs: z.number().int().min(1).max(60_000),
    views: z.array(seatSchema).max(16).optional(),
  }),
  view: z.object({ state: stateSchema, seat: seatSchema.nullable() }),
  /** Why not, from the seat's own view (its published snapshot's), never from the hidden state. */
  explain: z.object({ view: stateSchema, seat: seatSchema, action: actionSchema }),
  default: z.object({ state: stateSchema, seat: seatSchema }),
} as const;

export type RuleRequest<K extends keyof typeof ruleRequests> = z.infer<(typeof ruleRequests)[K]>;

/**
 * What `setup` and `step` return: the new state plus everything the table needs to drive the next
 * decision without another round-trip: who acts, their legal sets, every seat's view.
 */
export interface StepResult<S = Record<string, unknown>, V = unknown> {
  readonly state: S;
  readonly events: readonly GameEvent[];
  readonly toAct: readonly Seat[];
  /** Legal actions of every seat that has any (key: seat number as string). */
  readonly legal: Readonly<Record<string, readonly Action[]>>;
  /** The view of every seat, index = seat. */
  readonly views: readonly V[];
  readonly outcome: Outcome | null;
}

/**
 * What `auto` returns: the AI's action and the step after it; or, when the AI gave no usable
 * decision, `aiError` (why) with the action it chose (null when it did not answer) and no step, so
 * the table plays the game's default decision instead. `refused`: the rule error that refused it.
 */
export interface AutoResult {
  readonly action: Action | null;
  readonly step: StepResult | null;
  readonly aiError?: string;
  readonly refused?: RuleErrorData;
}

/**
 * What `autos` returns: the moves it played, each with the step after it (its state included), in
 * order; `aiError` when the AI gave no usable decision for the next one (the table then plays that
 * move on its own, with the game's default decision where the AI fails).
 */
export interface AutosResult {
  readonly moves: readonly { readonly seat: number; readonly action: Action; readonly step: StepResult }[];
  readonly aiError?: string;
}

/** Every reply is an envelope: a result or a rule error. */
export type Reply<T> =
  | { readonly ok: true; readonly result: T }
  | { readonly ok: false; readonly error: RuleErrorData };

export const replySchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      code: z.string(),
      de: z.string(),
      en: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    }),
  }),
]);

/** The first issues of a failed parse, as one line ("deck.0: expected string; …"). */
export function zodReason(error: z.ZodError, prefix: readonly PropertyKey[] = []): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${[...prefix, ...i.path].map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** Parses with a schema; a failure becomes a COMMON_BAD_MESSAGE rule error. */
export function parseMessage<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: zodReason(parsed.error) });
  return parsed.data;
}

/** Parses untrusted table settings; a failure becomes a COMMON_BAD_CONFIG rule error. */
export function parseConfigWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw commonErrors.make('COMMON_BAD_CONFIG', { reason: zodReason(parsed.error) });
  return parsed.data;
}

/**
 * The AI service's request: one seat's view only, never the full state. `budgetMs` is the time the
 * computer may think (default per level); `advice` asks for the reason and the candidates' values.
 */
export const aiDecideRequest = z.object({
  game: z.string(),
  level: z.enum(['easy', 'normal', 'strong', 'master']),
  seat: seatSchema,
  view: z.unknown(),
  legal: z.array(actionSchema).min(1),
  seed: z.string().optional(),
  budgetMs: z.number().int().min(1).max(10_000).optional(),
  advice: z.boolean().optional(),
});
export type AiDecideRequest = z.infer<typeof aiDecideRequest>;

/** The odds for one seat's decision (`ai.<game>.odds`): the seat's view in; the game's own answer out, or null. */
export const aiOddsRequest = z.object({
  game: z.string(),
  seat: seatSchema,
  view: z.unknown(),
  seed: z.string().max(200).optional(),
});
export type AiOddsRequest = z.infer<typeof aiOddsRequest>;

/**
 * Speedcoup's case-file odds (`ai.coup.odds`, asked by the gateway's `coupOdds`): how often crews of
 * four normal computers made each coup in the AI service's measurements. No seat, no view: the same
 * for every player.
 */
export const aiCoupOddsRequest = z.object({ game: z.literal('coup') });
export interface CoupOddsLine {
  readonly coup: number;
  readonly attempts: number;
  readonly successes: number;
  /** N of "etwa in 1 von N Versuchen"; null when the crews never made the coup. */
  readonly oneIn: number | null;
  /** The case file's German line. */
  readonly text: string;
}
export interface AiDecideResult {
  readonly action: Action;
  /** With `advice`: a short German reason for the choice. */
  readonly reason?: string;
  /** With `advice`: the candidates the computer weighed and their values (game units, higher = better). */
  readonly values?: readonly { readonly action: Action; readonly value: number }[];
}
