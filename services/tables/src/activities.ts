/**
 * The table's activities, made by a factory that receives their dependencies (NATS, Redis). They
 * run as local activities: each is a rule-service or AI request over NATS plus the publish.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { requestJson } from '@spielcenter/kit';
import {
  type Action,
  type AiDecideResult,
  type ClockInfo,
  type Level,
  type Seat,
  type StepResult,
  subjects,
  type TableEvent,
  type TableInput,
} from '@spielcenter/proto';
import { ApplicationFailure } from '@temporalio/common';
import type { Redis } from 'ioredis';
import { clockFor, pauseAfter } from './pacing.js';
import { publishStep } from './publisher.js';
import type { CompactStep, PublishContext } from './shared.js';

export interface ActivityDeps {
  readonly nc: NatsConnection;
  readonly redis: Redis;
  /** Rule and AI request timeout. */
  readonly requestTimeoutMs?: number;
}

/** Rule errors cross into the workflow as non-retryable failures carrying the coded error. */
async function rules<T>(deps: ActivityDeps, subject: string, body: unknown): Promise<T> {
  try {
    return await requestJson<T>(deps.nc, subject, body, deps.requestTimeoutMs ?? 10_000);
  } catch (e) {
    const data = e as { code?: string; de?: string; en?: string };
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

function humansToAct(ctx: PublishContext, toAct: readonly Seat[]): Seat[] {
  return toAct.filter((s) => ctx.seats[s]?.kind === 'human');
}

/** The clock for the next decision: only when humans must decide. Times from the activity's clock. */
function nextClock(ctx: PublishContext, step: StepResult, pauseMs: number, now: number): ClockInfo | null {
  const humans = humansToAct(ctx, step.toAct);
  if (humans.length === 0) return null;
  const types = humans.flatMap((s) => (step.legal[String(s)] ?? []).map((a) => a.type));
  const totalMs = clockFor([...new Set(types)], ctx.timing);
  if (totalMs === null) return null;
  return { seats: humans, phase: 'clock', deadline: now + pauseMs + totalMs, totalMs };
}

async function publishResult(
  deps: ActivityDeps,
  ctx: PublishContext,
  version: number,
  step: StepResult,
  tableEvents: readonly TableEvent[],
): Promise<CompactStep> {
  const eventTypes = step.events.map((e) => e.type);
  const pauseMs = pauseAfter(eventTypes, ctx.timing);
  const clock = step.outcome ? null : nextClock(ctx, step, pauseMs, Date.now());
  await publishStep(deps.nc, deps.redis, { ctx, version, step, events: step.events, tableEvents, clock });
  return {
    state: step.state,
    toAct: step.toAct,
    legal: step.legal,
    outcome: step.outcome,
    eventTypes,
    version,
    clock,
    pauseMs,
  };
}

export function createActivities(deps: ActivityDeps) {
  return {
    async setupTable(input: {
      ctx: PublishContext;
      config: TableInput['config'];
      seed: string;
      version: number;
    }) {
      const step = await rules<StepResult>(deps, subjects.rules(input.ctx.game, 'setup'), {
        config: input.config,
        seed: input.seed,
      });
      return publishResult(deps, input.ctx, input.version, step, [{ type: 'tableStarted' }]);
    },

    async stepTable(input: {
      ctx: PublishContext;
      state: Record<string, unknown>;
      seat: Seat;
      action: Action;
      version: number;
      tableEvents: TableEvent[];
    }) {
      const step = await rules<StepResult>(deps, subjects.rules(input.ctx.game, 'step'), {
        state: input.state,
        seat: input.seat,
        action: input.action,
      });
      return publishResult(deps, input.ctx, input.version, step, input.tableEvents);
    },

    /** Re-publishes the current state with a table event (clock warning, seat change, close). */
    async announce(input: {
      ctx: PublishContext;
      step: CompactStep;
      version: number;
      clock: ClockInfo | null;
      tableEvents: TableEvent[];
      closed?: boolean;
    }): Promise<void> {
      const { ctx, step } = input;
      const view = (seat: Seat | null) =>
        rules<unknown>(deps, subjects.rules(ctx.game, 'view'), { state: step.state, seat });
      const [views, spectator] = await Promise.all([
        Promise.all(ctx.seats.map((_, seat) => view(seat))),
        view(null),
      ]);
      await publishStep(deps.nc, deps.redis, {
        ctx,
        version: input.version,
        step: { views, spectator, toAct: step.toAct, legal: step.legal, outcome: step.outcome },
        events: [],
        tableEvents: input.tableEvents,
        clock: input.clock,
        ...(input.closed ? { closed: true } : {}),
      });
    },

    /** A computer's decision: the seat's view only goes to the AI service. */
    async computerAction(input: {
      game: TableInput['game'];
      state: Record<string, unknown>;
      seat: Seat;
      level: Level;
      legal: Action[];
      seed: string;
    }): Promise<Action> {
      const view = await rules<unknown>(deps, subjects.rules(input.game, 'view'), {
        state: input.state,
        seat: input.seat,
      });
      const { action } = await rules<AiDecideResult>(deps, subjects.aiDecide(input.game), {
        game: input.game,
        level: input.level,
        seat: input.seat,
        view,
        legal: input.legal,
        seed: input.seed,
      });
      return action;
    },

    /** The clock's default decision for a seat, or null (then the computer decides). */
    async defaultAction(input: { game: TableInput['game']; state: Record<string, unknown>; seat: Seat }) {
      return rules<Action | null>(deps, subjects.rules(input.game, 'default'), {
        state: input.state,
        seat: input.seat,
      });
    },
  };
}

export type TableActivities = ReturnType<typeof createActivities>;
