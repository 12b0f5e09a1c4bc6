/**
 * One workflow per table. It sets the game up through the rule service, then loops: who must
 * decide; computers ask the AI service; humans get the decision clock (warning, grace, then the
 * default decision). Player actions arrive as the `act` Update, checked by a synchronous validator
 * against the seat's legal set before they enter history. Each round continues as new.
 */
import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  continueAsNew,
  proxyLocalActivities,
  setHandler,
  sleep,
  workflowInfo,
} from '@temporalio/workflow';
import type { Action, RuleErrorData, Seat, TableEvent, TableInput } from '@spielcenter/proto';
import type { TableActivities } from './activities.js';
import { isRoundEnd } from './pacing.js';
import {
  type ActInput,
  type ActResult,
  actUpdate,
  leaveSignal,
  snapshotQuery,
  type TableCarry,
  type TableResult,
} from './shared.js';
import { TableMachine } from './table-machine.js';

const acts = proxyLocalActivities<TableActivities>({
  startToCloseTimeout: '20 seconds',
  retry: { initialInterval: '200 ms', backoffCoefficient: 2, maximumAttempts: 5 },
});

function refuse(data: RuleErrorData): never {
  throw ApplicationFailure.create({ type: data.code, message: data.en, details: [data], nonRetryable: true });
}

/** A rule error from an activity, unwrapped so the caller sees the coded failure itself. */
function unwrap(e: unknown): never {
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof ApplicationFailure) throw cause;
  throw e;
}

export async function tableWorkflow(input: TableInput, carry?: TableCarry): Promise<TableResult> {
  const m = new TableMachine(input, carry);
  let busy = false;
  async function locked<T>(fn: () => Promise<T>): Promise<T> {
    // Several waiters may be released in the same activation: re-check before taking the lock.
    while (busy) await condition(() => !busy);
    busy = true;
    try {
      return await fn();
    } finally {
      busy = false;
    }
  }
  async function apply(seat: Seat, action: Action, extra: TableEvent[] = []): Promise<void> {
    const { state } = m.step;
    const step = await acts
      .stepTable({
        ctx: m.ctx(),
        state,
        seat,
        action,
        version: m.nextVersion(),
        tableEvents: m.takeEvents(extra),
      })
      .catch(unwrap);
    m.accept(step);
  }

  setHandler(
    actUpdate,
    async (a: ActInput): Promise<ActResult> => {
      const seen = m.duplicate(a.clientId);
      if (seen !== null) return { version: seen, duplicate: true };
      return locked(async () => {
        const again = m.duplicate(a.clientId);
        if (again !== null) return { version: again, duplicate: true };
        const why = m.refusal(a); // the state may have moved on since validation
        if (why) refuse(why);
        await apply(a.seat, a.action);
        m.remember(a.clientId, m.version);
        return { version: m.version, duplicate: false };
      });
    },
    {
      validator: (a: ActInput) => {
        if (m.duplicate(a.clientId) !== null) return;
        const why = m.refusal(a);
        if (why) refuse(why);
      },
    },
  );
  setHandler(leaveSignal, ({ seat }) => m.leave(seat));
  setHandler(snapshotQuery, () => ({
    game: input.game,
    state: m.step.state,
    version: m.version,
    seats: m.seats,
    toAct: m.step.toAct,
    closed: m.closed,
  }));

  if (!carry) {
    const step = await acts.setupTable({ ctx: m.ctx(), config: input.config, seed: input.seed, version: 1 });
    m.accept(step, false);
  }

  while (!m.finished) {
    if (m.pausedVersion !== m.version) {
      // Once per step: the pause after a trick or a round, then a new run after each round.
      m.pausedVersion = m.version;
      const roundEnded = isRoundEnd(m.step.eventTypes);
      if (m.step.pauseMs > 0) await sleep(m.step.pauseMs);
      if ((roundEnded || workflowInfo().continueAsNewSuggested) && !m.finished) {
        await condition(() => allHandlersFinished() && !busy);
        await continueAsNew<typeof tableWorkflow>(input, m.carry());
      }
    }
    if (m.computerToAct() !== null) await computerTurn();
    else await humanTurn();
  }

  if (m.closed) {
    await locked(async () => {
      const version = m.nextVersion();
      const tableEvents = m.takeEvents([{ type: 'tableClosed' }]);
      await acts.announce({ ctx: m.ctx(), step: m.step, version, clock: null, tableEvents, closed: true });
      m.bumpVersion(version);
    });
  }
  await condition(allHandlersFinished);
  return { outcome: m.step.outcome, closed: m.closed, version: m.version };

  async function computerTurn(): Promise<void> {
    if (input.timing.computerDelayMs > 0) await sleep(input.timing.computerDelayMs);
    await locked(async () => {
      const seat = m.computerToAct();
      if (seat === null || m.finished) return;
      const seatInfo = m.seats[seat];
      const level = seatInfo?.kind === 'computer' ? seatInfo.level : 'easy';
      const legal = [...(m.step.legal[String(seat)] ?? [])];
      const action = await acts.computerAction({
        game: input.game,
        state: m.step.state,
        seat,
        level,
        legal,
        seed: `${input.seed}:${m.version}`,
      });
      await apply(seat, action);
    });
  }

  async function humanTurn(): Promise<void> {
    const moves = m.moves;
    const seatsBefore = JSON.stringify(m.seats);
    const changed = () => m.moves !== moves || m.finished || JSON.stringify(m.seats) !== seatsBefore;
    const clock = m.step.clock;
    if (!clock) {
      await condition(changed);
      return;
    }
    if (await condition(changed, Math.max(1, clock.deadline - Date.now()))) return;
    // The clock ran out: a warning, then the grace period.
    const grace = {
      seats: clock.seats,
      phase: 'grace' as const,
      deadline: Date.now() + input.timing.graceMs,
      totalMs: input.timing.graceMs,
    };
    await locked(async () => {
      if (changed()) return;
      const version = m.nextVersion();
      await acts.announce({
        ctx: m.ctx(),
        step: m.step,
        version,
        clock: grace,
        tableEvents: [{ type: 'clockWarning', seats: clock.seats, graceMs: input.timing.graceMs }],
      });
      m.bumpVersion(version);
    });
    if (await condition(changed, Math.max(1, grace.deadline - Date.now()))) return;
    await locked(async () => {
      if (changed()) return;
      for (const seat of m.humansToAct().slice(0, 1)) await defaultDecision(seat);
    });
  }

  /** The clock's default (e.g. bid 0), or the computer's choice where the rules have none. */
  async function defaultDecision(seat: Seat): Promise<void> {
    const fallback = await acts.defaultAction({ game: input.game, state: m.step.state, seat });
    const legal = [...(m.step.legal[String(seat)] ?? [])];
    const useDefault = fallback !== null && m.isLegal(seat, fallback);
    const action = useDefault
      ? fallback
      : await acts.computerAction({
          game: input.game,
          state: m.step.state,
          seat,
          level: 'easy',
          legal,
          seed: `${input.seed}:${m.version}`,
        });
    await apply(seat, action, [
      { type: 'defaultDecision', seat, action, by: useDefault ? 'clock' : 'computer' },
    ]);
  }
}
