/**
 * The record's ledger: every finished game once, in Postgres (schema `record`, table `games`).
 * A game's id is unique, so a stream entry delivered twice is a no-op. Bandenbuch pages and
 * statistics are computed from these rows, never kept beside them.
 */
import { fileURLToPath } from 'node:url';
import { lineupKey } from '@spielcenter/coup';
import { migrate, type Pool } from '@spielcenter/kit';
import type { GameId, GameRecord } from '@spielcenter/proto';

export const SCHEMA = 'record';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Brings the record's schema up to date (the ranking process at start, `npm run migrate`, tests). */
export function migrateRecord(pool: Pool, schema = SCHEMA): Promise<string[]> {
  return migrate(pool, { dir: MIGRATIONS_DIR, schema });
}

/** The people of a game's seats (player ids in seat order) and its line-up key. */
export function lineupOf(players: readonly (string | null)[]): { humans: string[]; lineup: string } {
  const humans = players.filter((p): p is string => p !== null);
  return { humans, lineup: lineupKey(humans, players.length) };
}

/** Records a finished game; true when it is new. */
export async function recordGame(pool: Pool, g: GameRecord, schema = SCHEMA): Promise<boolean> {
  const { humans, lineup } = lineupOf(g.seats.map((s) => (s.kind === 'human' ? s.playerId : null)));
  const r = await pool.query(
    `insert into "${schema}".games
       (id, game, table_id, at, seats, players, lineup, scores, ranks, points, details, daily)
     values ($1, $2, $3, to_timestamp($4 / 1000.0), $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (id) do nothing`,
    [
      g.id,
      g.game,
      g.tableId,
      g.at,
      JSON.stringify(g.seats),
      humans,
      lineup,
      JSON.stringify(g.scores),
      JSON.stringify(g.ranks),
      JSON.stringify(g.points),
      JSON.stringify(g.details),
      g.daily,
    ],
  );
  return r.rowCount === 1;
}

/** One recorded game as read back (the player's seat resolved by the query). */
export interface GameRow {
  readonly id: string;
  readonly game: GameId;
  readonly tableId: string;
  readonly at: number;
  readonly players: readonly string[];
  readonly lineup: string;
  readonly seats: GameRecord['seats'];
  readonly scores: readonly number[];
  readonly ranks: readonly number[];
  readonly points: readonly number[];
  readonly details: Record<string, unknown>;
  readonly daily: string | null;
}

interface Raw {
  id: string;
  game: GameId;
  table_id: string;
  at_ms: string;
  players: string[];
  lineup: string;
  seats: GameRecord['seats'];
  scores: number[];
  ranks: number[];
  points: number[];
  details: Record<string, unknown>;
  daily: string | null;
}

const COLUMNS = `id, game, table_id, (extract(epoch from at) * 1000)::bigint as at_ms, players, lineup,
  seats, scores, ranks, points, details, to_char(daily, 'YYYY-MM-DD') as daily`;

function row(r: Raw): GameRow {
  return {
    id: r.id,
    game: r.game,
    tableId: r.table_id,
    at: Number(r.at_ms),
    players: r.players,
    lineup: r.lineup,
    seats: r.seats,
    scores: r.scores,
    ranks: r.ranks,
    points: r.points,
    details: r.details,
    daily: r.daily,
  };
}

/** A line-up's games of `game` outside the daily deals, in the order they ended. */
export async function lineupGames(
  pool: Pool,
  game: GameId,
  lineup: string,
  schema = SCHEMA,
): Promise<GameRow[]> {
  const { rows } = await pool.query<Raw>(
    `select ${COLUMNS} from "${schema}".games
     where game = $1 and lineup = $2 and daily is null order by at, seq`,
    [game, lineup],
  );
  return rows.map(row);
}

/** Every game a player played (of one game, or all), in the order they ended. */
export async function playerGames(
  pool: Pool,
  playerId: string,
  game: GameId | null,
  schema = SCHEMA,
): Promise<GameRow[]> {
  const { rows } = await pool.query<Raw>(
    `select ${COLUMNS} from "${schema}".games
     where players @> array[$1]::text[] and ($2::text is null or game = $2) order by at, seq`,
    [playerId, game],
  );
  return rows.map(row);
}
