/**
 * The table's activities, made by a factory that receives their dependencies (NATS, Redis). They
 * run as local activities: a rule-service (and for computers an AI) request over NATS, then the
 * publication. Every step's views stay in the worker's memory (ViewCache), so a computer's move is
 * two NATS round trips (decide, step) and a re-publication none.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { declarationOf } from '@spielcenter/catalog';
import { requestJson } from '@spielcenter/kit';
import {
  type Action,
  type AiDecideResult,
  canonicalJson,
  type GameDeclaration,
  type Level,
  type Lobby,
  type Penalty,
  type Rematch,
  recordSubjects,
  type Seat,
  type SeatClock,
  type StepResult,
  subjects,
  type TableEvent,
  type TableInput,
  type Waiting,
} from '@spielcenter/proto';
import { ApplicationFailure } from '@temporalio/common';
import type { Redis } from 'ioredis';
import { bookingsOf, gameRecordOf } from './bookings.js';
import { clocksFor } from './clocks.js';
import { pauseAfter } from './pacing.js';
import { publishStep } from './publisher.js';
import type { CompactStep, PublishContext } from './shared.js';
import { ViewCache } from './view-cache.js';

export interface ActivityDeps {
  readonly nc: NatsConnection;
  readonly redis: Redis;
  /** Rule and AI request timeout. */
  readonly requestTimeoutMs?: number;
}

/** How the next publication changes who sits where (and what leaving cost). */
interface SeatChanges {
  readonly claimed?: readonly string[];
  readonly released?: readonly string[];
  readonly penalties?: readonly Penalty[];
}

export interface StepInput extends SeatChanges {
  readonly ctx: PublishContext;
  readonly version: number;
  /** The clocks before this step (a seat that did not act keeps its own). */
  readonly clocks: readonly SeatClock[];
  readonly tableEvents: readonly TableEvent[];
}

/** Rule errors cross into the workflow as non-retryable failures carrying the coded error. */
async function request<T>(deps: ActivityDeps, subject: string, body: unknown): Promise<T> {
  try {
    return await requestJson<T>(deps.nc, subject, body, deps.requestTimeoutMs ?? 10_000);
  } catch (e) {
    const data = e as { code?: string; en?: string };
    if (data.code && data.code !== 'COMMON_TIMEOUT') {
      throw ApplicationFailure.create({
        type: data.code,
        message: data.en ?? data.code,
        details: [e],
        nonRetryable: true,
      });
    }
    throw e; // a timeout is retried
  }
}

/**
 * A game whose declaration says `recordConfig`: the record service completes its config for the
 * seated line-up (never more than the line-up may start). Nobody serving the record (a stack
 * without it, e.g. the tables' own tests) keeps the config the gateway already checked.
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
      { game: ctx.game, config, players, daily: ctx.daily?.date ?? null, strict: false },
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

  async function viewsOf(ctx: PublishContext, state: Record<string, unknown>, stateVersion: number) {
    const cached = cache.get(ctx.tableId, stateVersion);
    if (cached) return cached;
    const views = await Promise.all(
      ctx.seats.map((_, seat) => request<unknown>(deps, subjects.rules(ctx.game, 'view'), { state, seat })),
    );
    cache.put(ctx.tableId, stateVersion, views);
    return views;
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
    await publishStep(deps.nc, deps.redis, {
      ctx,
      version,
      views: step.views,
      toAct: step.toAct,
      legal: step.legal,
      outcome: step.outcome,
      events: step.events,
      tableEvents: input.tableEvents,
      clocks,
      waiting: null,
      lobby: null,
      rematch: null,
      closed: false,
      claimed: input.claimed ?? [],
      released: input.released ?? [],
      penalties: input.penalties ?? [],
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

  async function applyAction(input: StepInput, state: Record<string, unknown>, seat: Seat, action: Action) {
    const step = await request<StepResult>(deps, subjects.rules(input.ctx.game, 'step'), {
      state,
      seat,
      action,
    });
    return publishNew(input, step, seat);
  }

  return {
    async setupTable(input: StepInput & { config: TableInput['config']; seed: string }) {
      const config = declaration(input.ctx.game).recordConfig
        ? await preparedConfig(deps, input.ctx, input.config)
        : input.config;
      const step = await request<StepResult>(deps, subjects.rules(input.ctx.game, 'setup'), {
        config,
        seed: input.seed,
      });
      return publishNew(input, step, null);
    },

    /** A human's action, already checked against the seat's legal set. */
    async stepTable(input: StepInput & { state: Record<string, unknown>; seat: Seat; action: Action }) {
      return applyAction(input, input.state, input.seat, input.action);
    },

    /**
     * A move nobody made by hand: a computer's (the AI service with the seat's view only), or the
     * clock's for a human whose time and grace ran out (the game's default decision, else the
     * computer's).
     */
    async autoMove(
      input: StepInput & {
        step: CompactStep;
        seat: Seat;
        level: Level;
        seed: string;
        by: 'computer' | 'clock';
      },
    ) {
      const { ctx, step, seat } = input;
      const legal = step.legal[String(seat)] ?? [];
      let action: Action | null = null;
      let by: 'clock' | 'computer' = 'computer';
      if (input.by === 'clock') {
        const fallback = await request<Action | null>(deps, subjects.rules(ctx.game, 'default'), {
          state: step.state,
          seat,
        });
        if (fallback && legal.some((a) => canonicalJson(a) === canonicalJson(fallback))) {
          action = fallback;
          by = 'clock';
        }
      }
      if (!action) {
        const views = await viewsOf(ctx, step.state, step.stateVersion);
        ({ action } = await request<AiDecideResult>(deps, subjects.aiDecide(ctx.game), {
          game: ctx.game,
          level: input.level,
          seat,
          view: views[seat],
          legal,
          seed: input.seed,
        }));
      }
      const tableEvents: TableEvent[] =
        input.by === 'clock'
          ? [...input.tableEvents, { type: 'defaultDecision', seat, action, by }]
          : [...input.tableEvents];
      return applyAction({ ...input, tableEvents }, step.state, seat, action);
    },

    /** The lobby of an open table (no game runs): who sits where, who may start. */
    async publishLobby(input: StepInput & { lobby: Lobby; closed?: boolean }): Promise<void> {
      await publishStep(deps.nc, deps.redis, {
        ctx: input.ctx,
        version: input.version,
        views: null,
        toAct: [],
        legal: {},
        outcome: null,
        events: [],
        tableEvents: input.tableEvents,
        clocks: [],
        waiting: null,
        lobby: input.lobby,
        rematch: null,
        closed: input.closed ?? false,
        claimed: input.claimed ?? [],
        released: input.released ?? [],
        penalties: input.penalties ?? [],
      });
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
      await publishStep(deps.nc, deps.redis, {
        ctx,
        version: input.version,
        views,
        toAct: step.toAct,
        legal: step.legal,
        outcome: step.outcome,
        events: [],
        tableEvents: input.tableEvents,
        clocks: input.closed ? [] : clocks,
        waiting: input.waiting,
        lobby: null,
        rematch: input.rematch ?? null,
        closed: input.closed ?? false,
        claimed: input.claimed ?? [],
        released: input.released ?? [],
        penalties: input.penalties ?? [],
      });
      if (input.closed) cache.drop(ctx.tableId);
      return { ...step, version: input.version, clocks, pauseMs: 0 };
    },
  };
}

export type TableActivities = ReturnType<typeof createActivities>;
