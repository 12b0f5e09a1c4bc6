/**
 * The table contract shared by the tables service (Temporal workflow), the gateway and the web:
 * how a table is started, how a seat acts, and what a seat's snapshot (published to Redis and
 * pushed on NATS after every step) looks like.
 */
import { z } from 'zod';
import type { Action, GameEvent, Outcome, Seat } from './engine.js';
import type { RuleErrorData } from './errors.js';
import type { GameId } from './games.js';

export const TABLES_TASK_QUEUE = 'tables';
export const tableWorkflowId = (tableId: string) => `table-${tableId}`;

/** Names of the workflow's type and its messages (the gateway uses them without importing the worker). */
export const tableMessages = {
  workflow: 'tableWorkflow',
  act: 'act',
  leave: 'leave',
  snapshot: 'snapshot',
} as const;

export const CLOCK_CHOICES = [30, 60, 90, 120] as const;
export const levelSchema = z.enum(['easy', 'normal', 'strong', 'master']);
export type Level = z.infer<typeof levelSchema>;
export const tempoSchema = z.enum(['normal', 'fast']);
export type Tempo = z.infer<typeof tempoSchema>;

export const seatInfoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('human'),
    playerId: z.string().min(1).max(64),
    name: z.string().min(1).max(40),
  }),
  z.object({ kind: z.literal('computer'), level: levelSchema, name: z.string().min(1).max(40) }),
]);
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/** Timing, all in milliseconds; tests shorten them, players pick the clock and the tempo. */
export const timingSchema = z.object({
  /** Decision clock per decision; null = no clock. */
  clockMs: z.number().int().min(100).max(600_000).nullable(),
  /** Upper bound for special decisions (e.g. the trump choice: 20 s). */
  shortClockMs: z.number().int().min(100).max(600_000),
  /** Grace after the warning. */
  graceMs: z.number().int().min(0).max(60_000),
  /** Pause after a completed trick / a scored round (tempo). */
  trickPauseMs: z.number().int().min(0).max(10_000),
  roundPauseMs: z.number().int().min(0).max(20_000),
  /** How long a computer "thinks" before acting (tempo). */
  computerDelayMs: z.number().int().min(0).max(10_000),
});
export type Timing = z.infer<typeof timingSchema>;

export function timingFor(clockSeconds: number | null, tempo: Tempo): Timing {
  const fast = tempo === 'fast';
  return {
    clockMs: clockSeconds === null ? null : clockSeconds * 1000,
    shortClockMs: 20_000,
    graceMs: 10_000,
    trickPauseMs: fast ? 600 : 1800,
    roundPauseMs: fast ? 1500 : 4000,
    computerDelayMs: fast ? 150 : 700,
  };
}

export const tableInputSchema = z.object({
  tableId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  game: z.enum(['boss', 'coup', 'cruise', 'krakau', 'hokus']),
  config: z.record(z.string(), z.unknown()),
  seed: z.string().min(1).max(128),
  seats: z.array(seatInfoSchema).min(1).max(8),
  clockSeconds: z.number().int().nullable(),
  tempo: tempoSchema,
  timing: timingSchema,
});
export type TableInput = z.infer<typeof tableInputSchema>;

export const actInputSchema = z.object({
  seat: z.number().int().min(0).max(15),
  action: z.looseObject({ type: z.string().min(1).max(64) }),
  /** Chosen by the client per submission; a retry with the same id is applied once. */
  clientId: z.string().min(1).max(64),
});
export type ActInput = z.infer<typeof actInputSchema>;
export interface ActResult {
  readonly version: number;
  /** True when this client id had been applied before (a retry). */
  readonly duplicate: boolean;
}

/** The decision clock as a seat sees it. Times are epoch milliseconds. */
export interface ClockInfo {
  readonly seats: readonly Seat[];
  readonly phase: 'clock' | 'grace';
  readonly deadline: number;
  /** The clock's full length for this decision (for the countdown ring). */
  readonly totalMs: number;
}

export interface TableEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** What one seat receives after every step (Redis for reads, NATS for pushes). */
export interface SeatSnapshot<V = unknown> {
  readonly tableId: string;
  readonly game: GameId;
  /** null for a spectator. */
  readonly seat: Seat | null;
  /** Monotonically increasing per table; a gap means the client missed a push and should refetch. */
  readonly version: number;
  readonly view: V;
  /** This seat's legal actions now (empty when it need not act). */
  readonly legal: readonly Action[];
  readonly toAct: readonly Seat[];
  readonly clock: ClockInfo | null;
  /** The events of this step that this seat may see (game events and table events). */
  readonly events: readonly (GameEvent | TableEvent)[];
  readonly outcome: Outcome | null;
  readonly seats: readonly {
    readonly name: string;
    readonly kind: 'human' | 'computer';
    readonly level?: Level;
  }[];
  readonly settings: { readonly clockSeconds: number | null; readonly tempo: Tempo };
  /** Set when the table ended without an outcome (all humans left). */
  readonly closed?: boolean;
}

/**
 * A refusal as the gateway and the web see it. The workflow's update validator and handler throw a
 * Temporal ApplicationFailure whose `type` is the rule error code and whose `details[0]` is this
 * object; the gateway turns it into a GraphQL error with `extensions: { code, de, en }`.
 */
export type ActError = RuleErrorData;
