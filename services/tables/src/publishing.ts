/**
 * From a step the rule service computed to what the players see: the clocks, the pause, the
 * bookings and the game's record, published (publisher.ts); and re-publications of the current
 * state (a clock's warning, a seat change, "Weiter", "Nochmal", the close) with the human seats'
 * views kept in the worker's memory (ViewCache), so that they need no rule service. Only the human
 * seats' views travel: nobody else reads them.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { declarationOf } from '@spielcenter/catalog';
import { inSpan, tracingActive } from '@spielcenter/kit';
import {
  type GameDeclaration,
  type Penalty,
  type Rematch,
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
import { pauseAfter } from './planner.js';
import { publishStep } from './publisher.js';
import type { CompactStep, PublishContext } from './shared.js';
import { ViewCache } from './view-cache.js';

/** How the next publication changes who sits where (and what leaving cost). */
export interface SeatChanges {
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

/** A re-publication of the current state. */
export interface RepublishInput extends StepInput {
  readonly step: CompactStep;
  readonly waiting: Waiting | null;
  readonly rematch?: Rematch | null;
  readonly closed?: boolean;
  readonly restartClocks?: boolean;
}

export function declaration(game: TableInput['game']): GameDeclaration {
  const decl = declarationOf(game);
  if (!decl)
    throw ApplicationFailure.create({ type: 'COMMON_UNKNOWN_GAME', message: game, nonRetryable: true });
  return decl;
}

/** The parts of a step's input every publication carries: the table, the version, the changes. */
export function publicationBase(input: StepInput) {
  const { ctx, version, tableEvents, claimed, released, penalties } = input;
  return { ctx, version, tableEvents, claimed, released, penalties };
}

/** The seats whose views a step's answer must carry: the human ones (their snapshots). */
export const viewSeats = (ctx: PublishContext): Seat[] =>
  ctx.seats.flatMap((s, seat) => (s?.kind === 'human' ? [seat] : []));

/** An attempt that ran out of time (the workflow retries it) publishes nothing any more. */
function checkNotCancelled(): void {
  const signal = Context.current().cancellationSignal;
  if (signal.aborted) throw signal.reason ?? new Error('step cancelled');
}

export function createPublishing(
  deps: { readonly nc: NatsConnection; readonly redis: Redis },
  ask: <T>(subject: string, body: unknown) => Promise<T>,
) {
  const cache = new ViewCache();

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

  return {
    /**
     * Publishes a new state and returns what the workflow keeps of it. `applied`: the client id
     * of the person's action this step applied (their snapshot names it, so the gateway can answer
     * the act as soon as it is out).
     */
    async publishNew(
      input: StepInput,
      step: StepResult,
      actor: Seat | null,
      applied?: { readonly seat: Seat; readonly clientId: string },
    ): Promise<CompactStep> {
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
      const publication = {
        ...publicationBase(input),
        views: step.views,
        toAct: step.toAct,
        legal: step.legal,
        outcome: step.outcome,
        events: step.events,
        clocks,
        ...(applied ? { applied } : {}),
        bookings: bookingsOf({
          ctx,
          declaration: game,
          version,
          events: step.events,
          outcome: step.outcome,
          at: Date.now(),
        }),
        record: step.outcome ? gameRecordOf(ctx, version, step.outcome, Date.now()) : null,
      };
      // A span of its own where traces are on: the measurement's "published" hop of an act.
      if (tracingActive())
        await inSpan(`publish ${ctx.game}`, {}, () => publishStep(deps.nc, deps.redis, publication));
      else await publishStep(deps.nc, deps.redis, publication);
      cache.put(ctx.tableId, version, step.views);
      const { state, toAct, legal, outcome } = step;
      return { state, toAct, legal, outcome, eventTypes, version, stateVersion: version, clocks, pauseMs };
    },

    /** Re-publishes the current state (clock warning, seat change, "Weiter", "Nochmal", the close). */
    async republish(input: RepublishInput): Promise<CompactStep> {
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
    },
  };
}

export type Publishing = ReturnType<typeof createPublishing>;
