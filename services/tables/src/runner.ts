/**
 * The life of one table, run inside its workflow: the lobby of an open table, each game (pauses,
 * "Weiter" boards, computers' moves, the humans' clocks, a continue-as-new at every round end),
 * "Nochmal" with held seats at a table with people, and the close. Everything about a game comes
 * from its declaration.
 */
import type { Action, GameDeclaration, Level, Seat, TableEvent, TableInput } from '@spielcenter/proto';
import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  condition,
  continueAsNew,
  log,
  patched,
  proxyLocalActivities,
  sleep,
  workflowInfo,
} from '@temporalio/workflow';
import type { TableActivities } from './activities.js';
import { hasGrace } from './clocks.js';
import { asksAcknowledge, computerWaitMs, isRoundEnd, waitsInActivity } from './pacing.js';
import type { TableCarry } from './shared.js';
import { StakeFlow } from './stakes.js';
import type { TableMachine } from './table-machine.js';

/**
 * Every step is retried for as long as it takes (a rule service, the AI or Redis may be down for a
 * deploy's minutes), with backoff capped at a few seconds: below the local retry threshold, so the
 * retries stay inside the worker. Only a non-retryable failure (a rule error or a programming
 * error: the activities classify them) reaches the workflow.
 */
export const acts = proxyLocalActivities<TableActivities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '200 ms',
    backoffCoefficient: 2,
    maximumInterval: '3 seconds',
  },
});

type Workflow = (input: TableInput, carry?: TableCarry) => Promise<unknown>;

/** Who moves: a human with the action, or a computer / the clock deciding for the seat. */
export type Move =
  | { readonly by: 'human'; readonly seat: Seat; readonly action: Action }
  | { readonly by: 'computer' | 'clock'; readonly seat: Seat; readonly level: Level };

export class TableRunner {
  private busy = false;
  /** The host asked to start the open table. */
  startRequested = false;
  /** A staked table's bookings (stakes.ts). */
  readonly stakes: StakeFlow;
  /**
   * An Update was taken since the computers last waited: its answer leaves with the current
   * workflow task, so the next computer waits on a timer rather than in its activity.
   */
  answering = false;
  /** The run's idle timer (a table without clocks closes after `idleMs` without a human action). */
  private idleWake: { fired: boolean } | null = null;

  constructor(
    readonly m: TableMachine,
    readonly input: TableInput,
    readonly game: GameDeclaration,
    carry?: TableCarry,
  ) {
    this.stakes = new StakeFlow(input, carry?.stakes);
  }

  get timing(): TableInput['timing'] {
    return this.input.timing;
  }

  async locked<T>(fn: () => Promise<T>): Promise<T> {
    // Several waiters may be released in the same activation: re-check before taking the lock.
    while (this.busy) await condition(() => !this.busy);
    this.busy = true;
    try {
      return await fn();
    } finally {
      this.busy = false;
    }
  }

  /** An Update's work under the lock (its answer leaves with the current workflow task). */
  answer<T>(fn: () => Promise<T>): Promise<T> {
    this.answering = true;
    return this.locked(fn);
  }

  /** What every step activity needs: the table, the next version, the clocks, pending table events. */
  stepInput(extra: TableEvent[] = []) {
    const { m } = this;
    return { ctx: m.ctx(), version: m.nextVersion(), clocks: m.humanClocks(), ...m.takeEvents(extra) };
  }

  /**
   * The one path of every move, under the table's lock: a human's action (the `act` Update, checked
   * against the seat's legal set), a computer's (the AI with the seat's view), or the clock's for a
   * human whose time and grace ran out (the game's default decision, else the computer's). The
   * activity applies it in the rule service and publishes the new step; the machine keeps it.
   */
  async move(mv: Move, o: { waitMs?: number; chain?: boolean } = {}): Promise<void> {
    const { m, input } = this;
    if (mv.by === 'human') {
      const step = await acts.stepTable({
        ...this.stepInput(),
        state: m.step.state,
        seat: mv.seat,
        action: mv.action,
      });
      m.accept(step);
      return;
    }
    // A computer's or the clock's move, and the computers that follow it in one activity (a chain)
    // where the table allows: see `autoMove` and `chainable`.
    const seedBase = `${input.seed}:${m.gameNo}`;
    const { moves, ...step } = await acts.autoMove({
      ...this.stepInput(),
      step: m.step,
      seat: mv.seat,
      level: mv.level,
      seed: `${seedBase}:${m.version}`,
      by: mv.by,
      ...(o.waitMs ? { waitMs: o.waitMs } : {}),
      ...(o.chain ? { chain: { seedBase } } : {}),
    });
    m.accept(step, moves?.length ?? 1); // a marker of a run before chains has no moves
  }

