// No infrastructure fault ends a table: a rule service, the AI or Redis down for longer than the
// old retry budget (5 attempts, about 3 s of backoff), and the game goes on where it stopped, every
// human action applied once; only a true bug (a rule error where none may be) ends a table, and
// then cleanly: the workflow completes with the table closed and a German message for its players.
// Real NATS, Temporal and a Redis of this test's own (it is stopped and started again here).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import { engine as boss } from '@spielcenter/boss';
import { type PrivateNats, requestJson, startPrivateNats } from '@spielcenter/kit';
import {
  type Action,
  type ActResult,
  type AnyEngine,
  commonErrors,
  parseRecoveringNotice,
  redisKeys,
  type SeatSnapshot,
  subjects,
} from '@spielcenter/proto';
import type { WorkflowHandle } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableResult } from './shared.js';
import { computers, humans, Stack } from './stack.test-util.js';

/**
 * Longer than the old retry budget: 200 + 400 + 800 + 1600 ms of backoff between 5 attempts.
 * RESILIENCE_OUTAGE_MS=60000 shows a deploy's minute (longer than the 10 s workflow task timeout).
 */
const OUTAGE_MS = Number(process.env.RESILIENCE_OUTAGE_MS) || 6000;

// Speedboss here is a deliberately broken engine: seat 1's every action is refused by the rules
// although the table offered it (an illegal action slipping through is a bug).
const broken: AnyEngine = {
  ...boss,
  apply: (state, seat, action) => {
    if (seat === 1) throw commonErrors.make('COMMON_ILLEGAL_ACTION');
    return boss.apply(state as never, seat, action as never);
  },
} as AnyEngine;

let redis: ChildProcess | undefined;
let redisPort = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.once('connect', () => resolve(true)).once('error', () => resolve(false));
      s.connect(redisPort, '127.0.0.1');
    }).catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

function stopRedis(): void {
  redis?.kill('SIGKILL');
  redis = undefined;
}

