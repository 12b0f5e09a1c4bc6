/**
 * The checks after a game, against the table's own record and the pure engine:
 *
 * The table's record is its Temporal workflow history (every run of the chain of continue-as-new):
 * the first run's input holds the seed, the config and the seats; every step the table took is a
 * local-activity marker whose result holds the full game state after the step (`setupTable`,
 * `stepTable` for a human's action, `autoMove` for a computer's or the clock's, with the chain of
 * computers' moves that followed it in the same activity: each one's version, seat and action); each
 * human action is an `act` Update whose input (seat, action, client id) and answer (version,
 * duplicate) are in the history too.
 *
 * The replay starts from `engine.setup(config, seed)` and applies, step by step, the human's
 * action of the Update that produced that version, or for an automatic step its recorded moves (each
 * legal where it was played; a record without them: the one legal action that leads to the recorded
 * state). Every
 * replayed state must equal the recorded one, and the last one's outcome must be the outcome the
 * player saw: so the recorded chain is exactly one engine step per applied action. Then each
 * action the player got an answer for must be in that chain exactly once, at the version it was
 * answered with (lost: not there or elsewhere; doubled: its client id applied twice, or the same
 * action again in the next human step without an answer for it).
 *
 * Bookings: from the replayed steps' events and outcome follows what the human seat must have in
 * the ranking ledger (Postgres, `ranking.bookings`): a booking per round where the game books per
 * round (its declaration's `leaderboardPerRound`), else one for the game's points; ids
 * `<tableId>:<version>:<seat>:<reason>`. Lost: expected but missing (or other points); doubled:
 * in the ledger but not expected.
 */
import { engine as boss, game as bossGame } from '@spielcenter/boss';
import { engine as coup, game as coupGame } from '@spielcenter/coup';
import { engine as cruise, game as cruiseGame } from '@spielcenter/cruise';
import { engine as hokus, game as hokusGame } from '@spielcenter/hokus';
import type { Pool } from '@spielcenter/kit';
import { engine as krakau, game as krakauGame } from '@spielcenter/krakau';
import {
  type AnyEngine,
  canonicalJson,
  type GameDeclaration,
  type GameEvent,
  type Outcome,
  type TableInput,
  tableWorkflowId,
} from '@spielcenter/proto';
import { type Client, defaultPayloadConverter } from '@temporalio/client';
import type { Acknowledged } from './player.js';

const GAMES: Record<string, { engine: AnyEngine; declaration: GameDeclaration }> = {
  boss: { engine: boss, declaration: bossGame },
  coup: { engine: coup, declaration: coupGame },
  cruise: { engine: cruise, declaration: cruiseGame },
  krakau: { engine: krakau, declaration: krakauGame },
  hokus: { engine: hokus, declaration: hokusGame },
};

interface Payloads {
  payloads?: { metadata?: Record<string, Uint8Array> | null; data?: Uint8Array | null }[] | null;
}

function decode<T>(p: Payloads | null | undefined): T | undefined {
  const first = p?.payloads?.[0];
  // biome-ignore lint/suspicious/noExplicitAny: the history's proto payload type
  return first ? (defaultPayloadConverter.fromPayload(first as any) as T) : undefined;
}

export interface Step {
  readonly kind: string;
  readonly version: number;
  readonly state: unknown;
  readonly outcome: Outcome | null;
  /** An `autoMove`'s moves (a chain of computers' moves: each published version, seat, action). */
  readonly moves?: readonly ChainMove[];
}

export interface ChainMove {
  readonly version: number;
  readonly seat: number;
  readonly action: unknown;
}

export interface ActUpdate {
  readonly seat: number;
  readonly action: unknown;
  readonly clientId: string;
}

/** What the table recorded: its input, every step's state, the act that made each human step. */
export interface TableRecord {
  readonly input: TableInput;
  readonly steps: readonly Step[];
  /** version → the act Updates answered with it (not as duplicates). */
  readonly acts: ReadonlyMap<number, readonly ActUpdate[]>;
  readonly status: string;
}