  /** Publishes the current state again (seat change, clock warning, "Weiter", "Nochmal", the close). */
  async republish(
    o: { extra?: TableEvent[]; restartClocks?: boolean; closed?: boolean } = {},
  ): Promise<void> {
    const { m } = this;
    await this.stakes.flush();
    if (m.stage === 'open' && m.lobby) {
      const version = m.nextVersion();
      await acts.publishLobby({
        ...this.stepInput(o.extra),
        lobby: m.lobby.view(),
        ...(o.closed ? { closed: true } : {}),
      });
      m.bumpVersion(version);
      return;
    }
    const step = await acts.republish({
      ...this.stepInput(o.extra),
      step: m.step,
      waiting: m.waiting,
      rematch: m.rematch,
      ...(o.restartClocks ? { restartClocks: true } : {}),
      ...(o.closed ? { closed: true } : {}),
    });
    m.accept(step, false);
  }

  /**
   * The whole table, from its start (or a continued run) to its end. A step that failed for good
   * (a bug: a rule error where none may be, a programming error) does not fail the workflow: the
   * table closes cleanly, its players see why, the error is logged.
   */
  async run(carried: boolean): Promise<void> {
    const { m } = this;
    try {
      await this.live(carried);
    } catch (e) {
      // A local activity's failure arrives as the activity's ApplicationFailure (or wrapped).
      if (!(e instanceof ActivityFailure || e instanceof ApplicationFailure)) throw e; // continue-as-new
      log.error('a table step failed for good: the table closes', {
        tableId: this.input.tableId,
        error: e.cause?.message ?? e.message,
        type:
          e instanceof ApplicationFailure
            ? e.type
            : e.cause instanceof ApplicationFailure
              ? e.cause.type
              : undefined,
      });
      m.closed = 'error';
    }
    if (m.closed !== false) {
      const reason = m.closed;
      try {
        // A table that closes without an outcome gives back what was staked and not forfeited.
        await this.locked(() => this.stakes.closed(m));
      } catch (e) {
        if (!(e instanceof ActivityFailure || e instanceof ApplicationFailure)) throw e;
        log.error('the stakes of a closed table could not be settled', {
          tableId: this.input.tableId,
          error: e.message,
        });
      }
      try {
        await this.locked(() => this.republish({ extra: [{ type: 'tableClosed', reason }], closed: true }));
      } catch (e) {
        if (!(e instanceof ActivityFailure || e instanceof ApplicationFailure)) throw e;
        log.error('the close of a table could not be published', {
          tableId: this.input.tableId,
          error: e.message,
        });
      }
    }
  }

  private async live(carried: boolean): Promise<void> {
    const { m } = this;
    if (!carried) {
      if (m.stage === 'open' && (await this.locked(() => this.stakes.opened(m)))) m.closed = 'left';
      if (m.stage === 'open' && m.closed === false) await this.lobbyStage();
      if (m.closed === false) await this.startGame();
    }
    while (m.closed === false) {
      await this.playGame();
      if (m.step.outcome) await this.locked(() => this.stakes.ended(m));
      if (m.closed !== false || !m.lobby) break;
      const next = await this.rematchStage();
      if (m.closed !== false) break;
      if (next === 'lobby') await this.lobbyStage();
      if (m.closed !== false) break;
      await this.startGame();
    }
  }

  /** An open table waits for its people: it starts when the host says so or every seat is taken. */
  private async lobbyStage(): Promise<void> {
    const { m } = this;
    const lobby = m.lobby;
    if (!lobby) return;
    await this.locked(() => this.republish());
    for (;;) {
      const version = m.version;
      const changed = () =>
        m.version !== version || m.closed !== false || this.startRequested || m.hasPending();
      if (!(await condition(changed, this.timing.idleMs))) m.closed = 'idle';
      if (m.closed !== false) return;
      if (this.startRequested || lobby.full()) {
        this.startRequested = false;
        return;
      }
      if (m.hasPending()) await this.locked(() => this.republish());
    }
  }

