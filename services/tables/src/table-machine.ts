/**
 * The table's bookkeeping, free of Temporal so it can be tested on its own: the current step, the
 * published version, who sits where, which client ids were applied, whether a submission may be
 * taken now (membership in the seat's legal set), and the "Weiter" board the table waits at.
 */
import type {
  AcknowledgeInput,
  ActInput,
  GameDeclaration,
  JoinInput,
  Penalty,
  Pot,
  Rematch,
  RematchInput,
  RuleErrorData,
  Seat,
  SeatClock,
  SeatInfo,
  TableClosedReason,
  TableEvent,
  TableInput,
  Waiting,
} from '@spielcenter/proto';
import { canonicalJson, commonErrors } from '@spielcenter/proto/light';
import { ClientIds } from './client-ids.js';
import { OpenSeats } from './lobby.js';
import type { CompactStep, PublishContext, TableCarry } from './shared.js';

/** Leaving a running game costs this many leaderboard points (where the game's rules say so). */
const PENALTY_POINTS = -10;

export class TableMachine {
  step: CompactStep;
  seats: SeatInfo[];
  /** Open tables: the lobby (who sits where before a game, who hosts); null for quick games. */
  readonly lobby: OpenSeats | null;
  /** open: waiting in the lobby; playing: a game runs; over: after a game with people ("Nochmal"). */
  stage: 'open' | 'playing' | 'over';
  rematch: Rematch | null = null;
  /** Games started at this table (the seed of each is the table's seed and this number). */
  gameNo: number;
  /** Workflow time the running game started. */
  startedAt: number;
  /**
   * Who sat where when the running (or last) game started: a leaver's seat is still the person's
   * here, so the game's record belongs to the line-up that started it (bookings.ts gameRecordOf).
   */
  gameSeats: SeatInfo[];
  moves: number;
  closed: false | TableClosedReason = false;
  turbo: boolean;
  waiting: Waiting | null = null;
  /** A staked table's pot of the game that just ended (stakes.ts). */
  pot: Pot | null;
  /** The options the host chose for the next games (the declaration's `nextByHost`); null: the table's. */
  options: Record<string, unknown> | null;
  /** Epoch ms of the last human action or acknowledgment. */
  lastActivity: number;
  /** The version whose pause (or "Weiter") was already done (a carried step had its pause). */
  pausedVersion: number;
  /** A person whose clock ran out while the computer finishes their decision (the planner's `clock`). */
  finishing: Seat | null = null;
  private readonly clientIds: ClientIds;
  private pendingEvents: TableEvent[] = [];
  private released: string[] = [];
  private claimed: string[] = [];
  private penalties: Penalty[] = [];

  constructor(
    readonly input: TableInput,
    carry?: TableCarry,
    now = 0,
    readonly game?: GameDeclaration,
  ) {
    this.step = carry?.step ?? emptyStep();
    const layout = carry?.layout ?? input.seats;
    this.lobby =
      input.open && game
        ? new OpenSeats([...layout], carry?.host ?? input.open.host, input.open.fill, game)
        : null;
    if (this.lobby && carry?.notice) this.lobby.notice = carry.notice;
    this.seats = [...(carry?.seats ?? (input.open ? [] : (input.seats as SeatInfo[])))];
    this.stage = carry?.stage ?? (input.open ? 'open' : 'playing');
    this.gameNo = carry?.gameNo ?? 0;
    this.startedAt = carry?.startedAt ?? now;
    this.gameSeats = [...(carry?.gameSeats ?? this.seats)];
    // The host sits at the open table from its first publication on.
    if (input.open && !carry) this.claimed.push(input.open.host);
    this.clientIds = new ClientIds({ ...(carry?.applied ?? {}) });
    this.moves = carry?.moves ?? 0;
    this.turbo = carry?.turbo ?? false;
    this.lastActivity = carry?.lastActivity ?? now;
    this.pausedVersion = carry ? carry.step.stateVersion : -1;
    this.pot = carry?.pot ?? null;
    this.options = carry?.options ?? null;
  }

