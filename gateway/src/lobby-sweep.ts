/**
 * Only live tables in the lobby. The table workflow lists an open table in Redis (`lobby:open`) and
 * removes it when it starts or closes; a workflow that ends without its last word (terminated,
 * timed out, failed, its worker gone for good) would stay listed forever. So the gateway checks:
 *
 * - Every lobby answer (the query, and the first list of the subscription) passes only tables
 *   whose workflow runs and whose task queue a tables worker polls. A table is asked at Temporal (describe) at most once per LOBBY_ALIVE_MS
 *   across all instances (`lobby:alive:<tableId>`, a Redis key with that expiry); a dead one is
 *   removed from `lobby:open` and its removal published on `lobby.<game>`, so every open lobby
 *   page drops it. When Temporal cannot be asked, the entry stays (nothing is removed on a guess).
 * - A sweep every GATEWAY_LOBBY_SWEEP_MS (one instance per period: a Redis NX key) does the same
 *   for the whole list, so a dead table also leaves the lobbies that are only watched, and it
 *   ends the seats of people gone without a gateway to notice: a player at an open table whose
 *   presence mark (presence.ts) is older than two reconnect windows has had no live seat stream
 *   anywhere since (a live one marks every third of a window); the gateway that would have started
 *   his window crashed. He leaves, as after the window; a table left by all closes and leaves the
 *   lobby by the workflow's own hand.
 */
import { type LobbyEntry, lobbyEntrySchema, redisKeys, subjects, tableWorkflowId } from '@spielcenter/proto';
import { isGrpcServiceError, WorkflowNotFoundError } from '@temporalio/client';
import type { GatewayDeps } from './context.js';
import { DEFAULT_RECONNECT_MS, presenceKey } from './presence.js';
import { jsonOrNull } from './subject-stream.js';
import { readTableMeta } from './table-meta.js';
import { leaveAt } from './tables-client.js';

/** A table found running is not asked again for this long. */
export const LOBBY_ALIVE_MS = 15_000;
export const DEFAULT_LOBBY_SWEEP_MS = 30_000;
const GRPC_NOT_FOUND = 5;
/** temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW (the proto package is not ours to import). */
const TASK_QUEUE_TYPE_WORKFLOW = 1;

const aliveKey = (tableId: string) => `lobby:alive:${tableId}`;

/**
 * Whether the table's workflow runs and a tables worker serves it: true, false, or null when
 * Temporal cannot say. A running workflow on a task queue without pollers (Temporal forgets a
 * poller some minutes after its last poll) has lost its worker: nobody could sit down there.
 */
async function running(
  deps: GatewayDeps,
  tableId: string,
  served: Map<string, Promise<boolean>>,
): Promise<boolean | null> {
  try {
    const d = await deps.temporal.workflow.getHandle(tableWorkflowId(tableId)).describe();
    if (d.status.name !== 'RUNNING') return false;
    // One question per task queue and lobby answer (the tables of one worker share it).
    let polled = served.get(d.taskQueue);
    if (!polled) {
      polled = deps.temporal.workflowService
        .describeTaskQueue({
          namespace: deps.temporal.options.namespace,
          taskQueue: { name: d.taskQueue },
          taskQueueType: TASK_QUEUE_TYPE_WORKFLOW,
        })
        .then((queue) => (queue.pollers?.length ?? 0) > 0);
      served.set(d.taskQueue, polled);
    }
    return await polled;
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    if (isGrpcServiceError(err) && err.code === GRPC_NOT_FOUND) return false;
    deps.log.warn({ err, tableId }, 'lobby: table state unknown');
    return null;
  }
}

/** Removes a dead table from the lobby and tells every lobby page (once, by whoever removed it). */
export async function unlist(deps: GatewayDeps, entry: Pick<LobbyEntry, 'tableId' | 'game'>): Promise<void> {
  const removed = await deps.redis.hdel(redisKeys.lobby, entry.tableId);
  if (removed === 0) return;
  deps.nc.publish(subjects.lobby(entry.game), JSON.stringify({ tableId: entry.tableId, entry: null }));
  deps.log.info({ tableId: entry.tableId, game: entry.game }, 'lobby: dead table removed');
}

/** The entries whose table runs (the others are removed from the lobby). */
export async function liveEntries(deps: GatewayDeps, entries: readonly LobbyEntry[]): Promise<LobbyEntry[]> {
  if (entries.length === 0) return [];
  const known = await deps.redis.mget(entries.map((e) => aliveKey(e.tableId)));
  const served = new Map<string, Promise<boolean>>();
  const verdicts = await Promise.all(
    entries.map(async (entry, i) => {
      if (known[i] !== null) return true;
      const alive = await running(deps, entry.tableId, served);
      if (alive === true) await deps.redis.set(aliveKey(entry.tableId), '1', 'PX', LOBBY_ALIVE_MS);
      if (alive === false) await unlist(deps, entry);
      return alive !== false;
    }),
  );
  return entries.filter((_, i) => verdicts[i]);
}

/** Seats at an open table whose players have had no live stream anywhere for two windows: they leave. */
async function abandonedSeats(deps: GatewayDeps, tableId: string, now: number): Promise<number> {
  const windowMs = deps.reconnectMs ?? DEFAULT_RECONNECT_MS;
  const meta = await readTableMeta(deps.redis, tableId);
  if (!meta?.open) return 0;
  const marks = await deps.redis.hgetall(presenceKey(tableId));
  let left = 0;
  for (const [seat, playerId] of meta.humans) {
    const last = Number(marks[playerId] ?? 0);
    // Never marked: he never had a seat stream (an API client); nothing to judge by.
    if (last === 0 || now - last < 2 * windowMs) continue;
    await leaveAt(deps, tableId, seat);
    deps.log.info({ tableId, seat, playerId }, 'lobby: left an open table without a live connection');
    left++;
  }
  return left;
}

/** One sweep over the whole lobby (tests: `only` these tables); returns what it did. */
export async function sweepLobby(
  deps: GatewayDeps,
  { now = Date.now(), only }: { now?: number; only?: ReadonlySet<string> } = {},
): Promise<{ listed: number; removed: number; left: number }> {
  const all = await deps.redis.hvals(redisKeys.lobby);
  const entries = all.flatMap((text) => {
    const parsed = lobbyEntrySchema.safeParse(jsonOrNull(text));
    return parsed.success && (!only || only.has(parsed.data.tableId)) ? [parsed.data] : [];
  });
  const live = await liveEntries(deps, entries);
  let left = 0;
  for (const entry of live) {
    try {
      left += await abandonedSeats(deps, entry.tableId, now);
    } catch (err) {
      deps.log.warn({ err, tableId: entry.tableId }, 'lobby sweep: seat check failed');
    }
  }
  return { listed: entries.length, removed: entries.length - live.length, left };
}

/** The periodic sweep of one instance (only one instance sweeps per period; 0: none); returns its stop. */
export function startLobbySweep(deps: GatewayDeps, everyMs = deps.lobbySweepMs ?? DEFAULT_LOBBY_SWEEP_MS) {
  if (everyMs <= 0) return () => {};
  const timer = setInterval(() => {
    void (async () => {
      const mine = await deps.redis.set('lobby:sweep', '1', 'PX', Math.max(100, everyMs - 50), 'NX');
      if (mine !== 'OK') return;
      const r = await sweepLobby(deps);
      if (r.removed > 0 || r.left > 0) deps.log.info(r, 'lobby swept');
    })().catch((err: unknown) => deps.log.warn({ err }, 'lobby sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
