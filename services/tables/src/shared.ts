/**
 * The table workflow's typed messages and the compact step the workflow keeps. Shared by the
 * workflow, its activities and the tests; the gateway uses the names from proto (tableMessages).
 */
import type {
  AcknowledgeInput,
  ActInput,
  Action,
  ActResult,
  JoinInput,
  LobbyNotice,
  Outcome,
  Pot,
  RematchInput,
  Seat,
  SeatClock,
  SeatInfo,
  TableInput,
  Waiting,
} from '@spielcenter/proto';
import { tableMessages } from '@spielcenter/proto/light';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { StakeCarry } from './stakes.js';

export const actUpdate = defineUpdate<ActResult, [ActInput]>(tableMessages.act);
export const acknowledgeUpdate = defineUpdate<{ version: number }, [AcknowledgeInput]>(
  tableMessages.acknowledge,
);
export const leaveSignal = defineSignal<[{ seat: Seat }]>(tableMessages.leave);
export const turboSignal = defineSignal<[{ on: boolean }]>(tableMessages.turbo);
export const snapshotQuery = defineQuery<TableSnapshot>(tableMessages.snapshot);
export const joinUpdate = defineUpdate<{ seat: Seat; version: number }, [JoinInput]>(tableMessages.join);
export const startUpdate = defineUpdate<{ version: number }, [{ seat: Seat }]>(tableMessages.start);
export const rematchUpdate = defineUpdate<{ version: number }, [RematchInput]>(tableMessages.rematch);

/** One automatic move of a chain: the version its publication carried, the seat, the action. */
export interface ChainMove {
  readonly version: number;
  readonly seat: Seat;
  readonly action: Action;
}

/** An automatic move (or a chain of them): the last step, and every move it played in order. */
export interface AutoMoveResult extends CompactStep {
  readonly moves: readonly ChainMove[];
  /** The seat whose expired clock's decision the computer is still finishing (the planner's `clock`). */
  readonly finishing?: Seat | null;
}

/** What the workflow keeps of a step: no views (those go straight to Redis and NATS). */
export interface CompactStep {
  readonly state: Record<string, unknown>;
  readonly toAct: readonly Seat[];
  /** Legal actions of every seat that has any (key: seat). */
  readonly legal: Readonly<Record<string, readonly Action[]>>;
  readonly outcome: Outcome | null;
  /** The event types of this step (pacing, "Weiter", continue-as-new between rounds). */
  readonly eventTypes: readonly string[];
  /** The version published for this step (grows with re-publications too). */
  readonly version: number;
  /** The version whose publication carried this state (views are cached under it). */
  readonly stateVersion: number;
  /** The running decision clocks of the humans to act. */
  readonly clocks: readonly SeatClock[];
  /** Pause before the next decision (after a trick or a round, by tempo). */
  readonly pauseMs: number;
}

export interface TableSnapshot {
  readonly game: TableInput['game'];
  readonly state: Record<string, unknown>;
  readonly version: number;
  readonly seats: readonly SeatInfo[];
  readonly toAct: readonly Seat[];
  readonly waiting: Waiting | null;
  readonly closed: boolean;
}

/** Carried across continue-as-new. */
export interface TableCarry {
  readonly step: CompactStep;
  readonly seats: readonly SeatInfo[];
  /** Recently applied client ids → the version they produced and the action's canonical JSON. */
  readonly applied: Readonly<Record<string, AppliedId>>;
  readonly moves: number;
  readonly turbo: boolean;
  /** Epoch ms of the last human action (for the idle limit). */
  readonly lastActivity: number;
  readonly stage: 'open' | 'playing' | 'over';
  readonly gameNo: number;
  readonly startedAt: number;
  /** Who sat where when the game started (older runs carried only `gameHumans`, unused). */
  readonly gameSeats?: readonly SeatInfo[];
  /** Open tables: the lobby's seats and host, and what holds its start. */
  readonly layout?: readonly (SeatInfo | null)[];
  readonly host?: string;
  readonly notice?: LobbyNotice;
  /** A staked table's bookkeeping (stakes.ts) and the pot of its last game. */
  readonly stakes?: StakeCarry;
  readonly pot?: Pot;
  /** The options the host chose for the games from now on (the declaration's `nextByHost`). */
  readonly options?: Record<string, unknown>;
}

export interface AppliedId {
  readonly version: number;
  readonly action: string;
}

export interface TableResult {
  readonly outcome: Outcome | null;
  readonly closed: boolean;
  readonly version: number;
}

/** What the publication needs to know about the table besides the step. */
export interface PublishContext {
  readonly tableId: string;
  readonly game: TableInput['game'];
  /** Who sits where (the lobby's seats before a game: null = free). */
  readonly seats: readonly (SeatInfo | null)[];
  /**
   * Who sat where when the game started (a person who left since is still there): the line-up
   * the game's record belongs to, and whose Bandenbuch page the table names. Absent in the lobby.
   */
  readonly startSeats?: readonly SeatInfo[];
  /** The game plays a fixed deal (`deck`: only where the gateway allows seeds, tests). */
  readonly fixedDeal?: boolean;
  readonly clockSeconds: number | null;
  readonly tempo: TableInput['tempo'];
  readonly timing: TableInput['timing'];
  readonly turbo: boolean;
  readonly solo: boolean;
  readonly options: Record<string, unknown>;
  /** A daily deal's Berlin day (its results go to the day's list). */
  readonly daily?: { readonly date: string };
  /** A staked table's Taler per human with an account. */
  readonly stake?: number;
  /** A staked table's pot of the game just ended. */
  readonly pot?: Pot;
}

export type { AcknowledgeInput, ActInput, ActResult };