  get version(): number {
    return this.step.version;
  }

  get finished(): boolean {
    return this.closed !== false || this.step.outcome !== null;
  }

  /** One human against computers (a quick game). */
  get solo(): boolean {
    return !this.input.open && this.input.seats.filter((s) => s?.kind === 'human').length === 1;
  }

  /**
   * The config of the next game: the table's, or with the options the host chose (a fixed deal,
   * `deck`, belongs to the game it was given for and is dropped then).
   */
  gameConfig(): TableInput['config'] {
    const config = this.input.config;
    if (!this.options) return config;
    const { deck: _deck, ...rest } = config;
    return { ...rest, ...this.options };
  }

  ctx(): PublishContext {
    const { tableId, game, clockSeconds, tempo, timing } = this.input;
    const { players: _players, deck, ...options } = this.gameConfig();
    const open = this.stage === 'open' && this.lobby !== null;
    const seats = open && this.lobby ? this.lobby.layout : this.seats;
    const daily = this.input.daily;
    const stake = this.input.open?.stake;
    return {
      tableId,
      game,
      seats,
      ...(open || this.gameSeats.length === 0 ? {} : { startSeats: this.gameSeats }),
      ...(deck !== undefined ? { fixedDeal: true } : {}),
      clockSeconds,
      tempo,
      timing,
      turbo: this.turbo,
      solo: this.solo,
      options,
      ...(daily ? { daily } : {}),
      ...(stake ? { stake } : {}),
      ...(this.pot ? { pot: this.pot } : {}),
    };
  }

  /** The version the next publication carries. */
  nextVersion(): number {
    return this.step.version + 1;
  }

  /** Records a published step; `counts` is false for a setup (not a move), or the moves it took. */
  accept(step: CompactStep, counts: boolean | number = true): void {
    this.step = step;
    this.moves += counts === true ? 1 : counts === false ? 0 : counts;
  }

  /** Records a re-publication without a new state (the lobby). */
  bumpVersion(version: number): void {
    this.step = { ...this.step, version };
  }

  duplicate(a: ActInput): number | RuleErrorData | null {
    return this.clientIds.duplicate(a);
  }

