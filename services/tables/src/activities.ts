/**
 * The table's activities, made by a factory that receives their dependencies (NATS, Redis). They
 * run as local activities: a rule-service (and for computers an AI) request over NATS, then the
 * publication. A computer's move is one NATS round trip (`rules.<game>.auto`: the rule service asks
 * the AI and applies its action); the human seats' views of every step stay in the worker's memory
 * (ViewCache), so a re-publication needs none. Only the human seats' views travel (nobody else
 * reads them).
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { declarationOf } from '@spielcenter/catalog';
import { isInfrastructureError, requestJson } from '@spielcenter/kit';
import {
  type Action,
  type AutoResult,
  canonicalJson,
  type GameDeclaration,
  type Level,
  type Lobby,
  type Penalty,
  type RecoveringNotice,
  type Rematch,
  RuleError,
  recordSubjects,
  type Seat,
  type SeatClock,
  type StepResult,
  subjects,
  type TableEvent,
  type TableInput,
  type Waiting,
} from '@spielcenter/proto';
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import type { Redis } from 'ioredis';
import { bookingsOf, gameRecordOf } from './bookings.js';
import { clocksFor } from './clocks.js';
import { chainable, computerWaitMs, pauseAfter } from './pacing.js';
import { publishStep } from './publisher.js';
import type { AutoMoveResult, ChainMove, CompactStep, PublishContext } from './shared.js';
import { ViewCache } from './view-cache.js';

export interface ActivityDeps {
  readonly nc: NatsConnection;
  readonly redis: Redis;
  /** Rule-service request timeout (a timeout is retried like any service that does not answer). */
  readonly requestTimeoutMs?: number;
  /** How long a computer's AI may think; then the game's default decision is played. */
  readonly aiTimeoutMs?: number;
  /** A step still running after this long tells the table's players that it is recovering. */
  readonly recoveringAfterMs?: number;
}

/** How the next publication changes who sits where (and what leaving cost). */
interface SeatChanges {
  readonly claimed?: readonly string[];
  readonly released?: readonly string[];
  readonly penalties?: readonly Penalty[];
}

/** The parts of a step's input every publication carries: the table, the version, the changes. */
function publicationBase(input: StepInput) {
  const { ctx, version, tableEvents, claimed, released, penalties } = input;
  return { ctx, version, tableEvents, claimed, released, penalties };
}

export interface StepInput extends SeatChanges {
  readonly ctx: PublishContext;
  readonly version: number;
  /** The clocks before this step (a seat that did not act keeps its own). */
  readonly clocks: readonly SeatClock[];
  readonly tableEvents: readonly TableEvent[];
}

/** One automatic move: the step it starts from, the seat, the computer's level and seed, who decides. */
export interface OneAutoMove extends StepInput {
  readonly step: CompactStep;
  readonly seat: Seat;
  readonly level: Level;
  readonly seed: string;
  readonly by: 'computer' | 'clock';
}

const REQUEST_TIMEOUT_MS = 10_000;
const AI_TIMEOUT_MS = 5_000;
/**
 * How long a chain of computers' moves may run in one activity (its waits and pauses included):
 * well inside the workflow task's timeout (10 s; the SDK heartbeats the task at 8 s), so a chain
 * never costs an extra task, and short enough that a signal (a player leaving, turbo) waits little.
 */
const CHAIN_BUDGET_MS = 5_000;
/** Above the AI's time: a computer that thinks long is no outage. */
const RECOVERING_AFTER_MS = 6_000;

/** A coded error (`{ code, de, en }`) that is a refusal, not a service that did not answer. */
function isRuleRefusal(e: unknown): e is { code: string; en: string } {
  const data = e as { code?: unknown; en?: unknown } | null;
  return (
    typeof data?.code === 'string' &&
    /^[A-Z][A-Z0-9_]+$/.test(data.code) &&
    typeof data.en === 'string' &&
    !isInfrastructureError(e)
  );
}

/** Programming errors: no retry heals them. */
const BUG_ERRORS = [TypeError, RangeError, ReferenceError, SyntaxError];

/**
 * What crosses into the workflow when a step fails. A service that does not answer (a rule
 * service or the AI down, slow or being deployed, NATS "no responders") and Redis or NATS without
 * a connection: thrown as they are, so the step is retried with backoff for as long as it takes. A
 * rule error (a refusal) and a programming error: a non-retryable failure carrying the coded
 * error, which no retry could heal (the workflow refuses a player's action with it, or closes the
 * table: a bug).
 */