  /** A new game: who plays, its seed, the engine's setup. */
  private async startGame(): Promise<void> {
    const { m, input, game } = this;
    await this.locked(async () => {
      const first = m.gameNo === 0;
      m.beginGame(Date.now());
      await this.stakes.started(m);
      const humans = m.humanSeats();
      const config = {
        ...m.gameConfig(),
        players: m.seats.length,
        ...(game.humanSeats ? { [game.humanSeats]: humans } : {}),
        ...(game.cast
          ? { [game.cast.configKey]: m.seats.map((s) => (s.kind === 'computer' ? s.name : null)) }
          : {}),
      };
      const claimed = m.lobby ? [] : m.seats.flatMap((s) => (s.kind === 'human' ? [s.playerId] : []));
      const base = this.stepInput(first ? [{ type: 'tableStarted' }] : []);
      const step = await acts.setupTable({
        ...base,
        claimed: [...base.claimed, ...claimed],
        config,
        seed: first ? input.seed : `${input.seed}:${m.gameNo}`,
      });
      m.accept(step, false);
    });
  }

  /** After a game with people: the seats are held; all back → the next game; else seats are freed. */
  private async rematchStage(): Promise<'again' | 'lobby' | 'start'> {
    const { m } = this;
    const lobby = m.lobby;
    m.holdSeats(Date.now() + this.timing.rematchHoldMs);
    await this.locked(() => this.republish());
    for (;;) {
      if (m.allBack()) return 'again';
      const r = m.rematch;
      const left = Math.max(1, (r?.until ?? 0) - Date.now());
      const changed = await condition(() => m.rematch !== r || m.closed !== false || m.hasPending(), left);
      if (m.closed !== false) return 'lobby';
      if (!changed) {
        m.freeSeatsNotBack();
        if (m.closed !== false) return 'lobby';
        return lobby?.fill && lobby.humans().length > 0 ? 'start' : 'lobby';
      }
      if (m.hasPending()) await this.locked(() => this.republish());
    }
  }

  /** One game to its end: pauses, boards, computers, clocks; a new run at every round end. */
  private async playGame(): Promise<void> {
    const { m, game } = this;
    while (!m.finished) {
      if (m.pausedVersion !== m.step.stateVersion) {
        // Once per new state: the pause after a trick or a round (or the "Weiter" board), then a new
        // run after each round.
        m.pausedVersion = m.step.stateVersion;
        const types = m.step.eventTypes;
        if (asksAcknowledge(game, types) && m.humanSeats().length > 0) await this.board();
        else if (m.step.pauseMs > 0) await sleep(m.step.pauseMs);
        if ((isRoundEnd(game, types) || workflowInfo().continueAsNewSuggested) && !m.finished) {
          await condition(() => allHandlersFinished() && !this.busy);
          if (m.hasPending()) await this.locked(() => this.republish());
          await continueAsNew<Workflow>(this.input, { ...m.carry(), stakes: this.stakes.carry() });
        }
      }
      if (m.finished) break;
      if (m.hasPending()) await this.locked(() => this.republish());
      else if (m.computerToAct() !== null) await this.computerTurn();
      else await this.humanTurn();
    }
  }

  /** The board that asks for "Weiter": without a clock, or alone, it waits for every human. */
  private async board(): Promise<void> {
    const { m, timing } = this;
    const timed = timing.clockMs !== null && !m.solo;
    m.waiting = {
      kind: 'acknowledge',
      seats: m.humanSeats(),
      deadline: timed ? Date.now() + timing.acknowledgeMs : null,
      held: false,
    };
    await this.locked(() => this.republish());
    while (m.waiting && m.waiting.seats.length > 0 && !m.finished) {
      const w = m.waiting;
      const limit = w.deadline !== null ? Math.max(1, w.deadline - Date.now()) : timing.idleMs;
      if (await condition(() => m.waiting !== w || m.finished, limit)) continue;
      if (w.deadline === null) m.closed = 'idle';
      break;
    }
    m.waiting = null;
    if (!m.finished) await this.locked(() => this.republish({ restartClocks: true }));
  }

