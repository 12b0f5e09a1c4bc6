/**
 * The table workflow's typed messages and the compact step the workflow keeps. Shared by the
 * workflow, its activities and the tests; the gateway uses the names from proto (tableMessages).
 */
import type {
  Action,
  ActInput,
  ActResult,
  ClockInfo,
  Outcome,
  Seat,
  SeatInfo,
  TableInput,
} from '@spielcenter/proto';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

export const actUpdate = defineUpdate<ActResult, [ActInput]>('act');
export const leaveSignal = defineSignal<[{ seat: Seat }]>('leave');
export const snapshotQuery = defineQuery<TableSnapshot>('snapshot');

/** What the workflow keeps of a step: no views (those go straight to Redis and NATS). */
export interface CompactStep {
  readonly state: Record<string, unknown>;
  readonly toAct: readonly Seat[];
  readonly legal: Readonly<Record<string, readonly Action[]>>;
  readonly outcome: Outcome | null;
  /** The event types of this step (pacing, continue-as-new between rounds). */
  readonly eventTypes: readonly string[];
  /** The version published for this step. */
  readonly version: number;
  /** The clock published for the next decision (null: computers act, or no clock). */
  readonly clock: ClockInfo | null;
  /** Pause before the next decision (after a trick or a round, by tempo). */
  readonly pauseMs: number;
}

export interface TableSnapshot {
  readonly game: TableInput['game'];
  readonly state: Record<string, unknown>;
  readonly version: number;
  readonly seats: readonly SeatInfo[];
  readonly toAct: readonly Seat[];
  readonly closed: boolean;
}

/** Carried across continue-as-new. */
export interface TableCarry {
  readonly step: CompactStep;
  readonly seats: readonly SeatInfo[];
  /** Recently applied client ids → the version they produced (bounded). */
  readonly applied: Readonly<Record<string, number>>;
  readonly moves: number;
}

export interface TableResult {
  readonly outcome: Outcome | null;
  readonly closed: boolean;
  readonly version: number;
}

/** What the publish step needs to know about the table besides the state. */
export interface PublishContext {
  readonly tableId: string;
  readonly game: TableInput['game'];
  readonly seats: readonly SeatInfo[];
  readonly clockSeconds: number | null;
  readonly tempo: TableInput['tempo'];
  readonly timing: TableInput['timing'];
}

export type { ActInput, ActResult };
