/**
 * The table's bookkeeping, free of Temporal so it can be tested on its own: the current step, the
 * published version, who sits where, which client ids were applied, and whether an action may be
 * submitted now (membership in the seat's legal set, as the rule service returned it).
 */
import {
  type Action,
  type ActInput,
  canonicalJson,
  commonErrors,
  type RuleErrorData,
  type Seat,
  type SeatInfo,
  type TableEvent,
  type TableInput,
} from '@spielcenter/proto';
import type { CompactStep, PublishContext, TableCarry } from './shared.js';

/** How many applied client ids a table remembers for de-duplication. */
const REMEMBERED_CLIENT_IDS = 256;

export class TableMachine {
  step: CompactStep;
  seats: SeatInfo[];
  moves: number;
  closed = false;
  /** The version whose pause was already waited (a carried step was paused before continue-as-new). */
  pausedVersion: number;
  private applied: Record<string, number>;
  private pendingEvents: TableEvent[] = [];

  constructor(
    readonly input: TableInput,
    carry?: TableCarry,
  ) {
    this.step = carry?.step ?? emptyStep();
    this.seats = [...(carry?.seats ?? input.seats)];
    this.applied = { ...(carry?.applied ?? {}) };
    this.moves = carry?.moves ?? 0;
    this.pausedVersion = carry ? carry.step.version : -1;
  }

  get version(): number {
    return this.step.version;
  }

  get finished(): boolean {
    return this.closed || this.step.outcome !== null;
  }

  ctx(): PublishContext {
    const { tableId, game, clockSeconds, tempo, timing } = this.input;
    return { tableId, game, seats: this.seats, clockSeconds, tempo, timing };
  }

  /** The version the next publication carries. */
  nextVersion(): number {
    return this.step.version + 1;
  }

  /** Records a published step; `counts` is false for a setup (not a move). */
  accept(step: CompactStep, counts = true): void {
    this.step = step;
    if (counts) this.moves++;
  }

  /** Records a re-publication without a state change (clock warning, seat change). */
  bumpVersion(version: number): void {
    this.step = { ...this.step, version };
  }

  duplicate(clientId: string): number | null {
    return this.applied[clientId] ?? null;
  }

  remember(clientId: string, version: number): void {
    this.applied[clientId] = version;
    const keys = Object.keys(this.applied);
    if (keys.length > REMEMBERED_CLIENT_IDS) {
      for (const key of keys.slice(0, keys.length - REMEMBERED_CLIENT_IDS)) delete this.applied[key];
    }
  }

  /** Why a player's submission is refused now, or null when it is in the seat's legal set. */
  refusal(a: ActInput): RuleErrorData | null {
    if (this.finished) return commonErrors.data('COMMON_GAME_OVER');
    const seat = this.seats[a.seat];
    if (!seat || seat.kind !== 'human') return commonErrors.data('COMMON_BAD_SEAT', { seat: a.seat });
    if (!this.step.toAct.includes(a.seat)) return commonErrors.data('COMMON_NOT_YOUR_TURN');
    return this.isLegal(a.seat, a.action) ? null : commonErrors.data('COMMON_ILLEGAL_ACTION');
  }

  isLegal(seat: Seat, action: Action): boolean {
    const wanted = canonicalJson(action);
    return (this.step.legal[String(seat)] ?? []).some((a) => canonicalJson(a) === wanted);
  }

  computerToAct(): Seat | null {
    return this.step.toAct.find((s) => this.seats[s]?.kind === 'computer') ?? null;
  }

  humansToAct(): Seat[] {
    return this.step.toAct.filter((s) => this.seats[s]?.kind === 'human');
  }

  /** A player leaves: a computer takes the seat; with no human left the table closes. */
  leave(seat: Seat): void {
    const info = this.seats[seat];
    if (!info || info.kind !== 'human') return;
    this.seats[seat] = { kind: 'computer', level: 'easy', name: `Computer (für ${info.name})` };
    this.pendingEvents.push({ type: 'seatLeft', seat, name: info.name });
    if (!this.seats.some((s) => s.kind === 'human')) this.closed = true;
  }

  /** Table events to publish with the next step (seat changes). */
  takeEvents(extra: TableEvent[] = []): TableEvent[] {
    const events = [...this.pendingEvents, ...extra];
    this.pendingEvents = [];
    return events;
  }

  carry(): TableCarry {
    return { step: this.step, seats: this.seats, applied: this.applied, moves: this.moves };
  }
}

function emptyStep(): CompactStep {
  return {
    state: {},
    toAct: [],
    legal: {},
    outcome: null,
    eventTypes: [],
    version: 0,
    clock: null,
    pauseMs: 0,
  };
}