  private async computerTurn(): Promise<void> {
    const { m } = this;
    const seat = m.computerToAct();
    const delay =
      seat === null ? 0 : computerWaitMs(this.game, m.step.legal, seat, m.humanSeats(), this.timing, m.turbo);
    // The computer's wait is waited in its activity (no timer, no task of its own), except right
    // after an Update or while a person may act (`waitsInActivity`).
    const chains = this.chains();
    const inActivity = chains && waitsInActivity(m.step.legal, m.humanSeats(), this.answering);
    this.answering = false;
    if (delay > 0 && !inActivity) await sleep(delay);
    await this.locked(async () => {
      const seat = m.computerToAct();
      if (seat === null || m.finished) return;
      const info = m.seats[seat];
      await this.move(
        { by: 'computer', seat, level: info?.kind === 'computer' ? info.level : 'normal' },
        { chain: chains, ...(inActivity && delay > 0 ? { waitMs: delay } : {}) },
      );
    });
  }

  /**
   * Chains of computers' moves and one idle timer per run (issue 28), gated for the runs a worker
   * of the code before them started: their history replays as it was recorded (a timer, a task and
   * an activity per computer's move; an idle timer per human decision); from where such a run goes
   * on live, it records the patch and plays in chains.
   */
  private chains(): boolean {
    return patched('computer-chains');
  }

  private async humanTurn(): Promise<void> {
    const { m, timing } = this;
    const { moves, version } = m;
    const seats = JSON.stringify(m.seats);
    const changed = () =>
      m.moves !== moves ||
      m.version !== version ||
      m.finished ||
      m.hasPending() ||
      JSON.stringify(m.seats) !== seats;
    const clocks = m.humanClocks();
    if (clocks.length === 0) {
      // No clock: the table waits, but not forever.
      if (!this.chains()) {
        const idleLeft = Math.max(1, m.lastActivity + timing.idleMs - Date.now());
        if (!(await condition(changed, idleLeft)) && Date.now() - m.lastActivity >= timing.idleMs)
          m.closed = 'idle';
        return;
      }
      // One idle timer per run, not one per decision: renewed only when it fires before the table
      // has been idle for its whole limit.
      if (this.idleWake === null) {
        const wake = { fired: false };
        this.idleWake = wake;
        void sleep(Math.max(1, m.lastActivity + timing.idleMs - Date.now())).then(() => {
          wake.fired = true;
        });
      }
      const wake = this.idleWake;
      await condition(() => changed() || wake.fired);
      if (wake.fired) {
        this.idleWake = null;
        if (Date.now() - m.lastActivity >= timing.idleMs) m.closed = 'idle';
      }
      return;
    }
    const next = Math.min(...clocks.map((c) => c.deadline));
    if (await condition(changed, Math.max(1, next - Date.now()))) return;
    await this.locked(async () => {
      if (changed()) return;
      await this.clockRanOut();
    });
  }

  /** A clock ran out: a warning and the grace period; after the grace, a decision for the seat. */
  private async clockRanOut(): Promise<void> {
    const { m, timing } = this;
    const now = Date.now();
    const due = m.humanClocks().filter((c) => c.deadline <= now);
    const graceless = (seat: number) =>
      !hasGrace(this.game, [...new Set((m.step.legal[String(seat)] ?? []).map((a) => a.type))]);
    const expired = due.find((c) => c.phase === 'grace' || graceless(c.seat));
    if (expired) {
      // Time and grace are up (or the decision has none): the game's default decision, or the computer's.
      await this.move({ by: 'clock', seat: expired.seat, level: 'normal' }, { chain: this.chains() });
      return;
    }
    const warned = due.map((c) => c.seat);
    m.step = {
      ...m.step,
      clocks: m.step.clocks.map((c) =>
        warned.includes(c.seat)
          ? { seat: c.seat, phase: 'grace' as const, deadline: now + timing.graceMs, totalMs: timing.graceMs }
          : c,
      ),
    };
    await this.republish({
      extra: warned.map((seat) => ({ type: 'clockWarning' as const, seat, graceMs: timing.graceMs })),
    });
  }
}
