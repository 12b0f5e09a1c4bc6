/**
 * One workflow per table: its messages (the `act` Update with a synchronous validator against the
 * seat's legal set, "Weiter", joining, starting and "Nochmal"; leaving and turbo as signals; the
 * `snapshot` query) around the TableRunner, which lives the table's life. The workflow names no
 * game's events or actions: everything about a game comes from its declaration.
 */
import { declarationOf } from '@spielcenter/catalog';
import type { JoinInput, RematchInput, RuleErrorData, Seat, TableInput } from '@spielcenter/proto';
import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  patched,
  setHandler,
} from '@temporalio/workflow';
import { LegacyRunner } from './legacy-runner.js';
import { TableRunner } from './runner.js';
import {
  type AcknowledgeInput,
  type ActInput,
  type ActResult,
  acknowledgeUpdate,
  actUpdate,
  joinUpdate,
  leaveSignal,
  rematchUpdate,
  snapshotQuery,
  startUpdate,
  type TableCarry,
  type TableResult,
  turboSignal,
} from './shared.js';
import { TableMachine } from './table-machine.js';

/**
 * The SDK records a stack trace for every promise a workflow creates (its `__stack_trace` query):
 * at ten frames each, that was about a third of the workflow thread's CPU per decision (issue 37).
 * Four frames still name the awaiting function; an error's own stack keeps four frames too.
 */
try {
  Error.stackTraceLimit = 4;
} catch {
  // A sandbox that froze Error keeps V8's default.
}

function refuse(data: RuleErrorData | null): void {
  if (data)
    throw ApplicationFailure.create({
      type: data.code,
      message: data.en,
      details: [data],
      nonRetryable: true,
    });
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
  const m = new TableMachine(input, carry, Date.now(), game);
  // Runs a worker before the planner started replay as they were recorded (legacy-runner.ts).
  const r = patched('planner')
    ? new TableRunner(m, input, game, carry)
    : new LegacyRunner(m, input, game, carry);

  setHandler(
    actUpdate,
    async (a: ActInput): Promise<ActResult> => {
      r.beforeAct();
      const seen = m.duplicate(a);
      if (typeof seen === 'number') return { version: seen, duplicate: true };
      return r.locked(async () => {
        const again = m.duplicate(a);
        if (typeof again === 'number') return { version: again, duplicate: true };
        refuse(again ?? m.refusal(a)); // the state may have moved on since validation
        const before = m.version;
        await r.humanMove(a).catch(unwrap);
        // The person's own step is the first after `before` (a chain may have played on since).
        const version = r instanceof LegacyRunner ? m.version : before + 1;
        m.remember(a, version);
        m.lastActivity = Date.now();
        return { version, duplicate: false };
      });
    },
    {
      validator: (a: ActInput) => {
        const seen = m.duplicate(a);
        if (typeof seen !== 'number') refuse(seen ?? m.refusal(a));
      },
    },
  );
  setHandler(
    acknowledgeUpdate,
    (a: AcknowledgeInput) =>
      r.answer(async () => {
        refuse(m.acknowledgeRefusal(a));
        m.acknowledge(a);
        m.lastActivity = Date.now();
        await r.republish();
        return { version: m.version };
      }),
    { validator: (a: AcknowledgeInput) => refuse(m.acknowledgeRefusal(a)) },
  );
  setHandler(
    joinUpdate,
    (j: JoinInput) =>
      r.answer(async () => {
        refuse(m.joinRefusal(j));
        refuse(await r.stakes.join(m, j)); // a staked table: the stake is reserved first
        const seat = m.join(j);
        m.lastActivity = Date.now();
        await r.republish();
        return { seat, version: m.version };
      }),
    { validator: (j: JoinInput) => refuse(m.joinRefusal(j)) },
  );
  setHandler(
    startUpdate,
    async ({ seat }: { seat: Seat }) => {
      r.answering = true;
      refuse(m.startRefusal(seat));
      r.startRequested = true;
      await condition(() => m.stage !== 'open' || m.closed !== false);
      return { version: m.version };
    },
    { validator: ({ seat }: { seat: Seat }) => refuse(m.startRefusal(seat)) },
  );
  setHandler(
    rematchUpdate,
    (q: RematchInput) =>
      r.answer(async () => {
        refuse(m.rematchRefusal(q));
        // A staked table: the next game's stake (where the host decides, every person's); the
        // host's settings before the game cost nothing.
        if (!q.end && m.stage !== 'open')
          for (const seat of m.nextByHost ? m.humanSeats() : [q.seat])
            refuse(await r.stakes.rematch(m, seat));
        m.rematchAsked(q);
        // "Feierabend": the table's close is published by the runner.
        if (m.closed === false) await r.republish();
        return { version: m.version };
      }),
    { validator: (q: RematchInput) => refuse(m.rematchRefusal(q)) },
  );
  setHandler(leaveSignal, ({ seat }) => {
    r.stakes.left(m, seat);
    m.leave(seat, Date.now());
  });
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

  await r.run(carry !== undefined);
  await condition(allHandlersFinished);
  return { outcome: m.step.outcome, closed: m.closed !== false, version: m.version };
}