const stack = new Stack();
let nats: PrivateNats | undefined;
beforeAll(async () => {
  // NATS and Redis of this file's own: it stops services on purpose (and serves a broken engine),
  // which on the shared NATS other test files' instances would answer for (and be answered by).
  nats = await startPrivateNats();
  process.env.NATS_URL = nats.url;
  redisPort = await freePort();
  await startRedis();
  await stack.start({
    engines: { boss: broken },
    timeouts: { requestTimeoutMs: 1000, aiTimeoutMs: 1000, recoveringAfterMs: 500 },
    redisUrl: `redis://127.0.0.1:${redisPort}`,
  });
}, 120_000);
afterAll(async () => {
  await stack.stop();
  stopRedis();
  await nats?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The service stays down at least the outage; on a loaded machine the retried step's notice may
 * come later than that, so it stays down (up to 30 s more) until the players were told.
 */
async function heardOnce(told: () => boolean): Promise<void> {
  for (let waited = 0; !told() && waited < 30_000; waited += 250) await sleep(250);
}
/** A short Speedkrakau match (the engine has a default decision for every phase): seat 0 is the test's. */
function startKrakau(seed: string, computerDelayMs = 0) {
  return stack.startTable([...humans(1), ...computers(2)], {
    game: 'krakau',
    config: { target: 500, players: 3 },
    seed,
    timing: { computerDelayMs },
  });
}

/** The test's player decides like a computer when the AI answers, else takes a legal action. */
async function decide(snap: SeatSnapshot): Promise<Action> {
  try {
    const { action } = await requestJson<{ action: Action }>(
      stack.nc,
      subjects.aiDecide(snap.game),
      {
        game: snap.game,
        level: 'easy',
        seat: 0,
        view: snap.view,
        legal: snap.legal,
        seed: `h${snap.version}`,
      },
      1000,
    );
    return action;
  } catch {
    return snap.legal[snap.version % snap.legal.length] as Action;
  }
}

type Send = () => Promise<ActResult>;

/**
 * Plays seat 0 to the end. `turn` runs each of the player's decisions (default: send it once) and
 * may do harm around it; returns every act's answer by client id and the workflow's result.
 */
async function play(
  tableId: string,
  handle: WorkflowHandle,
  turn: (n: number, send: Send) => Promise<ActResult[]> = async (_n, send) => [await send()],
) {
  const answers: { clientId: string; result: ActResult }[] = [];
  let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1, 30_000);
  let n = 0;
  while (!snap.outcome && !snap.closed) {
    const version = snap.version;
    if (snap.waiting?.seats.includes(0)) {
      await handle.executeUpdate('acknowledge', { args: [{ seat: 0, hold: false }] });
    } else if (snap.toAct.includes(0) && snap.legal.length > 0) {
      const action = await decide(snap);
      const clientId = `v${version}`;
      const send: Send = () =>
        handle.executeUpdate<ActResult, [unknown]>('act', { args: [{ seat: 0, action, clientId }] });
      try {
        for (const result of await turn(n++, send)) answers.push({ clientId, result });
      } catch (e) {
        // The snapshot read was already behind: the table went on to a "Weiter" board.
        const type = (e as { cause?: { type?: string } }).cause?.type;
        if (type !== 'COMMON_WAITING' && type !== 'COMMON_NOT_YOUR_TURN') throw e;
        snap = await stack.waitFor(tableId, 0, (s) => s.version > version || s.outcome !== null, 60_000);
        continue;
      }
    }
    snap = await stack.waitFor(tableId, 0, (s) => s.version > version || s.outcome !== null, 60_000);
  }
  return { answers, turns: n, last: snap, result: (await handle.result()) as TableResult };
}

/** Every decision applied once: one non-duplicate answer per client id, each its own version. */
function appliedOnce(answers: { clientId: string; result: ActResult }[]): void {
  const applied = answers.filter((a) => !a.result.duplicate);
  expect(new Set(applied.map((a) => a.clientId)).size).toBe(applied.length);
  expect(new Set(answers.map((a) => a.clientId)).size).toBe(applied.length);
  expect(new Set(applied.map((a) => a.result.version)).size).toBe(applied.length);
  for (const a of answers.filter((x) => x.result.duplicate)) {
    expect(a.result.version).toBe(applied.find((x) => x.clientId === a.clientId)?.result.version);
  }
}

/** Recovering notices on seat 0's subject, counted until `stop()`. */
function notices(tableId: string) {
  const sub = stack.nc.subscribe(subjects.seat(tableId, 0));
  const seen = { count: 0 };
  void (async () => {
    for await (const m of sub) if (parseRecoveringNotice(m.string(), tableId, 0)) seen.count++;
  })();
  return { seen, stop: () => sub.unsubscribe() };
}

describe('no infrastructure fault ends a table', () => {
  it('the rule service down longer than the old retry budget, twice: the game goes on, each action applied once', async () => {
    // Computers think 5 s (Turbo after the second outage), so the rule service is surely stopped
    // before a computer's step even on a loaded machine.
    const { tableId, handle } = await startKrakau('chaos-rules', 5000);
    const heard = notices(tableId);
    const outages: number[] = [];
    const { answers, turns, result } = await play(tableId, handle, async (n, send) => {
      if (n === 1) {
        // The player's action meets a stopped rule service; the client sends it again (same id).
        await stack.stopRules('krakau');
        const first = send();
        await sleep(500);
        const again = send();
        await sleep(OUTAGE_MS);
        await heardOnce(() => heard.seen.count > 0);
        outages.push(heard.seen.count);
        await stack.startRules('krakau');
        return Promise.all([first, again]);
      }
      const answer = await send();
      if (n >= 2 && outages.length === 1) {
        const now = await stack.waitFor(tableId, 0, (s) => s.version >= answer.version);
        if (now.waiting || !now.toAct.some((s) => s !== 0)) return [answer];
        // A computer thinks (5 s): its step meets the stopped rule service.
        await stack.stopRules('krakau');
        const before = heard.seen.count;
        await sleep(OUTAGE_MS);
        await heardOnce(() => heard.seen.count > before);
        outages.push(heard.seen.count - before);
        await stack.startRules('krakau');
        await handle.signal('turbo', { on: true }); // the rest of the match without thinking time
      }
      return [answer];
    });
    heard.stop();
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(result.outcome?.ranks).toHaveLength(3);
    expect(result.closed).toBe(false);
    appliedOnce(answers);
    expect(answers.filter((a) => a.result.duplicate)).toHaveLength(1);
    // The players were told while the step was retried.
    expect(outages).toHaveLength(2);
    expect(outages.every((n) => n > 0)).toBe(true);
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  }, 300_000);

  it('the AI service down: computers play the default decisions (or wait for it), the game finishes', async () => {
    await stack.stopAi();
    let restarted = 0;
    const back = sleep(OUTAGE_MS).then(async () => {
      await stack.startAi();
      restarted = Date.now();
    });
    const { tableId, handle } = await startKrakau('chaos-ai');
    const pushes = stack.collect(tableId, 0);
    const { answers, result } = await play(tableId, handle).finally(() => back);
    pushes.stop();
    expect(result.outcome?.ranks).toHaveLength(3);
    appliedOnce(answers);
    // While the AI was down, the computers moved: versions the player's actions do not explain.
    const during = pushes.messages.filter((_m, i) => !restarted || (pushes.times[i] ?? 0) < restarted);
    const byComputers = during.filter((_m, i) => i > 0 && (during[i - 1]?.toAct ?? []).some((s) => s !== 0));
    expect(byComputers.length).toBeGreaterThan(0);
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  }, 180_000);

  it('Redis stopped mid-game and started again: the game goes on where it stopped', async () => {
    const { tableId, handle } = await startKrakau('chaos-redis');
    const { answers, result } = await play(tableId, handle, async (n, send) => {
      if (n !== 1) return [await send()];
      stopRedis();
      const pending = send();
      await sleep(OUTAGE_MS);
      await startRedis();
      return [await pending];
    });
    expect(result.outcome?.ranks).toHaveLength(3);
    appliedOnce(answers);
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  }, 180_000);

  it('an illegal action that slipped through (a bug) closes the table cleanly, the workflow does not fail', async () => {
    // Seat 1 (a computer) is refused by the broken engine: the AI's choice, then the default bid.
    const { tableId, handle } = await stack.startTable([...humans(1), ...computers(3)], { seed: 'bug' });
    const { last, result } = await play(tableId, handle);
    expect(result.closed).toBe(true);
    expect(result.outcome).toBeNull();
    expect((await handle.describe()).status.name).toBe('COMPLETED');
    expect(last.events).toContainEqual({ type: 'tableClosed', reason: 'error' });
    expect(last.clocks).toEqual([]);
    // The player's pointer to the table is gone: the start page does not send them back.
    expect(await stack.redis.get(redisKeys.playerTable('p0'))).toBeNull();
  }, 120_000);
});
