/** Playing at a table: an action (a Temporal update), and why an action is not allowed. */
import { createHash, randomUUID } from 'node:crypto';
import { requestJson, spanEvent } from '@spielcenter/kit';
import {
  canonicalJson,
  commonErrors,
  parseSeatSnapshot,
  type RuleErrorData,
  redisKeys,
  subjects,
} from '@spielcenter/proto';
import { type GatewayContext, limit, requireGuest } from '../context.js';
import { codedError, errorCode, gatewayError } from '../errors.js';
import { seatedAt } from '../seating.js';
import { jsonOrNull } from '../subject-stream.js';
import { actAt } from '../tables-client.js';
import { actArrived } from '../telemetry.js';
import { actionSchema, clientIdSchema, parseArg, tableIdSchema } from '../validate.js';
import { guard } from './guard.js';

interface ActArgs {
  readonly tableId: string;
  readonly action: unknown;
  readonly clientId: string;
}

/**
 * At most one act of a seat on its way to the table at a time, on every instance (a Redis key that
 * the act holds until the table answered; it lives ACT_PENDING_MS and is renewed while the table
 * has not answered, e.g. while it retries a step for a service that is down). Another one is
 * refused at once (GATEWAY_ACT_PENDING) instead of queueing as another Temporal update on the same
 * workflow: a flood of acts that passed the rate limit piled up there and each waited seconds.
 * The same decision sent again while it is on its way (its client id and action; a client that lost
 * the answer) is not refused: it joins the same Temporal update (the key names the update id), so
 * the client never has to give up on it and decide again. Sent again after the answer, it is a new
 * update that the workflow answers as a duplicate.
 */
export const ACT_PENDING_MS = 15_000;
const pendingKey = (tableId: string, seat: number) => `act:${tableId}:${seat}:pending`;
/** Frees the key only when it is still this act's (it may have expired and been taken since). */
const RELEASE =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
/** Keeps the key while this act waits for the table (only when it is still this act's). */
const RENEW =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";

/** The table's own refusals that the engine can say more precisely ("Du hast schon geantwortet"). */
const ENGINE_KNOWS_WHY: ReadonlySet<string> = new Set(['COMMON_NOT_YOUR_TURN', 'COMMON_ILLEGAL_ACTION']);

/**
 * The rule service's reason why `action` of `seat` is not allowed now (null: it is), judged from the
 * seat's own view: its snapshot as the table published it in Redis, never the table's hidden state.
 * No snapshot (the table is gone): the game is over.
 */
async function ruleReason(ctx: GatewayContext, tableId: string, seat: number, action: unknown) {
  const text = await ctx.deps.redis.get(redisKeys.seatView(tableId, seat));
  const snapshot = text === null ? null : parseSeatSnapshot(text, tableId, seat);
  if (!snapshot) return commonErrors.data('COMMON_GAME_OVER');
  return requestJson<RuleErrorData | null>(ctx.deps.nc, subjects.rules(snapshot.game, 'explain'), {
    view: snapshot.view,
    seat,
    action,
  });
}

async function act(args: ActArgs, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const action = parseArg(actionSchema, args.action, 'action');
  const clientId = parseArg(clientIdSchema, args.clientId, 'clientId');
  await limit(ctx, 'act');
  const { seat } = await seatedAt(ctx, who, tableId);
  const { redis } = ctx.deps;
  const key = pendingKey(tableId, seat);
  const decision = `${clientId}|${createHash('sha256').update(canonicalJson(action)).digest('hex').slice(0, 16)}|`;
  const mine = `${decision}${randomUUID()}`;
  let updateId = `act-${seat}-${mine.slice(decision.length)}`;
  let renew: NodeJS.Timeout | undefined;
  if ((await redis.set(key, mine, 'PX', ACT_PENDING_MS, 'NX')) !== 'OK') {
    const holder = await redis.get(key);
    if (!holder?.startsWith(decision)) throw gatewayError('GATEWAY_ACT_PENDING');
    // The same decision again: it joins the update on its way (the key stays the first one's).
    updateId = `act-${seat}-${holder.slice(decision.length)}`;
  } else {
    renew = setInterval(
      () => void redis.eval(RENEW, 1, key, mine, ACT_PENDING_MS).catch(() => {}),
      ACT_PENDING_MS / 3,
    );
  }
  // The table publishes the person's step at once and may let computers play on before its Update
  // returns: the act is answered by whichever comes first, the Update or the seat's snapshot that
  // names this client id.
  const pushed = appliedPush(ctx, tableId, seat, clientId);
  try {
    actArrived(tableId, seat);
    const update = actAt(ctx.deps, tableId, { seat, action, clientId }, updateId);
    update.catch(() => {}); // answered by the push: the Update's own end is not waited for
    return await Promise.race([
      update,
      pushed.version.then((version) => {
        spanEvent('applied push'); // the measurement's hop: the person's step reached the gateway
        return { version, duplicate: false };
      }),
    ]);
  } catch (error) {
    // The caller still has its seat, but the workflow is gone: the game has ended.
    const code = errorCode(error);
    if (code === 'GATEWAY_UNKNOWN_TABLE') throw codedError(commonErrors.data('COMMON_GAME_OVER'));
    // The table refuses by its legal set alone; the engine names the rule (only on a refusal).
    if (code && ENGINE_KNOWS_WHY.has(code)) {
      const why = await ruleReason(ctx, tableId, seat, action).catch(() => null);
      if (why) throw codedError(why);
    }
    throw error;
  } finally {
    pushed.stop();
    clearInterval(renew);
    if (renew) await redis.eval(RELEASE, 1, key, mine).catch(() => {});
  }
}

/**
 * The version of the first snapshot on the seat's subject that says it applied `clientId` (its
 * `applied`); never resolves when none comes. Only messages that contain the id are parsed.
 */
function appliedPush(ctx: GatewayContext, tableId: string, seat: number, clientId: string) {
  const sub = ctx.deps.nc.subscribe(subjects.seat(tableId, seat));
  const version = (async () => {
    for await (const msg of sub) {
      const text = msg.string();
      if (!text.includes(clientId)) continue;
      const snap = jsonOrNull(text) as { applied?: unknown; version?: unknown } | null;
      if (snap?.applied === clientId && typeof snap.version === 'number') return snap.version;
    }
    return new Promise<number>(() => {});
  })();
  return { version, stop: () => sub.unsubscribe() };
}

/** null when the action is legal now; otherwise the rule's reason (the engine decides, not the gateway). */
async function explain(args: Omit<ActArgs, 'clientId'>, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const action = parseArg(actionSchema, args.action, 'action');
  const { seat } = await seatedAt(ctx, who, tableId);
  const why = await ruleReason(ctx, tableId, seat, action);
  return why ? { code: why.code, de: why.de, en: why.en } : null;
}

export const playResolvers = {
  act: guard('act', act),
  explain: guard('explain', explain),
};
