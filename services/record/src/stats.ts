/**
 * A player's statistics per game, computed from the recorded games (the ledger) every time:
 * games, wins (place 1), places, Bestenliste points of the games, and each game's own figures
 * from its outcome details — Speedboss' bid hit rate, Speedkrakau's "Meine Partien" (Siege,
 * Reizquote, geschaffte Spiele, Meldungen, Bomben, bestes Spiel), Speedhokus' announcements
 * delivered and skunks that caught someone, Speedcoup's attempts made.
 */
import type { Pool } from '@spielcenter/kit';
import type { GameId } from '@spielcenter/proto';
import { type GameRow, playerGames, SCHEMA } from './store.js';

export interface GameStats {
  readonly game: GameId;
  readonly games: number;
  readonly wins: number;
  /** places[i]: how often the player finished in place i + 1. */
  readonly places: readonly number[];
  readonly points: number;
  /** The game's own figures by name (counts; rates are computed by the reader from them). */
  readonly figures: Readonly<Record<string, number>>;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const at = (v: unknown, i: number): unknown => (Array.isArray(v) ? v[i] : undefined);

/** The game's own figures of one seat in one game (summed over the games; `best*` take the maximum). */
export function figuresOf(g: GameRow, seat: number): Record<string, number> {
  const d = g.details;
  switch (g.game) {
    case 'boss': {
      const bids = Array.isArray(d.bids) ? d.bids : [];
      let hit = 0;
      bids.forEach((round, i) => {
        if (num(at(round, seat)) === num(at(at(d.tricks, i), seat)) && at(round, seat) !== undefined)
          hit += 1;
      });
      return { rounds: bids.length, bidsHit: hit };
    }
    case 'krakau': {
      const s = (at(d.stats, seat) ?? {}) as Record<string, unknown>;
      return {
        matchesWon: s.wonMatch === true ? 1 : 0,
        // „Reizquote (wie oft du selbst gespielt hast)“: of the games the seat played in; with four
        // players the dealer sits one out (records from before gamesPlayed count every game).
        deals: typeof s.gamesPlayed === 'number' ? num(s.gamesPlayed) : num(d.games),
        declarer: num(s.timesDeclarer),
        gamesMade: num(s.gamesMade),
        marriages: num(s.marriages),
        bombas: num(s.bombas),
        bestGame: num(s.bestGame),
      };
    }
    case 'hokus': {
      const r = (at(d.records, seat) ?? {}) as Record<string, unknown>;
      return { announced: num(r.announced), delivered: num(r.delivered), catches: num(r.catches) };
    }
    case 'coup':
      return { attempts: 1, made: d.success === true ? 1 : 0, pfiff: d.pfiff === true ? 1 : 0 };
    default:
      return {};
  }
}

/** Figures that keep their maximum instead of a sum. */
const BEST = new Set(['bestGame']);

export function statsFrom(playerId: string, game: GameId, rows: readonly GameRow[]): GameStats {
  const places: number[] = [];
  const figures: Record<string, number> = {};
  let games = 0;
  let wins = 0;
  let points = 0;
  for (const g of rows) {
    if (g.game !== game) continue;
    const seat = g.seats.findIndex((s) => s.kind === 'human' && s.playerId === playerId);
    if (seat < 0) continue;
    games += 1;
    const rank = g.ranks[seat] ?? 1;
    if (rank === 1) wins += 1;
    while (places.length < rank) places.push(0);
    places[rank - 1] = (places[rank - 1] ?? 0) + 1;
    points += g.points[seat] ?? 0;
    for (const [k, v] of Object.entries(figuresOf(g, seat)))
      figures[k] = BEST.has(k) ? Math.max(figures[k] ?? v, v) : (figures[k] ?? 0) + v;
  }
  return { game, games, wins, places, points, figures };
}

/** The player's statistics of one game (null: every game they played). */
export async function statsOf(
  pool: Pool,
  playerId: string,
  game: GameId | null,
  schema = SCHEMA,
): Promise<GameStats[]> {
  const rows = await playerGames(pool, playerId, game, schema);
  const games = game ? [game] : [...new Set(rows.map((r) => r.game))];
  return games.map((g) => statsFrom(playerId, g, rows));
}
