/**
 * Speedcoup's Bandenbuch on the server: one page per line-up (the people's ids sorted and the
 * number of seats), computed from the line-up's recorded attempts (`pageOf` of the coup package:
 * attempts, Pfiff, when made, badges, skips, the evenings). What a line-up may start and the
 * points of an attempt are decided here, never in the browser.
 */
import {
  EVENING_GAP_MS,
  failedTonight,
  LAST_COUP,
  type Logbook,
  mayStart,
  maySkip,
  type Page,
  type PageAttempt,
  pageOf,
  unlockedCoup,
} from '@spielcenter/coup';
import type { Pool } from '@spielcenter/kit';
import { commonErrors } from '@spielcenter/proto';
import { recordErrors } from './errors.js';
import { type GameRow, lineupGames, lineupOf, SCHEMA } from './store.js';

/** An attempt's facts from the engine's outcome details (null: not a Speedcoup attempt). */
export function attemptOf(g: Pick<GameRow, 'details' | 'at'>): PageAttempt | null {
  const d = g.details;
  if (typeof d.coup !== 'number' || typeof d.success !== 'boolean') return null;
  return {
    coup: d.coup,
    success: d.success,
    pfiff: d.pfiff === true,
    humanSignal: d.humanSignal === true,
    at: g.at,
  };
}

/** The line-up's „Feierabend“s, epoch ms, oldest first. */
async function eveningEnds(pool: Pool, lineup: string, schema: string): Promise<number[]> {
  const { rows } = await pool.query<{ at: string }>(
    `select (extract(epoch from at) * 1000)::bigint as at from "${schema}".evening_ends
     where game = 'coup' and lineup = $1 order by at`,
    [lineup],
  );
  return rows.map((r) => Number(r.at));
}

export async function coupPage(
  pool: Pool,
  lineup: string,
  schema = SCHEMA,
): Promise<{ page: Page; rows: GameRow[]; ends: number[] }> {
  const [rows, ends] = await Promise.all([
    lineupGames(pool, 'coup', lineup, schema),
    eveningEnds(pool, lineup, schema),
  ]);
  const attempts = rows.flatMap((r) => attemptOf(r) ?? []);
  return { page: pageOf(lineup, attempts, ends), rows, ends };
}

/**
 * Attempts at `coup` in the evening an attempt at `now` belongs to (the runs of < 4 h gaps, cut by
 * a „Feierabend“).
 */
function attemptsTonight(rows: readonly GameRow[], ends: readonly number[], coup: number, now: number): number {
  let n = 0;
  let next = now;
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i] as GameRow;
    if (next - r.at >= EVENING_GAP_MS || ends.some((e) => e >= r.at && e <= next)) break;
    if (attemptOf(r)?.coup === coup) n += 1;
    next = r.at;
  }
  return n;
}

/**
 * „Feierabend“: the evening of a line-up (a table's seats' players, null for a computer) ends now,
 * asked by one of its people: the next attempt opens a new evening, and the failed attempts before
 * it no longer lower the points („je Fehlversuch an diesem Abend einen weniger“). False for a
 * caller who is not on the line-up.
 */
export async function endEvening(
  pool: Pool,
  playerId: string,
  players: readonly (string | null)[],
  now: number,
  schema = SCHEMA,
): Promise<boolean> {
  if (!players.includes(playerId)) return false;
  await pool.query(
    `insert into "${schema}".evening_ends (game, lineup, at) values ('coup', $1, to_timestamp($2 / 1000.0))`,
    [lineupOf(players).lineup, now],
  );
  return true;
}

/**
 * The coup the config names: a whole number of the campaign (1–50), else refused with the coded
 * COMMON_BAD_CONFIG. Never another coup in its place: "1; drop", true or [1] is no coup 1.
 */
function coupNumber(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LAST_COUP) return value;
  throw commonErrors.make('COMMON_BAD_CONFIG', {
    reason: `coup: a whole number from 1 to ${LAST_COUP}, not ${JSON.stringify(value) ?? String(value)}`,
  });
}

/**
 * The config of the line-up's next attempt: the coup (refused when `strict` and the page does not
 * allow it; else the unlocked one instead), the failed attempts of this evening (the points), the
 * attempt number this evening.
 */