/** Everything the table recorded, over every run of the workflow (oldest first). */
export async function tableRecord(client: Client, tableId: string): Promise<TableRecord> {
  const id = tableWorkflowId(tableId);
  const latest = await client.workflow.getHandle(id).describe();
  const runs: { events: unknown[] }[] = [];
  let runId: string | undefined = latest.runId;
  while (runId) {
    const history = await client.workflow.getHandle(id, runId).fetchHistory();
    const events = (history.events ?? []) as unknown[];
    runs.unshift({ events });
    const started = (
      events[0] as { workflowExecutionStartedEventAttributes?: { continuedExecutionRunId?: string } }
    )?.workflowExecutionStartedEventAttributes;
    runId = started?.continuedExecutionRunId || undefined;
  }
  let input: TableInput | undefined;
  const steps: Step[] = [];
  const accepted = new Map<string, ActUpdate>();
  /** version → the act that produced it (answered with duplicate: false). */
  const acts = new Map<number, ActUpdate[]>();
  for (const [i, run] of runs.entries()) {
    for (const raw of run.events) {
      // biome-ignore lint/suspicious/noExplicitAny: history events are proto objects
      const e = raw as any;
      if (i === 0 && e.workflowExecutionStartedEventAttributes && !input) {
        input = decode<TableInput>(e.workflowExecutionStartedEventAttributes.input);
      }
      const marker = e.markerRecordedEventAttributes;
      if (marker?.markerName === 'core_local_activity') {
        const data = decode<{ activity_type: string }>(marker.details?.data);
        const result = decode<{
          state: unknown;
          version: number;
          outcome: Outcome | null;
          moves?: ChainMove[];
        }>(marker.details?.result);
        if (data && result && ['setupTable', 'stepTable', 'autoMove'].includes(data.activity_type)) {
          steps.push({
            kind: data.activity_type,
            version: result.version,
            state: result.state,
            outcome: result.outcome,
            ...(result.moves ? { moves: result.moves } : {}),
          });
        }
      }
      const acc = e.workflowExecutionUpdateAcceptedEventAttributes;
      if (acc?.acceptedRequest?.input?.name === 'act') {
        const a = decode<ActUpdate>(acc.acceptedRequest.input.args);
        if (a) accepted.set(acc.acceptedRequest.meta.updateId, a);
      }
      const done = e.workflowExecutionUpdateCompletedEventAttributes;
      if (done?.outcome?.success) {
        const a = accepted.get(done.meta?.updateId);
        const r = decode<{ version: number; duplicate: boolean }>(done.outcome.success);
        if (a && r && !r.duplicate) acts.set(r.version, [...(acts.get(r.version) ?? []), a]);
      }
    }
  }
  if (!input) throw new Error(`table ${tableId}: no workflow input in its history`);
  return { input, steps, acts, status: latest.status.name ?? 'UNKNOWN' };
}

export interface GameCheck {
  /** Replayed steps that did not match the table's record (each one a broken chain). */
  readonly divergences: string[];
  readonly replayedSteps: number;
  /** The replay's outcome equals the one the player saw. */
  readonly outcomeMatches: boolean;
  readonly actionsAcknowledged: number;
  readonly actionsLost: number;
  readonly actionsDoubled: number;
  /** Human actions applied whose answer never reached the player (not an error). */
  readonly appliedUnanswered: number;
  readonly expectedBookings: { id: string; points: number }[];
}

