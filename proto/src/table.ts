/**
 * The table contract shared by the tables service (Temporal workflow), the gateway and the web: how
 * a table is started, how a seat acts, acknowledges or leaves. The seat snapshot a table publishes
 * after every step is in snapshot.ts.
 */
import { z } from 'zod';
import { levelSchema, type Tempo, tempoSchema } from './choices.js';
import type { RuleErrorData } from './errors.js';
import { GAME_IDS } from './games.js';
import { DATE_PATTERN } from './leaderboard.js';
import { lobbyNoticeSchema } from './snapshot.js';

export { TABLES_TASK_QUEUE, tableMessages, tableWorkflowId } from './table-names.js';

export const tableIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

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
  /** Decision clock per decision; null = no clock. Short decisions get the game's own (shorter) clock. */
  clockMs: z.number().int().min(100).max(600_000).nullable(),
  /** Grace after the warning. */
  graceMs: z.number().int().min(0).max(60_000),
  /** Pause after a completed trick / a scored round (tempo). */
  trickPauseMs: z.number().int().min(0).max(10_000),
  roundPauseMs: z.number().int().min(0).max(20_000),
  /** How long a computer "thinks" before acting (tempo; none in turbo). */
  computerDelayMs: z.number().int().min(0).max(10_000),
  /** At a clocked table with people, a board waiting for "Weiter" goes on by itself after this. */
  acknowledgeMs: z.number().int().min(100).max(120_000),
  /** A table that waits for a human without a clock closes after this long without any action. */
  idleMs: z
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 3600_000),
  /** After a game with people, their seats are held this long for "Nochmal". */
  rematchHoldMs: z.number().int().min(100).max(600_000),
  /**
   * A run of the table's workflow continues as new at the first round end after its history has
   * this many events (default 2,000; 0: at every round end). A new run is the dearest thing a worker
   * does (its sandbox evaluates the workflow's modules again) and costs a billable action, so a run
   * spans several rounds; the history stays short enough to replay at once.
   */
  historyEventsPerRun: z.number().int().min(0).max(50_000).optional(),
});
export type Timing = z.infer<typeof timingSchema>;

/** The game's own short clocks (e.g. 20 s for the trump choice) scale with the tests' clocks. */
export function timingFor(clockSeconds: number | null, tempo: Tempo): Timing {
  const fast = tempo === 'fast';
  return {
    clockMs: clockSeconds === null ? null : clockSeconds * 1000,
    graceMs: 10_000,
    trickPauseMs: fast ? 600 : 1800,
    roundPauseMs: fast ? 1500 : 4000,
    computerDelayMs: fast ? 150 : 700,
    acknowledgeMs: fast ? 5000 : 10_000,
    idleMs: 2 * 3600_000,
    rematchHoldMs: 120_000,
  };
}

/**
 * An open table (with people): it waits in the lobby until its host starts it or every seat is
 * taken. Free seats are left empty (the game is played by the people there) or, with `fill`,
 * taken by computers of that level when the game starts.
 */
export const openTableSchema = z.object({
  /** The host's player id (who may start the table). */
  host: z.string().min(1).max(64),
  /** The level of computers that take free seats at the start; null = play with the people only. */
  fill: levelSchema.nullable(),
  /**
   * The table plays for Taler: every human with an account pays this at the start (one of the
   * game's declared `stakes.amounts`); guests play without a stake.
   */
  stake: z.number().int().min(1).max(100_000).optional(),
  /** The host has an account (pays the stake). */
  hostAccount: z.boolean().optional(),
});
export type OpenTable = z.infer<typeof openTableSchema>;

export const tableInputSchema = z.object({
  tableId: tableIdSchema,
  game: z.enum(GAME_IDS),
  /** The engine's config (checked by the rule service before the table starts). */
  config: z.record(z.string(), z.unknown()),
  seed: z.string().min(1).max(128),
  /** Who sits where; null = a free seat (open tables only). */
  seats: z.array(seatInfoSchema.nullable()).min(1).max(8),
  clockSeconds: z.number().int().nullable(),
  tempo: tempoSchema,
  timing: timingSchema,
  /** Present for a table with people: it opens in the lobby. */
  open: openTableSchema.optional(),
  /** Present for a daily deal: the Berlin day it belongs to (its result goes to the day's list). */
  daily: z.object({ date: z.string().regex(DATE_PATTERN) }).optional(),
});
export type TableInput = z.infer<typeof tableInputSchema>;

export const joinInputSchema = z.object({
  playerId: z.string().min(1).max(64),
  name: z.string().min(1).max(40),
  /** The wanted seat; any free one when absent. */
  seat: z.number().int().min(0).max(15).optional(),
  /** The player has an account (pays a staked table's stake; guests play without). */
  account: z.boolean().optional(),
  /**
   * The gateway's check of the line-up with this player (Speedcoup: the record's word on the coup):
   * what holds the start, for the host; absent when nothing does.
   */
  notice: lobbyNoticeSchema.optional(),
});
export type JoinInput = z.infer<typeof joinInputSchema>;

/**
 * "Nochmal" from a seat. Where the host decides how the table goes on (the declaration's
 * `nextByHost`), only the host sends it, for everybody: with `options` (declared option keys) the
 * next game plays those instead of the table's (a fixed deal is dropped then); with `end` the
 * evening ends and the table closes ("Feierabend"); with neither, the same game again.
 */
export const rematchInputSchema = z.object({
  seat: z.number().int().min(0).max(15),
  options: z.record(z.string(), z.unknown()).optional(),
  end: z.boolean().optional(),
});
export type RematchInput = z.infer<typeof rematchInputSchema>;

export const actInputSchema = z.object({
  seat: z.number().int().min(0).max(15),
  action: z.looseObject({ type: z.string().min(1).max(64) }),
  /** Chosen by the client per submission; a retry with the same id is applied once. */
  clientId: z.string().min(1).max(64),
});
export type ActInput = z.infer<typeof actInputSchema>;
export interface ActResult {
  readonly version: number;
  /** True when this client id had been applied before (a retry of the same action). */
  readonly duplicate: boolean;
}

export const acknowledgeInputSchema = z.object({
  seat: z.number().int().min(0).max(15),
  /** Pause: the table waits for every "Weiter" without a time limit. */
  hold: z.boolean().default(false),
});
export type AcknowledgeInput = z.infer<typeof acknowledgeInputSchema>;

/**
 * A refusal as the gateway and the web see it. The workflow's update validator and handler throw a
 * Temporal ApplicationFailure whose `type` is the rule error code and whose `details[0]` is this
 * object; the gateway turns it into a GraphQL error with `extensions: { code, de, en }`.
 */
export type ActError = RuleErrorData;
