/** Playing at a table: an action (a Temporal update), and why an action is not allowed. */
import { requestJson } from '@spielcenter/kit';
import { commonErrors, type RuleErrorData, subjects } from '@spielcenter/proto';
import { type GatewayContext, limit, requireGuest } from '../context.js';
import { codedError, errorCode } from '../errors.js';
import { seatedAt } from '../seating.js';
import { actAt, snapshotOf } from '../tables-client.js';
import { actionSchema, clientIdSchema, parseArg, tableIdSchema } from '../validate.js';
import { guard } from './guard.js';

interface ActArgs {
  readonly tableId: string;
  readonly action: unknown;
  readonly clientId: string;
}

async function act(args: ActArgs, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const action = parseArg(actionSchema, args.action, 'action');
  const clientId = parseArg(clientIdSchema, args.clientId, 'clientId');
  await limit(ctx, 'act');
  const { seat } = await seatedAt(ctx, who, tableId);
  try {
    return await actAt(ctx.deps, tableId, { seat, action, clientId });
  } catch (error) {
    // The caller still has its seat, but the workflow is gone: the game has ended.
    if (errorCode(error) === 'GATEWAY_UNKNOWN_TABLE') throw codedError(commonErrors.data('COMMON_GAME_OVER'));
    throw error;
  }
}

/** null when the action is legal now; otherwise the rule's reason (the engine decides, not the gateway). */
async function explain(args: Omit<ActArgs, 'clientId'>, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const action = parseArg(actionSchema, args.action, 'action');
  const { seat } = await seatedAt(ctx, who, tableId);
  const { game, state } = await snapshotOf(ctx.deps, tableId);
  const why = await requestJson<RuleErrorData | null>(ctx.deps.nc, subjects.rules(game, 'explain'), {
    state,
    seat,
    action,
  });
  return why ? { code: why.code, de: why.de, en: why.en } : null;
}

export const playResolvers = {
  act: guard('act', act),
  explain: guard('explain', explain),
};
