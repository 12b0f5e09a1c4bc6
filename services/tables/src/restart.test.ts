// Kill the tables worker process in the middle of a game, start it again: the game goes on from
// Temporal's history and no accepted action is lost.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Action } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start({ worker: false }), 120_000);
afterAll(async () => {
  worker?.kill('SIGKILL');
  await stack.stop();
});

let worker: ChildProcess | undefined;
function startWorkerProcess(): ChildProcess {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=@spielcenter/source', '--import', 'tsx', main], {
    env: { ...process.env, TABLES_TASK_QUEUE: stack.taskQueue, HEALTH_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  return child;
}

describe('tables worker restart', () => {
  it('continues a game after the worker is killed, with no action lost', async () => {
    worker = startWorkerProcess();
    const { tableId, handle } = await stack.startTable(humans(3), { seed: 'restart' });
    let accepted = 0;
    let killed = false;
    let snap = await stack.waitFor(tableId, 0, (s) => s.version >= 1, 60_000);
    // Play round 1 to 3 with every seat (all human, driven here), killing the worker midway.
    while (snap.view && (snap.view as { round: number }).round <= 3) {
      const seat = snap.toAct[0] as number;
      const own = await stack.waitFor(tableId, seat, (s) => s.version === snap.version);
      const action = own.legal[0] as Action;
      const pending = handle.executeUpdate<{ version: number; duplicate: boolean }, [unknown]>('act', {
        args: [{ seat, action, clientId: `a${snap.version}` }],
      });
      if (!killed && accepted === 8) {
        worker.kill('SIGKILL'); // mid-game, with an update in flight
        killed = true;
        await new Promise((r) => setTimeout(r, 500));
        worker = startWorkerProcess();
      }
      const r = await pending;
      expect(r.duplicate).toBe(false);
      accepted++;
      expect(r.version).toBe(1 + accepted);
      const version = r.version;
      snap = await stack.waitFor(tableId, 0, (s) => s.version >= version, 60_000);
    }
    expect(killed).toBe(true);
    expect(snap.version).toBe(1 + accepted);
    const q = await handle.query<{ version: number }>('snapshot');
    expect(q.version).toBe(1 + accepted);
    await handle.terminate('test done');
  }, 240_000);
});