/** Replays the table's record in the pure engine and checks the player's acknowledged actions. */
export function checkGame(
  record: TableRecord,
  acknowledged: readonly Acknowledged[],
  seenOutcome: Outcome | null,
): GameCheck {
  const { input, steps, acts } = record;
  const g = GAMES[input.game];
  if (!g) throw new Error(`unknown game ${input.game}`);
  const { engine, declaration } = g;
  const divergences: string[] = [];
  const humans = input.seats.flatMap((s, seat) => (s?.kind === 'human' ? [seat] : []));
  const expectedBookings: { id: string; points: number }[] = [];
  const book = (version: number, events: readonly GameEvent[], outcome: Outcome | null) => {
    const perRound = declaration.leaderboardPerRound;
    for (const seat of humans) {
      if (perRound) {
        for (const e of events) {
          const points = (e as { points?: unknown }).points;
          if (e.type !== perRound || !Array.isArray(points)) continue;
          const p = (points[seat] as number | undefined) ?? 0;
          if (p !== 0) expectedBookings.push({ id: `${input.tableId}:${version}:${seat}:round`, points: p });
        }
      } else if (outcome) {
        const p = outcome.leaderboardPoints[seat] ?? 0;
        if (p !== 0) expectedBookings.push({ id: `${input.tableId}:${version}:${seat}:game`, points: p });
      }
    }
  };

  // biome-ignore lint/suspicious/noExplicitAny: any game's state
  let state: any = null;
  const applied: { version: number; clientId: string; action: string }[] = [];
  let replayed = 0;
  for (const step of steps) {
    if (step.kind === 'setupTable') {
      const config = engine.parseConfig({
        ...input.config,
        players: input.seats.length,
        ...(declaration.humanSeats ? { [declaration.humanSeats]: humans } : {}),
      });
      state = engine.setup(config, input.seed);
      if (canonicalJson(state) !== canonicalJson(step.state))
        divergences.push(`setup differs (v${step.version})`);
      state = step.state;
      replayed++;
      continue;
    }
    if (state === null) {
      divergences.push(`v${step.version}: a step before the setup`);
      continue;
    }
    const wanted = canonicalJson(step.state);
    let next: { state: unknown; events: readonly GameEvent[] } | null = null;
    if (step.kind === 'stepTable') {
      const byAct = acts.get(step.version) ?? [];
      if (byAct.length !== 1)
        divergences.push(`v${step.version}: ${byAct.length} act updates answered with it`);
      const a = byAct[0];
      if (a) {
        try {
          const r = engine.apply(state, a.seat, a.action);
          if (canonicalJson(r.state) === wanted) next = r;
        } catch (e) {
          divergences.push(`v${step.version}: the act was illegal in the replay (${String(e)})`);
        }
        applied.push({ version: step.version, clientId: a.clientId, action: canonicalJson(a.action) });
      }
    } else if (step.moves && step.moves.length > 0) {
      // A chain of automatic moves: each recorded action must be legal where it was played, each
      // published version books what its step scored, and the last state must be the recorded one.
      // biome-ignore lint/suspicious/noExplicitAny: any game's state
      let s: any = state;
      let failed = false;
      for (const mv of step.moves) {
        const legal = engine
          .legalActions(s, mv.seat)
          .some((a) => canonicalJson(a) === canonicalJson(mv.action));
        if (!legal) {
          divergences.push(`v${mv.version} (autoMove chain): the recorded action is not legal there`);
          failed = true;
          break;
        }
        const r = engine.apply(s, mv.seat, mv.action);
        s = r.state;
        if (mv.version !== step.version) book(mv.version, r.events, engine.outcome(s));
        else next = r;
      }
      if (failed || canonicalJson(s) !== wanted) next = null;
      if (next) replayed += step.moves.length - 1;
    } else {
      for (const seat of engine.toAct(state)) {
        for (const action of engine.legalActions(state, seat)) {
          const r = engine.apply(state, seat, action);
          if (canonicalJson(r.state) === wanted) next = r;
          if (next) break;
        }
        if (next) break;
      }
    }
    if (!next) {
      divergences.push(`v${step.version} (${step.kind}): no legal action leads to the recorded state`);
      state = step.state;
      continue;
    }
    state = next.state;
    replayed++;
    book(step.version, next.events, engine.outcome(state));
  }
  const finalOutcome = state ? engine.outcome(state) : null;
  const core = (o: Outcome) => canonicalJson([o.scores, o.ranks, o.leaderboardPoints]);
  const outcomeMatches =
    seenOutcome !== null && finalOutcome !== null && core(finalOutcome) === core(seenOutcome);

  let lost = 0;
  let doubled = 0;
  const byClient = new Map<string, number>();
  for (const a of applied) byClient.set(a.clientId, (byClient.get(a.clientId) ?? 0) + 1);
  for (const n of byClient.values()) if (n > 1) doubled += n - 1;
  for (const ack of acknowledged) {
    const here = applied.filter((a) => a.clientId === ack.clientId);
    if (here.length === 0 || !here.some((a) => a.version === ack.version)) lost++;
  }
  const answered = new Set(acknowledged.map((a) => a.clientId));
  return {
    divergences,
    replayedSteps: replayed,
    outcomeMatches,
    actionsAcknowledged: new Set(acknowledged.map((a) => a.clientId)).size,
    actionsLost: lost,
    actionsDoubled: doubled,
    appliedUnanswered: applied.filter((a) => !answered.has(a.clientId)).length,
    expectedBookings,
  };
}

/** Compares the ledger with the expected bookings, waiting up to `waitMs` for the missing ones. */
export async function checkBookings(
  pool: Pool,
  tableId: string,
  expected: readonly { id: string; points: number }[],
  waitMs: number,
) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let rows: { id: string; points: number }[] = [];
    try {
      rows = (
        await pool.query<{ id: string; points: number }>(
          'select id, points from ranking.bookings where table_id = $1',
          [tableId],
        )
      ).rows;
    } catch {}
    const have = new Map(rows.map((r) => [r.id, r.points]));
    const want = new Map(expected.map((b) => [b.id, b.points]));
    const lost = expected.filter((b) => have.get(b.id) !== b.points).length;
    const doubled = rows.filter((r) => !want.has(r.id)).length;
    if ((lost === 0 && doubled === 0) || Date.now() > deadline) {
      return { expected: expected.length, booked: rows.length, lost, doubled };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