function asFailure(e: unknown): unknown {
  if (e instanceof ApplicationFailure || isInfrastructureError(e)) return e;
  if (isRuleRefusal(e)) {
    return ApplicationFailure.create({ type: e.code, message: e.en, details: [e], nonRetryable: true });
  }
  const bug = BUG_ERRORS.some((t) => e instanceof t) || (e as { name?: unknown }).name === 'ReplyError';
  if (bug) {
    const message = e instanceof Error ? e.message : String(e);
    return ApplicationFailure.create({
      type: 'COMMON_INTERNAL',
      message,
      nonRetryable: true,
      cause: e as Error,
    });
  }
  return e; // a connection error (Redis, NATS): retried
}

/**
 * A game whose declaration says `recordConfig`: the record service completes its config for the
 * seated line-up, strictly: what the line-up may not start is refused, never swapped for another
 * coup (the gateway checked it when the seats filled and told the host; a refusal here ends the
 * table with the record's words). Nobody serving the record (a stack without it, e.g. the tables'
 * own tests) keeps the config the gateway already checked.
 */
async function preparedConfig(
  deps: ActivityDeps,
  ctx: PublishContext,
  config: TableInput['config'],
): Promise<TableInput['config']> {
  const players = ctx.seats.map((s) => (s?.kind === 'human' ? s.playerId : null));
  try {
    return await requestJson<TableInput['config']>(
      deps.nc,
      recordSubjects.prepare,
      { game: ctx.game, config, players, daily: ctx.daily?.date ?? null, strict: true },
      deps.requestTimeoutMs ?? 10_000,
    );
  } catch (e) {
    const reason = String((e as { params?: { reason?: unknown } }).params?.reason ?? '');
    if (/no responders|503/i.test(reason)) return config;
    throw e; // a timeout is retried
  }
}

function declaration(game: TableInput['game']): GameDeclaration {
  const decl = declarationOf(game);
  if (!decl)
    throw ApplicationFailure.create({ type: 'COMMON_UNKNOWN_GAME', message: game, nonRetryable: true });
  return decl;
}