  remember(a: ActInput, version: number): void {
    this.clientIds.remember(a, version);
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
  leave(seat: Seat, now = 0): void {
    if (this.stage === 'open') {
      this.leaveLobby(seat);
      return;
    }
    const info = this.seats[seat];
    if (!info || info.kind !== 'human') return;
    // Leaving a running game costs points as the game's rules say (its declaration's leavePenalty).
    const rule = this.game ? (this.game.leavePenalty ?? 'withPeople') : 'never';
    const leavesPeople = this.humanSeats().some((s) => s !== seat);
    const counts = rule === 'always' || (rule === 'withPeople' && leavesPeople);
    const running = this.stage === 'playing' && this.step.outcome === null;
    if (running && counts && now - this.startedAt >= (this.game?.leavePenaltyAfterMs ?? 0)) {
      this.penalties.push({ playerId: info.playerId, name: info.name, points: PENALTY_POINTS });
    }
    this.seats[seat] = { kind: 'computer', level: 'normal', name: `Computer (für ${info.name})` };
    this.pendingEvents.push({ type: 'seatLeft', seat, name: info.name });
    this.released.push(info.playerId);
    if (this.waiting) this.waiting = { ...this.waiting, seats: this.waiting.seats.filter((s) => s !== seat) };
    if (this.rematch) {
      const back = this.rematch.back.filter((s) => s !== seat);
      this.rematch = { ...this.rematch, back, ...this.hostField() };
    }
    if (this.humanSeats().length === 0) this.closed = 'left';
  }

  private leaveLobby(seat: Seat): void {
    const lobby = this.lobby;
    const info = lobby?.layout[seat];
    if (!lobby || info?.kind !== 'human') return;
    lobby.leave(seat);
    this.pendingEvents.push({ type: 'seatLeft', seat, name: info.name });
    this.released.push(info.playerId);
    if (lobby.humans().length === 0) this.closed = 'left';
  }

  /** A player sits down at the open table (the refusal was checked). */
  join(j: JoinInput): Seat {
    const seat = (this.lobby as OpenSeats).join(j);
    this.pendingEvents.push({ type: 'seatTaken', seat, name: j.name });
    this.claimed.push(j.playerId);
    return seat;
  }

  joinRefusal(j: JoinInput): RuleErrorData | null {
    if (!this.lobby || this.stage !== 'open' || this.closed) return commonErrors.data('COMMON_NOT_OPEN');
    return this.lobby.joinRefusal(j);
  }

  startRefusal(seat: Seat): RuleErrorData | null {
    if (!this.lobby || this.stage !== 'open' || this.closed) return commonErrors.data('COMMON_NOT_OPEN');
    if (seat !== this.lobby.hostSeat()) return commonErrors.data('COMMON_NOT_HOST');
    return this.lobby.canStart() ? null : commonErrors.data('COMMON_CANNOT_START');
  }

  /** The next game begins: who plays, its number, its start. */
  beginGame(now: number): void {
    if (this.lobby && this.stage === 'open')
      this.seats = this.lobby.gameSeats(`${this.input.seed}:${this.gameNo}`);
    this.stage = 'playing';
    this.gameSeats = [...this.seats];
    this.gameNo++;
    this.startedAt = now;
    this.rematch = null;
    this.waiting = null;
    this.pot = null;
    this.step = { ...emptyStep(), version: this.step.version };
    this.pausedVersion = -1;
    if (this.gameNo > 1) this.pendingEvents.push({ type: 'gameStarted' });
  }

  /** After a game with people: their seats are held for "Nochmal". */
  holdSeats(until: number): void {
    this.stage = 'over';
    this.rematch = { back: [], until, ...this.hostField() };
  }

  /** The host decides how the table goes on (the declaration's `nextByHost`, an open table). */
  get nextByHost(): boolean {
    return this.game?.nextByHost === true && this.lobby !== null;
  }

  /**
   * Who decides after a game where the host decides: the host, while seated as a person; else
   * (the host left during the game) the first person at the table.
   */
  hostSeat(): Seat | null {
    const people = this.humanSeats();
    const host = this.lobby?.host;
    return (
      people.find((s) => (this.seats[s] as { playerId?: string }).playerId === host) ?? people[0] ?? null
    );
  }

  private hostField(): { host?: Seat } {
    const host = this.nextByHost ? this.hostSeat() : null;
    return host === null ? {} : { host };
  }

  rematchRefusal(r: RematchInput): RuleErrorData | null {
    if (this.stage === 'open' && this.lobby && !this.closed && this.game?.nextByHost && r.options && !r.end) {
      // Before the game, where the host decides (Speedcoup): the host chooses other settings, e.g.
      // the coup the line-up may play (the gateway checked them for the seated line-up).
      if (r.seat !== this.lobby.hostSeat()) return commonErrors.data('COMMON_NOT_HOST_NEXT');
      return this.declaredRefusal(r.options);
    }
    if (this.stage !== 'over' || !this.rematch || this.closed) return commonErrors.data('COMMON_NO_REMATCH');
    const notHuman = this.humanAt(r.seat);
    if (notHuman) return notHuman;
    if (!this.nextByHost) {
      return r.options !== undefined || r.end ? commonErrors.data('COMMON_NO_NEXT_CHOICE') : null;
    }
    if (r.seat !== this.hostSeat()) return commonErrors.data('COMMON_NOT_HOST_NEXT');
    // Only the game's declared settings may be chosen, each as the declaration offers it (the
    // engine's config check and the record's lock check ran at the gateway; the setup asks the
    // record again).
    return this.declaredRefusal(r.options ?? {});
  }

  private declaredRefusal(options: Record<string, unknown>): RuleErrorData | null {
    const declared = this.game?.meta.options ?? [];
    for (const [key, value] of Object.entries(options)) {
      const option = declared.find((o) => o.key === key);
      const offered =
        option !== undefined && (option.kind !== 'choice' || option.choices.some((c) => c.value === value));
      if (!offered) return commonErrors.data('COMMON_BAD_NEXT_OPTION', { key });
    }
    return null;
  }

  /**
   * "Nochmal" from a seat. Where the host decides, the host's choice counts for everybody: the
   * people still at the table are all back (the next game starts with the same seats), with the
   * options chosen, or the evening ends ("Feierabend": the table closes).
   */
  rematchAsked(r: RematchInput): void {
    const { seat } = r;
    if (this.stage === 'open' && this.lobby) {
      // the host's other settings before the game: what held the start is answered
      if (r.options) this.options = { ...(this.options ?? {}), ...r.options };
      this.lobby.notice = null;
      return;
    }
    if (!this.rematch) return;
    if (this.nextByHost) {
      if (r.end) {
        this.closed = 'ended';
        return;
      }
      if (r.options) this.options = { ...(this.options ?? {}), ...r.options };
      this.rematch = { ...this.rematch, back: this.humanSeats() };
      this.pendingEvents.push({ type: 'rematchAsked', seat });
      return;
    }
    if (this.rematch.back.includes(seat)) return;
    this.rematch = { ...this.rematch, back: [...this.rematch.back, seat] };
    this.pendingEvents.push({ type: 'rematchAsked', seat });
  }

  /**
   * "Sind alle wieder da, beginnt die nächste Partie von selbst": every human still at the table
   * said "Nochmal". A player who left during the game is not waited for: the computer that took
   * the seat plays on in the next game.
   */
  allBack(): boolean {
    const r = this.rematch;
    const seats = this.humanSeats();
    return r !== null && seats.length > 0 && seats.every((s) => r.back.includes(s));
  }

  /** The hold is over: seats not taken back are freed, the table opens again. */
  freeSeatsNotBack(): void {
    const lobby = this.lobby;
    if (!lobby) return;
    const back = this.rematch?.back ?? [];
    const always = this.game?.meta.maxHumans ?? this.seats.length;
    this.released.push(...lobby.reopen(this.seats, back, always));
    this.stage = 'open';
    this.rematch = null;
    if (lobby.humans().length === 0) this.closed = 'left';
  }

  setTurbo(on: boolean): void {
    if (!this.solo || this.turbo === on) return;
    this.turbo = on;
    this.pendingEvents.push({ type: 'turbo', on });
  }

  /** Table events, seat claims and releases and penalties to publish with the next step. */
  takeEvents(extra: TableEvent[] = []) {
    const out = {
      tableEvents: [...this.pendingEvents, ...extra],
      released: this.released,
      claimed: this.claimed,
      penalties: this.penalties,
    };
    this.pendingEvents = [];
    this.released = [];
    this.claimed = [];
    this.penalties = [];
    return out;
  }

  hasPending(): boolean {
    return this.pendingEvents.length > 0 || this.released.length > 0 || this.claimed.length > 0;
  }

  carry(): TableCarry {
    return {
      step: this.step,
      seats: this.seats,
      applied: this.clientIds.toJSON(),
      moves: this.moves,
      turbo: this.turbo,
      lastActivity: this.lastActivity,
      stage: this.stage,
      gameNo: this.gameNo,
      startedAt: this.startedAt,
      gameSeats: this.gameSeats,
      ...(this.lobby ? { layout: this.lobby.layout, host: this.lobby.host } : {}),
      ...(this.lobby?.notice ? { notice: this.lobby.notice } : {}),
      ...(this.pot ? { pot: this.pot } : {}),
      ...(this.options ? { options: this.options } : {}),
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