export async function prepareCoup(
  pool: Pool,
  req: { config: Record<string, unknown>; players: readonly (string | null)[]; strict: boolean },
  now: number,
  schema = SCHEMA,
): Promise<Record<string, unknown>> {
  const { lineup } = lineupOf(req.players);
  const { page, rows, ends } = await coupPage(pool, lineup, schema);
  const unlocked = unlockedCoup(page.book);
  const wanted = req.config.coup === undefined ? unlocked : coupNumber(req.config.coup);
  let coup = wanted;
  // Fixed deals (`deck`) reach a table only where the gateway allows seeds (tests, local
  // development): such a set-up game plays the coup it names; the points are still decided here.
  const setUp = req.config.deck !== undefined;
  if (!setUp && !mayStart(page.book, wanted)) {
    if (req.strict) throw recordErrors.make('RECORD_COUP_LOCKED', { coup: wanted, unlocked });
    coup = unlocked;
  }
  return {
    ...req.config,
    coup,
    failedTonight: failedTonight(page, coup, now),
    attempt: attemptsTonight(rows, ends, coup, now) + 1,
  };
}

/** Has the player made the day's Tagescoup already („ist er geschafft, ist Feierabend“)? */
export async function dailyMade(
  pool: Pool,
  playerId: string,
  date: string,
  schema = SCHEMA,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `select 1 from "${schema}".games
     where game = 'coup' and daily = $1::date and players @> array[$2]::text[]
       and details->>'success' = 'true' limit 1`,
    [date, playerId],
  );
  return (rowCount ?? 0) > 0;
}

export interface PageView {
  readonly lineup: string;
  readonly seats: number;
  /** The people of the line-up with the names they last played under. */
  readonly players: readonly { readonly playerId: string; readonly name: string }[];
  readonly coups: Logbook['coups'];
  readonly unlocked: number;
  readonly maySkip: boolean;
  /** Points the line-up's people earned together here. */
  readonly points: number;
  readonly attempts: number;
  /** Epoch ms of the last attempt; the evening of the last attempt goes on until 4 h after it. */
  readonly lastAt: number | null;
  /** The failed attempts of the running evening per coup (empty when it ended). */
  readonly failedTonight: Readonly<Record<string, number>>;
}

/** A line-up's page as the Bandenbuch shows it (an empty page before its first attempt). */
async function pageView(pool: Pool, lineup: string, now: number, schema: string): Promise<PageView> {
  const { page, rows: games } = await coupPage(pool, lineup, schema);
  const last = games.at(-1);
  const names = new Map<string, string>();
  for (const g of games) for (const s of g.seats) if (s.kind === 'human') names.set(s.playerId, s.name);
  const failed: Record<string, number> = {};
  for (const n of Object.keys(page.book.coups)) {
    const f = failedTonight(page, Number(n), now);
    if (f > 0) failed[n] = f;
  }
  return {
    lineup,
    seats: last?.seats.length ?? Number(lineup.split('#').at(-1)),
    players: [...names].map(([id, name]) => ({ playerId: id, name })),
    coups: page.book.coups,
    unlocked: unlockedCoup(page.book),
    maySkip: maySkip(page.book),
    points: page.points.reduce((a, b) => a + b, 0),
    attempts: page.points.length,
    lastAt: page.lastAt,
    failedTonight: failed,
  };
}

/** Every Bandenbuch page the player is on, the most recent first. */
export async function pagesOf(
  pool: Pool,
  playerId: string,
  now: number,
  schema = SCHEMA,
): Promise<PageView[]> {
  const { rows } = await pool.query<{ lineup: string }>(
    `select lineup from "${schema}".games
     where game = 'coup' and daily is null and players @> array[$1]::text[]
     group by lineup order by max(at) desc limit 50`,
    [playerId],
  );
  const pages: PageView[] = [];
  for (const { lineup } of rows) pages.push(await pageView(pool, lineup, now, schema));
  return pages;
}

/**
 * The page of one line-up (the seats' players, null for a computer: a table's), also before its
 * first attempt; only for a player on it (else none).
 */
export async function lineupPage(
  pool: Pool,
  playerId: string,
  players: readonly (string | null)[],
  now: number,
  schema = SCHEMA,
): Promise<PageView[]> {
  if (!players.includes(playerId)) return [];
  return [await pageView(pool, lineupOf(players).lineup, now, schema)];
}
