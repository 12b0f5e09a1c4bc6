/**
 * One move applied by the game's rule service and published: a person's checked action
 * (`rules.<game>.step`), a computer's (`rules.<game>.auto`: the rule service asks the AI and applies
 * its action, one round trip), or the clock's for a person whose time and grace ran out (the
 * game's default decision, else the computer's). An AI that does not answer within its time,
 * fails, or answers an action the rule service refuses: the game's default decision is played
 * instead (a warning in the log); without one, the step is retried until the AI answers. A default
 * the rule service refuses is a bug.
 */
import {
  type Action,
  type AutoResult,
  type AutosResult,
  canonicalJson,
  type Level,
  RuleError,
  type Seat,
  type StepResult,
  subjects,
  type TableEvent,
} from '@spielcenter/proto';
import { Context } from '@temporalio/activity';
import { clockContinues, humanSeats } from './planner.js';
import { declaration, type Publishing, type StepInput, viewSeats } from './publishing.js';
import type { ChainMove, CompactStep, PublishContext } from './shared.js';

/** One automatic move: the step it starts from, the seat, the computer's level and seed, who decides. */
export interface OneAutoMove extends StepInput {
  readonly step: CompactStep;
  readonly seat: Seat;
  readonly level: Level;
  readonly seed: string;
  readonly by: 'computer' | 'clock';
  /** The AI already failed this move (a batch said why): the default decision without asking again. */
  readonly aiFailed?: string;
}

type Ask = <T>(subject: string, body: unknown, timeoutMs?: number) => Promise<T>;

export function createMoves(publishing: Publishing, ask: Ask, aiTimeoutMs: number, requestTimeoutMs: number) {
  /** A person's action, already checked against the seat's legal set. */
  async function applyAction(
    input: StepInput,
    state: Record<string, unknown>,
    seat: Seat,
    action: Action,
    o: { readonly clientId?: string; readonly actor?: Seat | null } = {},
  ): Promise<CompactStep> {
    const step = await ask<StepResult>(subjects.rules(input.ctx.game, 'step'), {
      state,
      seat,
      action,
      views: viewSeats(input.ctx),
    });
    const applied = o.clientId ? { seat, clientId: o.clientId } : undefined;
    return publishing.publishNew(input, step, o.actor === undefined ? seat : o.actor, applied);
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
   * The clock's move keeps the clock that ran out while the computer finishes the seat's decision
   * (the declaration's `clockFinishes`): no new clock for each part of it.
   */
  function actorOf(input: OneAutoMove, step: StepResult): Seat | null {
    if (input.by !== 'clock') return input.seat;
    const game = declaration(input.ctx.game);
    return clockContinues(game, step, input.seat, humanSeats(input.ctx.seats)) ? null : input.seat;
  }

  /** One automatic move: the step it published and the action it played. */
  async function autoMove(input: OneAutoMove): Promise<{ step: CompactStep; move: ChainMove }> {
    const { ctx, step, seat } = input;
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
    const publish = async (a: Action, result: StepResult) => {
      const next = await publishing.publishNew(
        { ...input, tableEvents: tableEvents(a) },
        result,
        actorOf(input, result),
      );
      return { step: next, move: { version: next.version, seat, action: a } };
    };
    const apply = async (a: Action) => {
      const result = await ask<StepResult>(subjects.rules(ctx.game, 'step'), {
        state: step.state,
        seat,
        action: a,
        views: viewSeats(ctx),
      });
      return publish(a, result);
    };
    if (action) return apply(action);
    if (input.aiFailed !== undefined) return fallbackFor(input.aiFailed, null);
    // The AI's decision, applied by the rule service in the same round trip.
    const auto = await ask<AutoResult>(
      subjects.rules(ctx.game, 'auto'),
      { state: step.state, seat, level: input.level, seed: input.seed, aiTimeoutMs, views: viewSeats(ctx) },
      requestTimeoutMs + aiTimeoutMs,
    );
    action = auto.action;
    if (auto.step && action) return publish(action, auto.step);
    return fallbackFor(auto.refused ? new RuleError(auto.refused) : auto.aiError, action);

    /** The AI gave no usable decision (chosen: its choice, if any): the default decision. */
    async function fallbackFor(aiError: unknown, chosen: Action | null) {
      const fallback = input.by === 'clock' ? null : await defaultFor(ctx, step, seat);
      if (!fallback) {
        // No default decision here: an AI that failed is asked again (retried); an action of
        // the AI that the rule service refused is a bug (the same seed would choose it again).
        if (chosen === null) throw new Error(`no decision from the AI: ${String(aiError)}`);
        throw aiError;
      }
      log.warn('the AI gave no usable decision: the default decision is played', {
        tableId: ctx.tableId,
        seat,
        error: String(aiError),
      });
      return apply(fallback);
    }
  }

  /**
   * A run of computers' moves precomputed in one request (`rules.<game>.autos`, issue 37): from
   * `step`, at most `max`, while no person may act; each with the step after it, for the chain to
   * publish at its time. Every AI decision has its seed of the version it starts from, as a single
   * move's would: the same moves either way.
   */
  async function autos(
    ctx: PublishContext,
    step: CompactStep,
    seedBase: string,
    max: number,
    withinMs: number,
  ) {
    const game = declaration(ctx.game);
    const computers = ctx.seats.flatMap((s, seat) =>
      s?.kind === 'computer' ? [{ seat, level: s.level }] : [],
    );
    return ask<AutosResult>(
      subjects.rules(ctx.game, 'autos'),
      {
        state: step.state,
        version: step.version,
        computers,
        humans: humanSeats(ctx.seats),
        stopAfter: [...game.pacing.roundEnd, ...game.pacing.acknowledge, ...game.pacing.gameEnd],
        seedBase,
        max,
        withinMs,
        aiTimeoutMs,
        views: viewSeats(ctx),
      },
      requestTimeoutMs + aiTimeoutMs + withinMs,
    );
  }

  /** Publishes a move `autos` computed, as its own step. */
  async function publishComputed(
    input: StepInput,
    computed: AutosResult['moves'][number],
  ): Promise<{ step: CompactStep; move: ChainMove }> {
    const next = await publishing.publishNew(input, computed.step, computed.seat);
    return { step: next, move: { version: next.version, seat: computed.seat, action: computed.action } };
  }

  return { applyAction, autoMove, autos, publishComputed };
}

export type Moves = ReturnType<typeof createMoves>;