export function createActivities(deps: ActivityDeps) {
  const cache = new ViewCache();
  const ask = <T>(subject: string, body: unknown, timeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS) =>
    requestJson<T>(deps.nc, subject, body, timeoutMs);

  /**
   * Runs one step. On a retry (attempt 2 on), and every few seconds while it runs, each human seat
   * gets a recovering notice ("Verbindung zum Spieltisch wird wiederhergestellt …" until the next
   * publication). Its failure is classified for the retry policy (`asFailure`).
   */
  async function stepOf<T>(ctx: PublishContext, fn: () => Promise<T>): Promise<T> {
    const notify = () => {
      try {
        ctx.seats.forEach((s, seat) => {
          if (s?.kind !== 'human') return;
          const notice: RecoveringNotice = { recovering: true, tableId: ctx.tableId, seat };
          deps.nc.publish(subjects.seat(ctx.tableId, seat), JSON.stringify(notice));
        });
      } catch {
        // NATS without a connection: nobody could hear it anyway.
      }
    };
    const { attempt } = Context.current().info;
    if (attempt >= 2) notify();
    const every = deps.recoveringAfterMs ?? RECOVERING_AFTER_MS;
    const timer = setInterval(notify, every);
    try {
      return await fn();
    } catch (e) {
      // The worker logs each failed attempt; the retry policy acts on the classification.
      throw asFailure(e);
    } finally {
      clearInterval(timer);
    }
  }

  async function viewsOf(ctx: PublishContext, state: Record<string, unknown>, stateVersion: number) {
    const cached = cache.get(ctx.tableId, stateVersion);
    if (cached) return cached;
    const views = await Promise.all(
      ctx.seats.map((s, seat) =>
        s?.kind === 'human' ? ask<unknown>(subjects.rules(ctx.game, 'view'), { state, seat }) : null,
      ),
    );
    cache.put(ctx.tableId, stateVersion, views);
    return views;
  }

  /** An attempt that ran out of time (the workflow retries it) publishes nothing any more. */
  function checkNotCancelled(): void {
    const signal = Context.current().cancellationSignal;
    if (signal.aborted) throw signal.reason ?? new Error('step cancelled');
  }

  /** Publishes a new state and returns what the workflow keeps of it. */
  async function publishNew(input: StepInput, step: StepResult, actor: Seat | null): Promise<CompactStep> {
    const { ctx, version } = input;
    const game = declaration(ctx.game);
    const eventTypes = step.events.map((e) => e.type);
    const pauseMs = pauseAfter(game, eventTypes, ctx.timing);
    const clocks = step.outcome
      ? []
      : clocksFor({
          game,
          clockMs: ctx.timing.clockMs,
          seats: ctx.seats,
          toAct: step.toAct,
          legal: step.legal,
          previous: input.clocks,
          actor,
          start: Date.now() + pauseMs,
        });
    checkNotCancelled();
    await publishStep(deps.nc, deps.redis, {
      ...publicationBase(input),
      views: step.views,
      toAct: step.toAct,
      legal: step.legal,
      outcome: step.outcome,
      events: step.events,
      clocks,
      bookings: bookingsOf({
        ctx,
        declaration: game,
        version,
        events: step.events,
        outcome: step.outcome,
        at: Date.now(),
      }),
      record: step.outcome ? gameRecordOf(ctx, version, step.outcome, Date.now()) : null,
    });
    cache.put(ctx.tableId, version, step.views);
    const { state, toAct, legal, outcome } = step;
    return { state, toAct, legal, outcome, eventTypes, version, stateVersion: version, clocks, pauseMs };
  }

  /** The seats whose views a step's answer must carry: the human ones (their snapshots). */
  const viewSeats = (ctx: PublishContext): Seat[] =>
    ctx.seats.flatMap((s, seat) => (s?.kind === 'human' ? [seat] : []));

  async function applyAction(input: StepInput, state: Record<string, unknown>, seat: Seat, action: Action) {
    const views = viewSeats(input.ctx);
    const step = await ask<StepResult>(subjects.rules(input.ctx.game, 'step'), {
      state,
      seat,
      action,
      views,
    });
    return publishNew(input, step, seat);
  }

  /** The game's default decision for the seat, when the engine has one in the seat's legal set. */
  async function defaultFor(ctx: PublishContext, step: CompactStep, seat: Seat): Promise<Action | null> {
    const legal = step.legal[String(seat)] ?? [];
    const fallback = await ask<Action | null>(subjects.rules(ctx.game, 'default'), {
      state: step.state,
      seat,
    });
    return fallback && legal.some((a) => canonicalJson(a) === canonicalJson(fallback)) ? fallback : null;
  }

  /**
   * One automatic move (see `autoMove`): the step it published and the action it played. An AI
   * that does not answer within its time, fails, or answers an action the rule service refuses:
   * the game's default decision is played instead (a warning in the log); without one, the step is
   * retried until the AI answers. A default the rule service refuses is a bug.
   */
  async function oneAutoMove(input: OneAutoMove): Promise<{ step: CompactStep; move: ChainMove }> {
    const { ctx, step, seat } = input;
    return stepOf(ctx, async () => {
      const log = Context.current().log;
      let action: Action | null = null;
      let by: 'clock' | 'computer' = 'computer';
      if (input.by === 'clock') {
        action = await defaultFor(ctx, step, seat);
        if (action) by = 'clock';
      }
      const tableEvents = (a: Action): TableEvent[] =>
        input.by === 'clock'
          ? [...input.tableEvents, { type: 'defaultDecision', seat, action: a, by }]
          : [...input.tableEvents];
      const apply = async (a: Action) => {
        const next = await applyAction({ ...input, tableEvents: tableEvents(a) }, step.state, seat, a);
        return { step: next, move: { version: next.version, seat, action: a } };
      };
      if (action) return apply(action);
      // The AI's decision, applied by the rule service in the same round trip.
      const aiTimeoutMs = deps.aiTimeoutMs ?? AI_TIMEOUT_MS;
      const auto = await ask<AutoResult>(
        subjects.rules(ctx.game, 'auto'),
        { state: step.state, seat, level: input.level, seed: input.seed, aiTimeoutMs, views: viewSeats(ctx) },
        (deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS) + aiTimeoutMs,
      );
      action = auto.action;
      if (auto.step && action) {
        const next = await publishNew({ ...input, tableEvents: tableEvents(action) }, auto.step, seat);
        return { step: next, move: { version: next.version, seat, action } };
      }
      const aiError: unknown = auto.refused ? new RuleError(auto.refused) : auto.aiError;
      const fallback = input.by === 'clock' ? null : await defaultFor(ctx, step, seat);
      if (!fallback) {
        // No default decision here: an AI that failed is asked again (retried); an action of
        // the AI that the rule service refused is a bug (the same seed would choose it again).
        if (action === null) throw new Error(`no decision from the AI: ${String(aiError)}`);
        throw aiError;
      }
      log.warn('the AI gave no usable decision: the default decision is played', {
        tableId: ctx.tableId,
        seat,
        error: String(aiError),
      });
      return apply(fallback);
    });
  }

  return {
    async setupTable(input: StepInput & { config: TableInput['config']; seed: string }) {
      return stepOf(input.ctx, async () => {
        const config = declaration(input.ctx.game).recordConfig
          ? await preparedConfig(deps, input.ctx, input.config)
          : input.config;
        const step = await ask<StepResult>(subjects.rules(input.ctx.game, 'setup'), {
          config,
          seed: input.seed,
        });
        return publishNew(input, step, null);
      });
    },

    /** A human's action, already checked against the seat's legal set. */
    async stepTable(input: StepInput & { state: Record<string, unknown>; seat: Seat; action: Action }) {
      return stepOf(input.ctx, () => applyAction(input, input.state, input.seat, input.action));
    },

    /**
     * A move nobody made by hand: a computer's (the AI service with the seat's view only), or the
     * clock's for a human whose time and grace ran out (the game's default decision, else the
     * computer's). With `chain`, the computers that are to act next play on in the same activity,
     * each after its wait (and a trick's pause) as the tempo says, every step published at its own
     * time as before, until a person may act, a round or the game ends, a board asks for "Weiter",
     * or the chain's time budget is spent: one local activity and one workflow task for a run of
     * computers' moves instead of a timer, a task and an activity each (issue 28). The result is the
     * last step with the moves it played (version, seat, action), so the table's record names every
     * action. `waitMs` is waited before the first move (the workflow's own timer when 0).
     */
    async autoMove(
      input: OneAutoMove & {
        waitMs?: number;
        chain?: { readonly seedBase: string; readonly budgetMs?: number };
      },
    ): Promise<AutoMoveResult> {
      const started = Date.now();
      const game = declaration(input.ctx.game);
      if (input.waitMs) await Context.current().sleep(input.waitMs);
      const first = await oneAutoMove(input);
      const moves: ChainMove[] = [first.move];
      let step = first.step;
      const chain = input.chain;
      if (!chain) return { ...step, moves };
      const budget = chain.budgetMs ?? CHAIN_BUDGET_MS;
      const { ctx } = input;
      const humans = ctx.seats.flatMap((s, seat) => (s?.kind === 'human' ? [seat] : []));
      for (;;) {
        const seat = chainable(game, ctx, humans, step);
        if (seat === null) break;
        const wait = step.pauseMs + computerWaitMs(game, step.legal, seat, humans, ctx.timing, ctx.turbo);
        if (Date.now() - started + wait > budget) break;
        if (wait > 0) await Context.current().sleep(wait);
        const info = ctx.seats[seat];
        const next = await oneAutoMove({
          ctx,
          version: step.version + 1,
          clocks: step.clocks.filter((c) => ctx.seats[c.seat]?.kind === 'human'),
          tableEvents: [],
          step,
          seat,
          level: info?.kind === 'computer' ? info.level : 'normal',
          seed: `${chain.seedBase}:${step.version}`,
          by: 'computer',
        });
        moves.push(next.move);
        step = next.step;
      }
      return { ...step, moves };
    },

    /** The lobby of an open table (no game runs): who sits where, who may start. */
    async publishLobby(input: StepInput & { lobby: Lobby; closed?: boolean }): Promise<void> {
      await stepOf(input.ctx, () =>
        publishStep(deps.nc, deps.redis, {
          ...publicationBase(input),
          lobby: input.lobby,
          closed: input.closed ?? false,
        }),
      );
    },

    /** Re-publishes the current state (clock warning, seat change, "Weiter", "Nochmal", the close). */
    async republish(
      input: StepInput & {
        step: CompactStep;
        waiting: Waiting | null;
        rematch?: Rematch | null;
        closed?: boolean;
        restartClocks?: boolean;
      },
    ): Promise<CompactStep> {
      return stepOf(input.ctx, () => republishStep(input));
    },
  };

  async function republishStep(
    input: StepInput & {
      step: CompactStep;
      waiting: Waiting | null;
      rematch?: Rematch | null;
      closed?: boolean;
      restartClocks?: boolean;
    },
  ): Promise<CompactStep> {
    {
      const { ctx, step } = input;
      const views = step.stateVersion > 0 ? await viewsOf(ctx, step.state, step.stateVersion) : null;
      const clocks = input.restartClocks
        ? clocksFor({
            game: declaration(ctx.game),
            clockMs: ctx.timing.clockMs,
            seats: ctx.seats,
            toAct: step.toAct,
            legal: step.legal,
            previous: [],
            actor: null,
            start: Date.now(),
          })
        : [...input.clocks];
      checkNotCancelled();
      await publishStep(deps.nc, deps.redis, {
        ...publicationBase(input),
        views,
        toAct: step.toAct,
        legal: step.legal,
        outcome: step.outcome,
        clocks: input.closed ? [] : clocks,
        waiting: input.waiting,
        rematch: input.rematch ?? null,
        closed: input.closed ?? false,
      });
      if (input.closed) cache.drop(ctx.tableId);
      return { ...step, version: input.version, clocks, pauseMs: 0 };
    }
  }
}

export type TableActivities = ReturnType<typeof createActivities>;
