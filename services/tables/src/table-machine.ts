/**
 * The table's bookkeeping, free of Temporal so it can be tested on its own: the current step, the
 * published version, who sits where, which client ids were applied, whether a submission may be
 * taken now (membership in the seat's legal set), and the "Weiter" board the table waits at.
 */
import {
  type AcknowledgeInput,
  type ActInput,
  canonicalJson,
  commonErrors,
  type RuleErrorData,
  type Seat,
  type SeatClock,
  type SeatInfo,
  type TableEvent,
  type TableInput,
  type Waiting,
} from '@spielcenter/proto';
import type { AppliedId, CompactStep, PublishContext, TableCarry } from './shared.js';

/** How many applied client ids a table remembers for de-duplication. */
const REMEMBERED_CLIENT_IDS = 256;

export class TableMachine {
  step: CompactStep;
  seats: SeatInfo[];
  moves: number;
  closed: false | 'left' | 'idle' = false;
  turbo: boolean;
  waiting: Waiting | null = null;
  /** Epoch ms of the last human action or acknowledgment. */
  lastActivity: number;
  /** The version whose pause (or "Weiter") was already done (a carried step had its pause). */
  pausedVersion: number;
  private applied: Record<string, AppliedId>;
  private pendingEvents: TableEvent[] = [];
  private released: string[] = [];

  constructor(
    readonly input: TableInput,
    carry?: TableCarry,
    now = 0,
  ) {
    this.step = carry?.step ?? emptyStep();
    this.seats = [...(carry?.seats ?? input.seats)];
    this.applied = { ...(carry?.applied ?? {}) };
    this.moves = carry?.moves ?? 0;
    this.turbo = carry?.turbo ?? false;
    this.lastActivity = carry?.lastActivity ?? now;
    this.pausedVersion = carry ? carry.step.version : -1;
  }

  get version(): number {
    return this.step.version;
  }

  get finished(): boolean {
    return this.closed !== false || this.step.outcome !== null;
  }

  /** One human against computers. */
  get solo(): boolean {
    return this.input.seats.filter((s) => s.kind === 'human').length === 1;
  }

  ctx(): PublishContext {
    const { tableId, game, clockSeconds, tempo, timing, config } = this.input;
    const { players: _players, deck: _deck, ...options } = config;
    return {
      tableId,
      game,
      seats: this.seats,
      clockSeconds,
      tempo,
      timing,
      turbo: this.turbo,
      solo: this.solo,
      options,
    };
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

  /** A client id applied before: its version, or a refusal when it came with another action. */
  duplicate(a: ActInput): number | RuleErrorData | null {
    const seen = this.applied[a.clientId];
    if (!seen) return null;
    return seen.action === canonicalJson(a.action)
      ? seen.version
      : commonErrors.data('COMMON_CLIENT_ID_REUSED');
  }

  remember(a: ActInput, version: number): void {
    this.applied[a.clientId] = { version, action: canonicalJson(a.action) };
    const keys = Object.keys(this.applied);
    if (keys.length > REMEMBERED_CLIENT_IDS) {
      for (const key of keys.slice(0, keys.length - REMEMBERED_CLIENT_IDS)) delete this.applied[key];
    }
  }

  private humanAt(seat: Seat): RuleErrorData | null {
    const info = this.seats[seat];
    return info?.kind === 'human' ? null : commonErrors.data('COMMON_BAD_SEAT', { seat });
  }

  /**
   * Why a player's submission is refused now, or null when it is in the seat's legal set (which may
   * hold optional actions of a seat that is not to act).
   */
  refusal(a: ActInput): RuleErrorData | null {
    if (this.finished) return commonErrors.data('COMMON_GAME_OVER');
    const notHuman = this.humanAt(a.seat);
    if (notHuman) return notHuman;
    if (this.waiting) return commonErrors.data('COMMON_WAITING');
    const legal = this.step.legal[String(a.seat)] ?? [];
    if (legal.length === 0) return commonErrors.data('COMMON_NOT_YOUR_TURN');
    const wanted = canonicalJson(a.action);
    return legal.some((l) => canonicalJson(l) === wanted) ? null : commonErrors.data('COMMON_ILLEGAL_ACTION');
  }

  acknowledgeRefusal(a: AcknowledgeInput): RuleErrorData | null {
    if (this.finished) return commonErrors.data('COMMON_GAME_OVER');
    const notHuman = this.humanAt(a.seat);
    if (notHuman) return notHuman;
    if (!this.waiting) return commonErrors.data('COMMON_NOTHING_TO_ACKNOWLEDGE');
    return null;
  }

  /** "Weiter" (or pause) from a seat on the board the table waits at. */
  acknowledge(a: AcknowledgeInput): void {
    const w = this.waiting;
    if (!w) return;
    const held = w.held || a.hold;
    this.waiting = {
      ...w,
      seats: a.hold ? w.seats : w.seats.filter((s) => s !== a.seat),
      held,
      deadline: held ? null : w.deadline,
    };
    this.pendingEvents.push({ type: 'acknowledged', seat: a.seat });
  }

  computerToAct(): Seat | null {
    return this.step.toAct.find((s) => this.seats[s]?.kind === 'computer') ?? null;
  }

  humanSeats(): Seat[] {
    return this.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  }

  /** The clocks of humans to act (a seat taken over by a computer loses its clock). */
  humanClocks(): SeatClock[] {
    return this.step.clocks.filter((c) => this.seats[c.seat]?.kind === 'human');
  }

  /** A player leaves: a computer takes the seat; with no human left the table closes. */
  leave(seat: Seat): void {
    const info = this.seats[seat];
    if (!info || info.kind !== 'human') return;
    this.seats[seat] = { kind: 'computer', level: 'normal', name: `Computer (für ${info.name})` };
    this.pendingEvents.push({ type: 'seatLeft', seat, name: info.name });
    this.released.push(info.playerId);
    if (this.waiting) this.waiting = { ...this.waiting, seats: this.waiting.seats.filter((s) => s !== seat) };
    if (this.humanSeats().length === 0) this.closed = 'left';
  }

  setTurbo(on: boolean): void {
    if (!this.solo || this.turbo === on) return;
    this.turbo = on;
    this.pendingEvents.push({ type: 'turbo', on });
  }

  /** Table events and seat releases to publish with the next step. */
  takeEvents(extra: TableEvent[] = []): { tableEvents: TableEvent[]; released: string[] } {
    const out = { tableEvents: [...this.pendingEvents, ...extra], released: this.released };
    this.pendingEvents = [];
    this.released = [];
    return out;
  }

  hasPending(): boolean {
    return this.pendingEvents.length > 0 || this.released.length > 0;
  }

  carry(): TableCarry {
    return {
      step: this.step,
      seats: this.seats,
      applied: this.applied,
      moves: this.moves,
      turbo: this.turbo,
      lastActivity: this.lastActivity,
    };
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
    stateVersion: 0,
    clocks: [],
    pauseMs: 0,
  };
}
