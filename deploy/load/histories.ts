/**
 * Temporal actions counted from workflow histories: every run of a workflow (a table continues as
 * new at every round end; the runs are followed back through `continuedExecutionRunId` from the
 * newest), its events by kind, and the billable actions by the rules of Temporal Cloud's pricing
 * as we read its "Actions" page (not a live lookup; docs/capacity.md says which):
 *
 * - a run started (client start or continue-as-new): 1
 * - a timer started: 1
 * - an activity scheduled: 1
 * - local activities: 1 per workflow task that recorded any (their markers `core_local_activity`
 *   carry the workflow task's completion event; several in one task are one action)
 * - an Update accepted: 1; a signal: 1; other markers (side effects, versions): 1 each
 * - workflow tasks: 0 (not billed; counted separately since they cost the server and the worker)
 */
import type { Client } from '@temporalio/client';

export interface ActionCount {
  runs: number;
  /** History events by kind (the attribute's name without `EventAttributes`). */
  events: Record<string, number>;
  workflowTasks: number;
  timers: number;
  activities: number;
  localActivities: number;
  localActivityTasks: number;
  updates: number;
  signals: number;
  otherMarkers: number;
  /** Billable actions by the rules above. */
  billable: number;
}

export function emptyCount(): ActionCount {
  return {
    runs: 0,
    events: {},
    workflowTasks: 0,
    timers: 0,
    activities: 0,
    localActivities: 0,
    localActivityTasks: 0,
    updates: 0,
    signals: 0,
    otherMarkers: 0,
    billable: 0,
  };
}

export function addCounts(a: ActionCount, b: ActionCount): ActionCount {
  const events = { ...a.events };
  for (const [k, v] of Object.entries(b.events)) events[k] = (events[k] ?? 0) + v;
  return {
    runs: a.runs + b.runs,
    events,
    workflowTasks: a.workflowTasks + b.workflowTasks,
    timers: a.timers + b.timers,
    activities: a.activities + b.activities,
    localActivities: a.localActivities + b.localActivities,
    localActivityTasks: a.localActivityTasks + b.localActivityTasks,
    updates: a.updates + b.updates,
    signals: a.signals + b.signals,
    otherMarkers: a.otherMarkers + b.otherMarkers,
    billable: a.billable + b.billable,
  };
}

type Event = Record<string, unknown>;

function kindOf(e: Event): string {
  for (const [k, v] of Object.entries(e))
    if (k.endsWith('EventAttributes') && v != null) return k.slice(0, -15);
  return 'unknown';
}

/** One run's history, counted; and the run it continued from (if any). */
export function countRun(events: readonly Event[]): { count: ActionCount; previous: string | null } {
  const c = emptyCount();
  c.runs = 1;
  c.billable = 1; // the run's start
  let previous: string | null = null;
  const laTasks = new Set<string>();
  for (const e of events) {
    const kind = kindOf(e);
    c.events[kind] = (c.events[kind] ?? 0) + 1;
    const attrs = e[`${kind}EventAttributes`] as Record<string, unknown>;
    switch (kind) {
      case 'workflowExecutionStarted': {
        const p = attrs.continuedExecutionRunId;
        if (typeof p === 'string' && p !== '') previous = p;
        break;
      }
      case 'workflowTaskCompleted':
        c.workflowTasks++;
        break;
      case 'timerStarted':
        c.timers++;
        c.billable++;
        break;
      case 'activityTaskScheduled':
        c.activities++;
        c.billable++;
        break;
      case 'workflowExecutionUpdateAccepted':
        c.updates++;
        c.billable++;
        break;
      case 'workflowExecutionSignaled':
        c.signals++;
        c.billable++;
        break;
      case 'markerRecorded':
        if (attrs.markerName === 'core_local_activity') {
          c.localActivities++;
          laTasks.add(String(attrs.workflowTaskCompletedEventId));
        } else {
          c.otherMarkers++;
          c.billable++;
        }
        break;
    }
  }
  c.localActivityTasks = laTasks.size;
  c.billable += laTasks.size;
  return { count: c, previous };
}

/** Every run of a workflow (newest first, back to the first), counted. */
export async function countWorkflow(client: Client, workflowId: string): Promise<ActionCount> {
  let total = emptyCount();
  let runId: string | undefined;
  for (let guard = 0; guard < 10_000; guard++) {
    const history = await client.workflow.getHandle(workflowId, runId).fetchHistory();
    const { count, previous } = countRun((history.events ?? []) as unknown as Event[]);
    total = addCounts(total, count);
    if (!previous) break;
    runId = previous;
  }
  return total;
}

/** Per-unit figures of a count (rounded to 0.01). */
export function perUnit(c: ActionCount, units: number) {
  const r = (x: number) => Math.round((x / Math.max(1, units)) * 100) / 100;
  return {
    billable: r(c.billable),
    workflowTasks: r(c.workflowTasks),
    timers: r(c.timers),
    activities: r(c.activities),
    localActivities: r(c.localActivities),
    localActivityTasks: r(c.localActivityTasks),
    updates: r(c.updates),
    runs: r(c.runs),
    historyEvents: r(Object.values(c.events).reduce((a, b) => a + b, 0)),
  };
}
