/**
 * The table workflow as the gateway uses it: by name (proto's tableMessages), never by import.
 * Temporal's errors become coded errors here: a refused update carries the rule error in
 * `details[0]` (type = its code); a missing or finished workflow is an unknown table.
 */
import {
  type AcknowledgeInput,
  type ActInput,
  type ActResult,
  commonErrors,
  type JoinInput,
  type RematchInput,
  type RuleErrorData,
  subjects,
  TABLES_TASK_QUEUE,
  type TableInput,
  tableMessages,
  tableWorkflowId,
} from '@spielcenter/proto';
import {
  ApplicationFailure,
  type Client,
  isGrpcServiceError,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
} from '@temporalio/client';
import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayDeps } from './context.js';
import { codedError, gatewayError } from './errors.js';

const ruleErrorSchema = z.object({
  code: z.string().min(1),
  de: z.string(),
  en: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

const GRPC_NOT_FOUND = 5;

/** The rule error inside a refused update, or COMMON_ILLEGAL_ACTION when it carries none. */
export function ruleErrorOfFailure(failure: ApplicationFailure): RuleErrorData {
  const detail = ruleErrorSchema.safeParse(failure.details?.[0]);
  if (detail.success) return detail.data;
  const fallback = commonErrors.data('COMMON_ILLEGAL_ACTION');
  return failure.type ? { ...fallback, code: failure.type } : fallback;
}

export function fromTemporal(error: unknown, deps: GatewayDeps, tableId: string): GraphQLError {
  if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure) {
    // Temporal's own refusal of an update the worker did not take in (a workflow task that failed
    // or was superseded): nothing was decided, the caller may send it again.
    if (error.cause.type === 'UnprocessedUpdate') return gatewayError('GATEWAY_TABLE_BUSY');
    return codedError(ruleErrorOfFailure(error.cause));
  }
  if (error instanceof WorkflowNotFoundError) return gatewayError('GATEWAY_UNKNOWN_TABLE');
  if (isGrpcServiceError(error)) {
    if (error.code === GRPC_NOT_FOUND) return gatewayError('GATEWAY_UNKNOWN_TABLE');
    deps.log.warn({ err: error, tableId }, 'temporal unavailable');
    return gatewayError('GATEWAY_TABLES_UNAVAILABLE');
  }
  deps.log.error({ err: error, tableId }, 'table workflow call failed');
  return codedError(commonErrors.data('COMMON_INTERNAL'));
}

async function call<T>(deps: GatewayDeps, tableId: string, fn: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await fn(deps.temporal);
  } catch (error) {
    throw fromTemporal(error, deps, tableId);
  }
}

export function startTable(deps: GatewayDeps, input: TableInput): Promise<void> {
  return call(deps, input.tableId, async (client) => {
    await client.workflow.start(tableMessages.workflow, {
      args: [input],
      workflowId: tableWorkflowId(input.tableId),
      taskQueue: deps.tablesTaskQueue ?? TABLES_TASK_QUEUE,
    });
  });
}

/** A player's action; `updateId` lets a resend of the same decision join the update on its way. */
export function actAt(
  deps: GatewayDeps,
  tableId: string,
  act: ActInput,
  updateId?: string,
): Promise<ActResult> {
  return call(deps, tableId, (client) =>
    client.workflow
      .getHandle(tableWorkflowId(tableId))
      .executeUpdate<ActResult, [ActInput]>(tableMessages.act, {
        args: [act],
        ...(updateId ? { updateId } : {}),
      }),
  );
}

export function acknowledgeAt(deps: GatewayDeps, tableId: string, ack: AcknowledgeInput): Promise<number> {
  return call(deps, tableId, async (client) => {
    const r = await client.workflow
      .getHandle(tableWorkflowId(tableId))
      .executeUpdate<{ version: number }, [AcknowledgeInput]>(tableMessages.acknowledge, { args: [ack] });
    return r.version;
  });
}

export async function turboAt(deps: GatewayDeps, tableId: string, on: boolean): Promise<void> {
  await call(deps, tableId, (client) =>
    client.workflow.getHandle(tableWorkflowId(tableId)).signal(tableMessages.turbo, { on }),
  );
  interrupt(deps, tableId);
}

export async function leaveAt(deps: GatewayDeps, tableId: string, seat: number): Promise<void> {
  await call(deps, tableId, (client) =>
    client.workflow.getHandle(tableWorkflowId(tableId)).signal(tableMessages.leave, { seat }),
  );
  interrupt(deps, tableId);
}

/**
 * A signal is on its way: a chain of computers' moves running for the table hands it back to its
 * workflow at once, so the signal is taken now rather than after the chain.
 */
function interrupt(deps: GatewayDeps, tableId: string): void {
  try {
    deps.nc.publish(subjects.interrupt(tableId));
  } catch {
    // NATS down: the chain ends by itself within its time budget.
  }
}

/** A player sits down at an open table; returns the seat. */
export function joinAt(deps: GatewayDeps, tableId: string, join: JoinInput): Promise<number> {
  return call(deps, tableId, async (client) => {
    const r = await client.workflow
      .getHandle(tableWorkflowId(tableId))
      .executeUpdate<{ seat: number }, [JoinInput]>(tableMessages.join, { args: [join] });
    return r.seat;
  });
}

/** The host starts the open table (answers once the game has begun). */
export function startOpenAt(deps: GatewayDeps, tableId: string, seat: number): Promise<void> {
  return call(deps, tableId, async (client) => {
    await client.workflow
      .getHandle(tableWorkflowId(tableId))
      .executeUpdate<{ version: number }, [{ seat: number }]>(tableMessages.start, { args: [{ seat }] });
  });
}

/**
 * "Nochmal": the seat is taken again for the next game; where the host decides, the host's choice
 * (the next game's options, or the end) for everybody.
 */
export function rematchAt(deps: GatewayDeps, tableId: string, input: RematchInput): Promise<void> {
  return call(deps, tableId, async (client) => {
    await client.workflow
      .getHandle(tableWorkflowId(tableId))
      .executeUpdate<{ version: number }, [RematchInput]>(tableMessages.rematch, { args: [input] });
  });
}
