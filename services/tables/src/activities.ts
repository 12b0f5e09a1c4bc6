/**
 * The table's activities, made by a factory that receives their dependencies (NATS, Redis). They
 * run as local activities, each one step of the table or a chain of them: the rule service
 * applies every move (moves.ts), the step is published (publishing.ts, publisher.ts), a run of
 * computers' moves goes on in the same activity where the planner allows (chain.ts, planner.ts),
 * a retried step tells the players it is recovering (recovering.ts), and a failure is classified
 * for the retry policy (failures.ts).
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { requestJson } from '@spielcenter/kit';
import {
  type Action,
  type Lobby,
  recordSubjects,
  type Seat,
  type StepResult,
  subjects,
  type TableInput,
} from '@spielcenter/proto';
import { Context } from '@temporalio/activity';
import type { Redis } from 'ioredis';
import { type ChainInput, playChain } from './chain.js';
import { Interrupts } from './interrupts.js';
import { createMoves, type OneAutoMove } from './moves.js';
import {
  createPublishing,
  declaration,
  publicationBase,
  type RepublishInput,
  type StepInput,
} from './publishing.js';
import { publishStep } from './publisher.js';
import { RECOVERING_AFTER_MS, runStep } from './recovering.js';
import type { AutoMoveResult, PublishContext } from './shared.js';

export type { OneAutoMove } from './moves.js';
export type { StepInput } from './publishing.js';

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

const REQUEST_TIMEOUT_MS = 10_000;
const AI_TIMEOUT_MS = 5_000;

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

export function createActivities(deps: ActivityDeps) {
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const ask = <T>(subject: string, body: unknown, timeoutMs = requestTimeoutMs) =>
    requestJson<T>(deps.nc, subject, body, timeoutMs);
  const publishing = createPublishing(deps, ask);
  const moves = createMoves(publishing, ask, deps.aiTimeoutMs ?? AI_TIMEOUT_MS, requestTimeoutMs);
  const interrupts = new Interrupts(deps.nc);
  const step = <T>(ctx: PublishContext, fn: () => Promise<T>) =>
    runStep(deps.nc, ctx, fn, deps.recoveringAfterMs ?? RECOVERING_AFTER_MS);

  return {
    async setupTable(input: StepInput & { config: TableInput['config']; seed: string }) {
      return step(input.ctx, async () => {
        const config = declaration(input.ctx.game).recordConfig
          ? await preparedConfig(deps, input.ctx, input.config)
          : input.config;
        const result = await ask<StepResult>(subjects.rules(input.ctx.game, 'setup'), {
          config,
          seed: input.seed,
        });
        return publishing.publishNew(input, result, null);
      });
    },

    /**
     * A person's action, already checked against the seat's legal set, published at once (the
     * seat's snapshot names its client id). With `chain`, the computers that act next play on in
     * the same activity (chain.ts): the Update's answer then leaves with this one workflow task
     * after them, and the gateway answers the person as soon as their snapshot is out.
     */
    async stepTable(
      input: StepInput & {
        state: Record<string, unknown>;
        seat: Seat;
        action: Action;
        clientId?: string;
        chain?: ChainInput;
      },
    ): Promise<AutoMoveResult> {
      const started = Date.now();
      return step(input.ctx, async () => {
        const after = await moves.applyAction(input, input.state, input.seat, input.action, {
          ...(input.clientId ? { clientId: input.clientId } : {}),
        });
        const move = { version: after.version, seat: input.seat, action: input.action };
        if (!input.chain) return { ...after, moves: [move] };
        return playChain(
          moves,
          interrupts,
          input.ctx,
          input.chain,
          { step: after, moves: [move], finishing: null },
          started,
        );
      });
    },

    /**
     * A move nobody made by hand: a computer's (the AI service with the seat's view only), or the
     * clock's for a person whose time and grace ran out (the game's default decision, else the
     * computer's). With `chain`, the moves the planner lets follow play on in the same activity
     * (chain.ts). `waitMs` is waited before the first move (the workflow's own timer when 0).
     */
    async autoMove(input: OneAutoMove & { waitMs?: number; chain?: ChainInput }): Promise<AutoMoveResult> {
      const started = Date.now();
      return step(input.ctx, async () => {
        if (input.waitMs && !(await waitUnlessInterrupted(input.ctx.tableId, input.waitMs)))
          return { ...input.step, moves: [], finishing: null }; // the workflow takes the signal first
        // A computer's run, from this first move on: its moves precomputed in batches. (A first
        // move that publishes the table's own news, or that the planner would not chain because a
        // person may act, goes alone.)
        const news =
          input.tableEvents.length +
          (input.claimed?.length ?? 0) +
          (input.released?.length ?? 0) +
          (input.penalties?.length ?? 0);
        if (input.by === 'computer' && input.chain && news === 0) {
          const from = { step: input.step, moves: [], finishing: null };
          const run = await playChain(moves, interrupts, input.ctx, input.chain, from, started, true);
          if (run.moves.length > 0) return run;
        }
        const first = await moves.autoMove(input);
        const finishing = input.by === 'clock' ? input.seat : null;
        if (!input.chain) return { ...first.step, moves: [first.move], finishing };
        return playChain(
          moves,
          interrupts,
          input.ctx,
          input.chain,
          { step: first.step, moves: [first.move], finishing },
          started,
        );
      });
    },

    /** The lobby of an open table (no game runs): who sits where, who may start. */
    async publishLobby(input: StepInput & { lobby: Lobby; closed?: boolean }): Promise<void> {
      await step(input.ctx, () =>
        publishStep(deps.nc, deps.redis, {
          ...publicationBase(input),
          lobby: input.lobby,
          closed: input.closed ?? false,
        }),
      );
    },

    /** Re-publishes the current state (clock warning, seat change, "Weiter", "Nochmal", the close). */
    async republish(input: RepublishInput) {
      return step(input.ctx, () => publishing.republish(input));
    },
  };

  /** The first move's wait; false when a person's signal on its way cut it short. */
  async function waitUnlessInterrupted(tableId: string, ms: number): Promise<boolean> {
    const watch = interrupts.watch(tableId);
    try {
      await Promise.race([Context.current().sleep(ms), watch.interrupted]);
      return !watch.fired();
    } finally {
      watch.stop();
    }
  }
}

export type TableActivities = ReturnType<typeof createActivities>;
