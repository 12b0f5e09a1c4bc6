// The capacity measurement's parts that need no stack (deploy/load/measure.ts runs them against
// the launcher's): the /proc CPU reading, the actions counted from a history, a profile's summary.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuDelta, readCpu } from '../load/cpu.js';
import { countRun, perUnit } from '../load/histories.js';
import { summarizeProfile } from '../load/profile.js';
import { summary } from '../load/scenario.js';

describe('the capacity measurement', () => {
  it('reads the CPU time of a process tree and of its threads from /proc', () => {
    const a = readCpu({ me: process.pid }, { loose: [process.pid] }, ['me']);
    const until = performance.now() + 60;
    let x = 0;
    while (performance.now() < until) x += Math.sqrt(x + 1);
    const b = readCpu({ me: process.pid }, { loose: [process.pid] }, ['me']);
    const d = cpuDelta(a, b);
    expect(d.perProcess.me).toBeGreaterThan(0);
    // CPU time in a window cannot exceed the window on every core (one 10 ms clock tick of slack).
    expect(d.perProcess.me).toBeLessThanOrEqual(d.ms * availableParallelism() + 10);
    expect(Number.isFinite(x)).toBe(true);
    expect(d.perProcess.loose).toBeGreaterThan(0);
    expect(Object.keys(d.threads.me ?? {}).length).toBeGreaterThan(0);
    expect(d.ms).toBeGreaterThan(50);
  });

  it('summarises latencies as the sorted values at 50, 95 and 99 %', () => {
    const shuffled = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    expect(summary(shuffled)).toEqual({ n: 100, p50: 51, p95: 96, p99: 100 });
    expect(summary([7.4])).toEqual({ n: 1, p50: 7, p95: 7, p99: 7 });
  });

  it('counts billable actions from a history: local activities once per workflow task', () => {
    const ev = (kind: string, attrs: Record<string, unknown> = {}) => ({ [`${kind}EventAttributes`]: attrs });
    const { count, previous } = countRun([
      ev('workflowExecutionStarted', { continuedExecutionRunId: 'run-0' }),
      ev('workflowTaskScheduled'),
      ev('workflowTaskStarted'),
      ev('workflowTaskCompleted'),
      ev('markerRecorded', { markerName: 'core_local_activity', workflowTaskCompletedEventId: 4 }),
      ev('markerRecorded', { markerName: 'core_local_activity', workflowTaskCompletedEventId: 4 }),
      ev('timerStarted'),
      ev('workflowExecutionUpdateAccepted'),
      ev('workflowTaskCompleted'),
      ev('markerRecorded', { markerName: 'core_local_activity', workflowTaskCompletedEventId: 9 }),
      ev('workflowExecutionContinuedAsNew'),
    ]);
    expect(previous).toBe('run-0');
    expect(count).toMatchObject({
      runs: 1,
      workflowTasks: 2,
      localActivities: 3,
      localActivityTasks: 2,
      timers: 1,
      updates: 1,
      billable: 5, // start, 2 local-activity tasks, timer, update
    });
    expect(perUnit(count, 2).billable).toBe(2.5);
  });

  it('summarizes a CPU profile by where the code lives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prof-'));
    try {
      const file = join(dir, 'tables.cpuprofile');
      const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
      writeFileSync(
        file,
        JSON.stringify({
          nodes: [
            { id: 1, callFrame: frame('(root)', '') },
            { id: 2, callFrame: frame('(idle)', '') },
            { id: 3, callFrame: frame('encode', 'file:///x/node_modules/@temporalio/common/lib/a.js') },
            { id: 4, callFrame: frame('publishStep', 'file:///x/services/tables/dist/publisher.js') },
          ],
          startTime: 0,
          endTime: 4000,
          samples: [2, 3, 3, 4],
          timeDeltas: [0, 1000, 1000, 1000, 1000],
        }),
      );
      const s = summarizeProfile(file);
      expect(s.busyMs).toBe(3);
      expect(s.byPlace['@temporalio/common']?.ms).toBe(2);
      expect(s.byPlace['services/tables']?.ms).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
