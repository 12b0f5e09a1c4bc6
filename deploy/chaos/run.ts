/**
 * The chaos runner: starts the launcher's stack (scripts/start.mjs on free ports with servers of
 * its own), plays quick games against computers as a client (player.ts), and for each component
 * kills its process mid-game N times, waits for the launcher to start it again, and goes on. After
 * each game: did it reach its end, was every acknowledged action applied exactly once (the table's
 * record replayed in the pure engine, verify.ts), did the player's versions have gaps after a
 * resync, does the ranking ledger hold exactly the bookings the game implies. Prints JSON.
 *
 *   npm run chaos -- [--kills 20] [--components tables,rules-boss,…] [--spacing 5000]
 *                    [--infra-signal SIGTERM|SIGKILL]
 *
 * The project's processes get SIGKILL (kill -9). Redis and NATS get SIGTERM by default (a graceful
 * stop: Redis writes its append-only file, NATS its JetStream store); `--infra-signal SIGKILL`
 * kills them too (Redis then loses up to the last second of writes, its fsync interval).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool, type Pool } from '@spielcenter/kit';
import type { Outcome } from '@spielcenter/proto';
import { Client, Connection } from '@temporalio/client';
import { type GameOptions, Player } from './player.js';
import { Launcher } from './stack.js';
import { checkBookings, checkGame, tableRecord } from './verify.js';

export const COMPONENTS = [
  'tables',
  'rules-boss',
  'rules-coup',
  'rules-cruise',
  'rules-krakau',
  'rules-hokus',
  'ai',
  'gateway',
  'ranking',
  'redis',
  'nats',
] as const;

/**
 * The quick game played while a component is killed: the rule service's own game; Speedboss for
 * the ranking service; else `--game` (Speedboss by default).
 */
const GAME_SETUP: Record<string, Pick<GameOptions, 'game' | 'computers' | 'options'>> = {
  boss: { game: 'boss', computers: 3 },
  coup: { game: 'coup', computers: 3 },
  cruise: { game: 'cruise', computers: 1, options: { mode: 'classic' } },
  krakau: { game: 'krakau', computers: 1, options: { target: 500 } },
  hokus: { game: 'hokus', computers: 2 },
};

export interface ChaosOptions {
  readonly kills: number;
  readonly components: readonly string[];
  /** Wait at least this long after a recovery (and a few new versions) before the next kill. */
  readonly spacingMs: number;
  readonly infraSignal: NodeJS.Signals;
  /** The game for components that are not a rule service. */
  readonly game: string;
  /** A table whose version does not move for this long is lost. */
  readonly stallMs: number;
  /** Progress every line on stderr. */
  readonly verbose?: boolean;
}

interface GameReport {
  readonly tableId: string;
  readonly end: string;
  readonly kills: number;
  readonly divergences: string[];
  readonly outcomeMatches: boolean;
  readonly acknowledged: number;
  readonly actionsLost: number;
  readonly actionsDoubled: number;
  readonly appliedUnanswered: number;
  readonly versionGaps: number;
  readonly reconnects: number;
  readonly fetches: number;
  readonly workflow: string;
  readonly bookings: { expected: number; booked: number; lost: number; doubled: number };
  readonly errors: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Nearest-rank percentiles and the maximum of a list of milliseconds. */
function timing(v: readonly number[]) {
  const s = [...v].sort((a, b) => a - b);
  const at = (p: number) =>
    s.length ? (s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] as number) : null;
  return { n: s.length, p50: at(50), p95: at(95), max: at(100) };
}

function gameFor(component: string, fallback: string) {
  const m = /^rules-(\w+)$/.exec(component);
  // The ranking service is killed during Speedboss: it books every round, so bookings are in flight.
  const game = m ? (m[1] as string) : component === 'ranking' ? 'boss' : fallback;
  const setup = GAME_SETUP[game];
  if (!setup) throw new Error(`no game for ${component}`);
  return setup;
}

