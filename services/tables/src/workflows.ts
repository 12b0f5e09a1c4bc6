/**
 * One workflow per table. It sets the game up through the rule service, then loops: computers to
 * act ask the AI service; humans get their decision clocks (warning, grace, then the default
 * decision). Player actions arrive as the `act` Update, checked by a synchronous validator against
 * the seat's legal set before they enter history. Pauses, "Weiter" boards, short clocks and the
 * continue-as-new at each round's end come from the game's declaration; the workflow names no
 * game's events or actions.
 */
import { declarationOf } from '@spielcenter/catalog';
import type { RuleErrorData, TableEvent, TableInput } from '@spielcenter/proto';
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
import type { TableActivities } from './activities.js';
import { asksAcknowledge, isRoundEnd } from './pacing.js';
import {
  type AcknowledgeInput,
  type ActInput,
  type ActResult,
  acknowledgeUpdate,
  actUpdate,
  leaveSignal,
  snapshotQuery,
  type TableCarry,
  type TableResult,
  turboSignal,
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
  const game = declarationOf(input.game);
  if (!game)
    throw ApplicationFailure.create({ type: 'COMMON_UNKNOWN_GAME', message: input.game, nonRetryable: true });
  const m = new TableMachine(input, carry, Date.now());
  const { timing } = input;
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

  /** What every step activity needs: the table, the next version, the clocks, pending table events. */
  function stepInput(extra: TableEvent[] = [], claimed: string[] = []) {
    const { tableEvents, released } = m.takeEvents(extra);
    return {
      ctx: m.ctx(),
      version: m.nextVersion(),
      clocks: m.humanClocks(),
      tableEvents,
      released,
      claimed,
    };
  }

  /** Publishes the current state again (seat change, clock warning, "Weiter", the close). */
  async function republish(o: { extra?: TableEvent[]; restartClocks?: boolean; closed?: boolean } = {}) {
    const step = await acts.republish({
      ...stepInput(o.extra),
      step: m.step,
      waiting: m.waiting,
      ...(o.restartClocks ? { restartClocks: true } : {}),
      ...(o.closed ? { closed: true } : {}),
    });
    m.accept(step, false);
  }

  setHandler(
    actUpdate,
    async (a: ActInput): Promise<ActResult> => {
      const seen = m.duplicate(a);
      if (typeof seen === 'number') return { version: seen, duplicate: true };
      return locked(async () => {
        const again = m.duplicate(a);
        if (typeof again === 'number') return { version: again, duplicate: true };
        const why = (again ?? null) || m.refusal(a); // the state may have moved on since validation
        if (why) refuse(why);
        const step = await acts
          .stepTable({ ...stepInput(), state: m.step.state, seat: a.seat, action: a.action })
          .catch(unwrap);
        m.accept(step);
        m.remember(a, m.version);
        m.lastActivity = Date.now();
        return { version: m.version, duplicate: false };
      });
    },
    {
      validator: (a: ActInput) => {
        const seen = m.duplicate(a);
        if (typeof seen === 'number') return;
        const why = seen ?? m.refusal(a);
        if (why) refuse(why);
      },
    },
  );
  setHandler(
    acknowledgeUpdate,
    async (a: AcknowledgeInput) =>
      locked(async () => {
        const why = m.acknowledgeRefusal(a);
        if (why) refuse(why);
        m.acknowledge(a);
        m.lastActivity = Date.now();
        await republish();
        return { version: m.version };
      }),
    {
      validator: (a: AcknowledgeInput) => {
        const why = m.acknowledgeRefusal(a);
        if (why) refuse(why);
      },
    },
  );
  setHandler(leaveSignal, ({ seat }) => m.leave(seat));
  setHandler(turboSignal, ({ on }) => m.setTurbo(on));
  setHandler(snapshotQuery, () => ({
    game: input.game,
    state: m.step.state,
    version: m.version,
    seats: m.seats,
    toAct: m.step.toAct,
    waiting: m.waiting,
    closed: m.closed !== false,
  }));

  if (!carry) {
    const players = m.seats.flatMap((s) => (s.kind === 'human' ? [s.playerId] : []));
    const step = await acts.setupTable({
      ...stepInput([{ type: 'tableStarted' }], players),
      config: input.config,
      seed: input.seed,
    });
    m.accept(step, false);
  }

  while (!m.finished) {
    if (m.pausedVersion !== m.step.stateVersion) {
      // Once per new state: the pause after a trick or a round (or the "Weiter" board), then a new
      // run after each round.
      m.pausedVersion = m.step.stateVersion;
      const types = m.step.eventTypes;
      if (asksAcknowledge(game, types) && m.humanSeats().length > 0) await board();
      else if (m.step.pauseMs > 0) await sleep(m.step.pauseMs);
      if ((isRoundEnd(game, types) || workflowInfo().continueAsNewSuggested) && !m.finished) {
        await condition(() => allHandlersFinished() && !busy);
        if (m.hasPending()) await locked(() => republish());
        await continueAsNew<typeof tableWorkflow>(input, m.carry());
      }
    }
    if (m.finished) break;
    if (m.hasPending()) await locked(() => republish());
    else if (m.computerToAct() !== null) await computerTurn();
    else await humanTurn();
  }

  if (m.closed !== false) {
    const reason = m.closed;
    await locked(() => republish({ extra: [{ type: 'tableClosed', reason }], closed: true }));
  }
  await condition(allHandlersFinished);
  return { outcome: m.step.outcome, closed: m.closed !== false, version: m.version };

  /** The board that asks for "Weiter": without a clock, or alone, it waits for every human. */
  async function board(): Promise<void> {
    const timed = timing.clockMs !== null && !m.solo;
    m.waiting = {
      kind: 'acknowledge',
      seats: m.humanSeats(),
      deadline: timed ? Date.now() + timing.acknowledgeMs : null,
      held: false,
    };
    await locked(() => republish());
    while (m.waiting && m.waiting.seats.length > 0 && !m.finished) {
      const w = m.waiting;
      const limit = w.deadline !== null ? Math.max(1, w.deadline - Date.now()) : timing.idleMs;
      if (await condition(() => m.waiting !== w || m.finished, limit)) continue;
      if (w.deadline === null) m.closed = 'idle';
      break;
    }
    m.waiting = null;
    if (!m.finished) await locked(() => republish({ restartClocks: true }));
  }

  async function computerTurn(): Promise<void> {
    const delay = m.turbo ? 0 : timing.computerDelayMs;
    if (delay > 0) await sleep(delay);
    await locked(async () => {
      const seat = m.computerToAct();
      if (seat === null || m.finished) return;
      const info = m.seats[seat];
      const step = await acts.autoMove({
        ...stepInput(),
        step: m.step,
        seat,
        level: info?.kind === 'computer' ? info.level : 'normal',
        seed: `${input.seed}:${m.version}`,
        by: 'computer',
      });
      m.accept(step);
    });
  }

  async function humanTurn(): Promise<void> {
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
      // No clock: the table waits, but not forever.
      const idleLeft = Math.max(1, m.lastActivity + timing.idleMs - Date.now());
      if (!(await condition(changed, idleLeft)) && Date.now() - m.lastActivity >= timing.idleMs)
        m.closed = 'idle';
      return;
    }
    const next = Math.min(...clocks.map((c) => c.deadline));
    if (await condition(changed, Math.max(1, next - Date.now()))) return;
    await locked(async () => {
      if (changed()) return;
      const now = Date.now();
      const due = m.humanClocks().filter((c) => c.deadline <= now);
      const expired = due.find((c) => c.phase === 'grace');
      if (expired) {
        // Time and grace are up: the game's default decision, or the computer's.
        const step = await acts.autoMove({
          ...stepInput(),
          step: m.step,
          seat: expired.seat,
          level: 'normal',
          seed: `${input.seed}:${m.version}`,
          by: 'clock',
        });
        m.accept(step);
        return;
      }
      // The clock ran out: a warning, then the grace period.
      const warned = due.map((c) => c.seat);
      m.step = {
        ...m.step,
        clocks: m.step.clocks.map((c) =>
          warned.includes(c.seat)
            ? {
                seat: c.seat,
                phase: 'grace' as const,
                deadline: now + timing.graceMs,
                totalMs: timing.graceMs,
              }
            : c,
        ),
      };
      await republish({
        extra: warned.map((seat) => ({ type: 'clockWarning' as const, seat, graceMs: timing.graceMs })),
      });
    });
  }
}
