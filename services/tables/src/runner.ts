/**
 * The life of one table, run inside its workflow: the lobby of an open table, each game (pauses,
 * "Weiter" boards, computers' moves, the humans' clocks, a continue-as-new at a round end once the
 * run's history is long), "Nochmal" with held seats at a table with people, and the close.
 * Everything about a game comes from its declaration; what comes after each step — and whether it
 * may happen inside an activity — from the planner (planner.ts), which the chains ask too.
 */
import type {
  Action,
  ActInput,
  GameDeclaration,
  Level,
  Seat,
  TableEvent,
  TableInput,
} from '@spielcenter/proto';
import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  condition,
  continueAsNew,
  log,
  proxyLocalActivities,
  sleep,
  workflowInfo,
} from '@temporalio/workflow';
import type { TableActivities } from './activities.js';
import { hasGrace } from './clocks.js';
import { aiSeed, asksAcknowledge, isRoundEnd, type Plan, plan, seedBase } from './planner.js';
import type { AutoMoveResult, TableCarry } from './shared.js';
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

/** A run continues as new at the first round end after this many history events (`Timing`). */
const HISTORY_EVENTS_PER_RUN = 2000;

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
   * An Update other than a person's act was taken since the computers last waited (acknowledge,
   * join, start, "Nochmal"): its answer leaves with the current workflow task, so the next computer
   * waits on a timer rather than in its activity. An act's own chain runs in its step's activity.
   */
  answering = false;
  /** The run's idle timer (a table without clocks closes after `idleMs` without a human action). */
  private idleWake: { fired: boolean } | null = null;
  /** What is left of the current step's trick pause (waited with the next computer's wait). */
  private pauseLeft = 0;

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

  /** An act Update arrived: nothing to note (its step's activity carries the chain). */
  beforeAct(): void {}

  /**
   * A person's checked action, published at once, and the computers that act next in the same
   * activity: one workflow task and one local activity for the decision (issue 37).
   */
  humanMove(a: ActInput): Promise<void> {
    return this.move({ by: 'human', seat: a.seat, action: a.action }, { chain: true, clientId: a.clientId });
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
   * activity applies it in the rule service and publishes the new step, and with `chain` plays on
   * what the planner lets follow; the machine keeps the result.
   */
  async move(mv: Move, o: { waitMs?: number; chain?: boolean; clientId?: string } = {}): Promise<void> {
    const { m, input } = this;
    const base = seedBase(input.seed, m.gameNo);
    const chain = o.chain ? { chain: { seedBase: base } } : {};
    const result: AutoMoveResult =
      mv.by === 'human'
        ? await acts.stepTable({
            ...this.stepInput(),
            state: m.step.state,
            seat: mv.seat,
            action: mv.action,
            ...(o.clientId ? { clientId: o.clientId } : {}),
            ...chain,
          })
        : await acts.autoMove({
            ...this.stepInput(),
            step: m.step,
            seat: mv.seat,
            level: mv.level,
            seed: aiSeed(base, m.version),
            by: mv.by,
            ...(o.waitMs ? { waitMs: o.waitMs } : {}),
            ...chain,
          });
    const { moves, finishing, ...step } = result;
    // A wait a person's signal cut short played nothing: the same version, no move.
    if (moves.length === 0) return;
    m.accept(step, moves.length);
    m.finishing = finishing ?? null;
    this.pauseLeft = 0;
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

  /** One game to its end: pauses, boards, computers, clocks; a new run at a round end once the history is long. */
  private async playGame(): Promise<void> {
    const { m, game } = this;
    while (!m.finished) {
      if (m.pausedVersion !== m.step.stateVersion) {
        // Once per new state: a round's pause (a timer: the run may continue as new there) or the
        // "Weiter" board; a trick's pause is waited with the next computer's wait, and not at all
        // before a person's turn (their clock starts after it, and they may act during it).
        m.pausedVersion = m.step.stateVersion;
        const types = m.step.eventTypes;
        const round = isRoundEnd(game, types);
        this.pauseLeft = 0;
        if (asksAcknowledge(game, types) && m.humanSeats().length > 0) await this.board();
        else if (round || asksAcknowledge(game, types)) {
          if (m.step.pauseMs > 0) await sleep(m.step.pauseMs);
        } else this.pauseLeft = m.step.pauseMs;
        const info = workflowInfo();
        const long = info.historyLength >= (this.timing.historyEventsPerRun ?? HISTORY_EVENTS_PER_RUN);
        if (((round && long) || info.continueAsNewSuggested) && !m.finished) {
          await condition(() => allHandlersFinished() && !this.busy);
          if (m.hasPending()) await this.locked(() => this.republish());
          await continueAsNew<Workflow>(this.input, { ...m.carry(), stakes: this.stakes.carry() });
        }
      }
      if (m.finished) break;
      if (m.hasPending()) {
        await this.locked(() => this.republish());
        continue;
      }
      const next = this.plan();
      if (next.next === 'computer') await this.computerTurn(next);
      else if (next.next === 'clock') await this.clockTurn(next);
      else await this.humanTurn();
    }
  }

  /** The planner's word on the current step (its trick pause as far as not yet waited). */
  private plan(): Plan {
    const { m } = this;
    const table = { game: this.game, seats: m.seats, timing: this.timing, turbo: m.turbo };
    // The step's own boundaries (a round's end, a board, a trick's pause) were handled once above.
    return plan(table, { ...m.step, eventTypes: [], pauseMs: this.pauseLeft }, m.finishing);
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

  /**
   * A computer acts: its wait (with the trick's pause) passes in its activity, the computers after
   * it play on in the same activity, except where the planner says the wait needs a workflow timer
   * (a person may act meanwhile) or an Update's answer is leaving with this task.
   */
  private async computerTurn(p: Extract<Plan, { next: 'computer' }>): Promise<void> {
    const inActivity = p.inActivity && !this.answering;
    this.answering = false;
    if (p.waitMs > 0 && !inActivity) {
      await sleep(p.waitMs);
      this.pauseLeft = 0;
    }
    await this.locked(async () => {
      const q = this.plan(); // what the timer's time changed (a person left, acted, the game ended)
      if (q.next !== 'computer' || this.m.finished) return;
      await this.move(
        { by: 'computer', seat: q.seat, level: q.level },
        { chain: true, ...(inActivity && q.waitMs > 0 ? { waitMs: q.waitMs } : {}) },
      );
    });
  }

  /** A chain ended before the computer finished a person's decision whose clock ran out: on with it. */
  private async clockTurn(p: Extract<Plan, { next: 'clock' }>): Promise<void> {
    await this.locked(async () => {
      const q = this.plan();
      if (q.next !== 'clock' || this.m.finished) return;
      await this.move(
        { by: 'clock', seat: q.seat, level: 'normal' },
        { chain: true, ...(p.waitMs > 0 ? { waitMs: q.waitMs } : {}) },
      );
    });
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
      // No clock: the table waits, but not forever. One idle timer per run, not one per decision: renewed only when it fires before the table
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
      await this.move({ by: 'clock', seat: expired.seat, level: 'normal' }, { chain: true });
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