/** One game with kills of `component` while it runs; the checks after its end. */
async function playWithKills(
  launcher: Launcher,
  temporal: Client,
  pool: Pool,
  component: string,
  budget: number,
  o: ChaosOptions,
  recoveries: number[],
  progress: number[],
): Promise<GameReport> {
  const note = (msg: string) => o.verbose && process.stderr.write(`[chaos] ${component}: ${msg}\n`);
  const setup = gameFor(component, o.game);
  const player = new Player({
    gatewayUrl: launcher.state().urls.graphql,
    ...setup,
    stallMs: o.stallMs,
    timeoutMs: 30 * 60_000,
  });
  await player.start();
  note(`table ${player.tableId} (${setup.game})`);
  const playing = player.play();
  let ended: string | null = null;
  void playing.then((e) => {
    ended = e;
  });
  // The table's workflow: a failed (or otherwise ended) one without an outcome is a lost table.
  const handle = temporal.workflow.getHandle(`table-${player.tableId}`);
  const watch = setInterval(() => {
    handle
      .describe()
      .then((d) => {
        if (d.status.name !== 'RUNNING' && !player.latest?.outcome) {
          setTimeout(() => {
            if (!player.latest?.outcome) player.abort();
          }, 5000);
        }
      })
      .catch(() => {});
  }, 2000);
  const signal = component === 'redis' || component === 'nats' ? o.infraSignal : 'SIGKILL';
  let kills = 0;
  const errors: string[] = [];
  let mark = player.version;
  let since = Date.now();
  while (kills < budget && ended === null) {
    // Mid-game: a few new versions and the spacing since the start or the last recovery.
    if (player.version < mark + 3 || Date.now() - since < o.spacingMs || player.latest?.outcome) {
      await sleep(50);
      continue;
    }
    const at = player.version;
    const t0 = performance.now();
    try {
      const ms = await launcher.kill(component, signal);
      recoveries.push(ms);
      kills++;
      note(`kill ${kills} at v${at} (${signal}): back after ${ms} ms`);
    } catch (e) {
      errors.push(`kill: ${String(e)}`);
      break;
    }
    // The game moves again: the first new version after the kill.
    const deadline = Date.now() + o.stallMs;
    while (player.version <= at && ended === null && Date.now() < deadline) await sleep(20);
    if (player.version > at) progress.push(Math.round(performance.now() - t0));
    mark = player.version;
    since = Date.now();
  }
  const end = await playing;
  clearInterval(watch);
  note(`table ${player.tableId}: ${end} at v${player.version}`);
  if (end !== 'finished') await player.leave();
  let check: ReturnType<typeof checkGame> | null = null;
  let workflow = 'unknown';
  try {
    // The history is complete once the workflow ended (a lost table: whatever it recorded).
    for (let i = 0; i < 50; i++) {
      workflow = (await handle.describe()).status.name;
      if (workflow !== 'RUNNING') break;
      await sleep(200);
    }
    const record = await tableRecord(temporal, player.tableId);
    check = checkGame(record, player.acknowledged, (player.latest?.outcome ?? null) as Outcome | null);
  } catch (e) {
    errors.push(`check: ${String(e)}`);
  }
  const bookings = check
    ? await checkBookings(pool, player.tableId, check.expectedBookings, 60_000)
    : { expected: 0, booked: 0, lost: 0, doubled: 0 };
  return {
    tableId: player.tableId,
    end,
    kills,
    divergences: check?.divergences ?? ['not checked'],
    outcomeMatches: check?.outcomeMatches ?? false,
    acknowledged: check?.actionsAcknowledged ?? player.acknowledged.length,
    actionsLost: check?.actionsLost ?? 0,
    actionsDoubled: check?.actionsDoubled ?? 0,
    appliedUnanswered: check?.appliedUnanswered ?? 0,
    versionGaps: player.gaps.length,
    reconnects: player.reconnects,
    fetches: player.fetches,
    workflow,
    bookings,
    errors: [...errors, ...player.errors.slice(0, 5)],
  };
}

