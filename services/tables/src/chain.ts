/**
 * A chain: after a move, the moves that follow it play on in the same activity, each after its
 * wait (and a trick's pause) as the planner says, every step published at its own time, until the
 * planner hands the table back to the workflow (a person may act, a round or the game ends, a board
 * asks for "Weiter"), a person's signal is on its way (`Interrupts`), or the chain's time budget is
 * spent. One local activity and one workflow task for a run of moves instead of a timer, a task and
 * an activity each (issues 28 and 37). The result is the last step with every move it played
 * (version, seat, action), so the table's record names every action.
 */
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
): Promise<AutoMoveResult> {
  const game = declaration(ctx.game);
  const table = { game, seats: ctx.seats, timing: ctx.timing, turbo: ctx.turbo };
  const played = [...first.moves];
  let { step, finishing } = first;
  const budget = chain.budgetMs ?? CHAIN_BUDGET_MS;
  const watch = interrupts.watch(ctx.tableId);
  try {
    for (;;) {
      const p = plan(table, step, finishing);
      if (!chainable(p) || watch.fired()) break;
      if (Date.now() - started + p.waitMs > budget) break;
      if (p.waitMs > 0) {
        await Promise.race([Context.current().sleep(p.waitMs), watch.interrupted]);
        if (watch.fired()) break;
      }
      const next = await moves.autoMove({
        ctx,
        version: step.version + 1,
        clocks: step.clocks.filter((c) => ctx.seats[c.seat]?.kind === 'human'),
        tableEvents: [],
        step,
        seat: p.seat,
        level: p.next === 'computer' ? p.level : 'normal',
        seed: aiSeed(chain.seedBase, step.version),
        by: p.next === 'clock' ? 'clock' : 'computer',
      });
      played.push(next.move);
      step = next.step;
      finishing = p.next === 'clock' ? p.seat : null;
    }
  } finally {
    watch.stop();
  }
  return { ...step, moves: played, finishing };
}
