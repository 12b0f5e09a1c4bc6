/**
 * A chain: after a move, the moves that follow it play on in the same activity, each after its
 * wait (and a trick's pause) as the planner says, every step published at its own time, until the
 * planner hands the table back to the workflow (a person may act, a round or the game ends, a board
 * asks for "Weiter"), a person's signal is on its way (`Interrupts`), or the chain's time budget is
 * spent. One local activity and one workflow task for a run of moves instead of a timer, a task and
 * an activity each (issues 28 and 37). The result is the last step with every move it played
 * (version, seat, action), so the table's record names every action.
 */
import type { AutosResult } from '@spielcenter/proto';
import { Context } from '@temporalio/activity';
import type { Interrupts } from './interrupts.js';
import type { Moves } from './moves.js';
import { aiSeed, chainable, plan } from './planner.js';
import { declaration } from './publishing.js';
import type { AutoMoveResult, ChainMove, CompactStep, PublishContext } from './shared.js';

/**
 * How long a chain may run in one activity (its waits and pauses included): well inside the
 * workflow task's timeout (10 s; the SDK heartbeats the task at 8 s), so a chain never costs an
 * extra task, and short enough that anything the workflow must do waits little.
 */
export const CHAIN_BUDGET_MS = 5_000;

export interface ChainInput {
  /** The table's seed and game number (`<seed>:<gameNo>`): each AI decision's seed (`aiSeed`). */
  readonly seedBase: string;
  readonly budgetMs?: number;
}

/** At most this many computers' moves are precomputed in one `rules.<game>.autos` request. */
const BATCH_MAX = 12;

/**
 * Plays on from `first` (the moves already played in this activity, or none). `waited`: the
 * first planned move's wait has passed already (the workflow's timer, or the activity's first
 * wait). Computers' moves come precomputed in batches from the rule service (one round trip for a
 * run of them) and are published one by one at their times; the clock's moves and any move a
 * batch could not give (the AI failed) take a round trip of their own.
 */
export async function playChain(
  moves: Moves,
  interrupts: Interrupts,
  ctx: PublishContext,
  chain: ChainInput,
  first: {
    readonly step: CompactStep;
    readonly moves: readonly ChainMove[];
    readonly finishing: number | null;
  },
  started: number,
  waited = false,
): Promise<AutoMoveResult> {
  const game = declaration(ctx.game);
  const table = { game, seats: ctx.seats, timing: ctx.timing, turbo: ctx.turbo };
  const played = [...first.moves];
  let { step, finishing } = first;
  let skipWait = waited;
  const budget = chain.budgetMs ?? CHAIN_BUDGET_MS;
  let batch: AutosResult['moves'][number][] = [];
  /** Why the AI gave a batch no move (the next one is then the default decision). */
  let aiFailed: string | undefined;
  const watch = interrupts.watch(ctx.tableId);
  try {
    for (;;) {
      const p = plan(table, step, finishing);
      if (!chainable(p) || watch.fired()) break;
      const waitMs = skipWait ? 0 : p.waitMs;
      if (Date.now() - started + waitMs > budget) break;
      if (p.next === 'computer' && batch.length === 0) {
        // As many moves as could fit in what is left of the budget at the tempo's pace.
        const left = Math.max(1, Math.round(budget - (Date.now() - started)));
        const pace = Math.max(50, ctx.timing.computerDelayMs);
        const max = Math.max(1, Math.min(BATCH_MAX, Math.ceil(left / pace)));
        // A rule service of a version before `autos` (a rolling deploy) has no responder for it:
        // the moves then come one by one (a service that is down fails the same way there).
        const computed = await moves
          .autos(ctx, step, chain.seedBase, max, left)
          .catch((e: unknown): AutosResult => {
            if (/no responders/i.test(String((e as { params?: { reason?: unknown } }).params?.reason)))
              return { moves: [] };
            throw e;
          });
        batch = [...computed.moves];
        aiFailed = batch.length === 0 ? computed.aiError : undefined;
      }
      if (waitMs > 0) {
        await Promise.race([Context.current().sleep(waitMs), watch.interrupted]);
        if (watch.fired()) break;
      }
      skipWait = false;
      const input = {
        ctx,
        version: step.version + 1,
        clocks: step.clocks.filter((c) => ctx.seats[c.seat]?.kind === 'human'),
        tableEvents: [],
      };
      const computed = p.next === 'computer' ? batch.shift() : undefined;
      if (computed && computed.seat !== p.seat) batch = []; // never: the planner and the batch agree
      const next =
        computed && computed.seat === p.seat
          ? await moves.publishComputed(input, computed)
          : await moves.autoMove({
              ...input,
              step,
              seat: p.seat,
              level: p.next === 'computer' ? p.level : 'normal',
              seed: aiSeed(chain.seedBase, step.version),
              by: p.next === 'clock' ? 'clock' : 'computer',
              ...(p.next === 'computer' && aiFailed !== undefined ? { aiFailed } : {}),
            });
      aiFailed = undefined;
      played.push(next.move);
      step = next.step;
      finishing = p.next === 'clock' ? p.seat : null;
    }
  } finally {
    watch.stop();
  }
  return { ...step, moves: played, finishing };
}