export async function runChaos(o: ChaosOptions) {
  const runDir = mkdtempSync(join(tmpdir(), 'spielcenter-chaos-'));
  const started = performance.now();
  const launcher = await Launcher.start(runDir);
  const state = launcher.state();
  const connection = await Connection.connect({ address: state.env.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection });
  const pool = createPool(state.env.DATABASE_URL, 2);
  const components: ComponentReport[] = [];
  try {
    for (const component of o.components) {
      const games: GameReport[] = [];
      const recoveries: number[] = [];
      const progress: number[] = [];
      let kills = 0;
      // Games until the kills are done (a game that ends before takes the rest into the next one).
      // (A short game may end before its kill: at most four games per kill.)
      while (kills < o.kills && games.length < 4 * o.kills + 4) {
        const g = await playWithKills(
          launcher,
          temporal,
          pool,
          component,
          o.kills - kills,
          o,
          recoveries,
          progress,
        );
        games.push(g);
        kills += g.kills;
        if (g.errors.some((e) => e.startsWith('kill:'))) break;
      }
      components.push(summarize(component, o, kills, games, recoveries, progress));
    }
  } finally {
    await pool.end().catch(() => {});
    await connection.close().catch(() => {});
    await launcher.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
  const total = (f: (c: ComponentReport) => number) => components.reduce((n, c) => n + f(c), 0);
  return {
    killsPerComponent: o.kills,
    infraSignal: o.infraSignal,
    seconds: Math.round((performance.now() - started) / 1000),
    totals: {
      kills: total((c) => c.kills),
      tablesPlayed: total((c) => c.tables.played),
      tablesLost: total((c) => c.tables.lost),
      actionsLost: total((c) => c.actions.lost),
      actionsDoubled: total((c) => c.actions.doubled),
      versionGaps: total((c) => c.versionGaps),
      bookingsLost: total((c) => c.bookings.lost),
      bookingsDoubled: total((c) => c.bookings.doubled),
    },
    components,
  };
}

type ComponentReport = ReturnType<typeof summarize>;

function summarize(
  component: string,
  o: ChaosOptions,
  kills: number,
  games: readonly GameReport[],
  recoveries: number[],
  progress: number[],
) {
  const sum = (f: (g: GameReport) => number) => games.reduce((n, g) => n + f(g), 0);
  const lost = games.filter((g) => g.end !== 'finished' || !g.outcomeMatches || g.divergences.length > 0);
  return {
    component,
    signal: component === 'redis' || component === 'nats' ? o.infraSignal : 'SIGKILL',
    kills,
    tables: { played: games.length, finished: sum((g) => (g.end === 'finished' ? 1 : 0)), lost: lost.length },
    actions: {
      acknowledged: sum((g) => g.acknowledged),
      lost: sum((g) => g.actionsLost),
      doubled: sum((g) => g.actionsDoubled),
      appliedUnanswered: sum((g) => g.appliedUnanswered),
    },
    versionGaps: sum((g) => g.versionGaps),
    reconnects: sum((g) => g.reconnects),
    fetches: sum((g) => g.fetches),
    bookings: {
      expected: sum((g) => g.bookings.expected),
      lost: sum((g) => g.bookings.lost),
      doubled: sum((g) => g.bookings.doubled),
    },
    recoveryMs: timing(recoveries),
    gameMovesAgainMs: timing(progress),
    killErrors: games.flatMap((g) => g.errors.filter((e) => e.startsWith('kill:'))),
    failures: lost.map((g) => ({
      workflow: g.workflow,
      tableId: g.tableId,
      end: g.end,
      divergences: g.divergences.slice(0, 3),
      errors: g.errors,
    })),
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const components = arg('components', COMPONENTS.join(',')).split(',');
  const unknown = components.filter((c) => !(COMPONENTS as readonly string[]).includes(c));
  if (unknown.length > 0) {
    console.error(`unknown components: ${unknown.join(', ')} (known: ${COMPONENTS.join(', ')})`);
    process.exit(2);
  }
  const result = await runChaos({
    kills: Number(arg('kills', '20')),
    components,
    spacingMs: Number(arg('spacing', '5000')),
    infraSignal: arg('infra-signal', 'SIGTERM') as NodeJS.Signals,
    game: arg('game', 'boss'),
    stallMs: Number(arg('stall', '120000')),
    verbose: !process.argv.includes('--quiet'),
  });
  console.log(JSON.stringify(result, null, 2));
  const t = result.totals;
  process.exit(
    t.tablesLost + t.actionsLost + t.actionsDoubled + t.bookingsLost + t.bookingsDoubled > 0 ? 1 : 0,
  );
}
