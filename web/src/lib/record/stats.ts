/**
 * The player's statistics as the server keeps them (GraphQL `myStats`, services/record): per game
 * the games, wins (place 1), places, points and the game's own counts. The web only shows them;
 * the game's own figures' labels come from its game module (`stats`).
 */
export interface GameStats {
  readonly game: string;
  readonly games: number;
  readonly wins: number;
  /** places[i]: how often the player finished in place i + 1. */
  readonly places: readonly number[];
  readonly points: number;
  readonly figures: Readonly<Record<string, number>>;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The statistics of `game` from `myStats`' answer (null: not there or not in shape). */
export function statsOfGame(data: unknown, game: string): GameStats | null {
  if (!Array.isArray(data)) return null;
  for (const s of data as unknown[]) {
    if (typeof s !== 'object' || s === null) continue;
    const r = s as Record<string, unknown>;
    if (r.game !== game) continue;
    if (!isNum(r.games) || !isNum(r.wins) || !isNum(r.points)) return null;
    const places = Array.isArray(r.places) ? r.places.map((p) => (isNum(p) ? p : 0)) : [];
    const figures: Record<string, number> = {};
    if (typeof r.figures === 'object' && r.figures !== null)
      for (const [k, v] of Object.entries(r.figures)) if (isNum(v)) figures[k] = v;
    return { game, games: r.games, wins: r.wins, places, points: r.points, figures };
  }
  return null;
}

const DE = new Intl.NumberFormat('de-DE');

/** A count in German ("1.130"). */
export const count = (n: number | undefined): string => DE.format(n ?? 0);

/** A share in whole percent ("62 %"), "–" without a base. */
export function rate(part: number | undefined, whole: number | undefined): string {
  if (!whole) return '–';
  return `${DE.format(Math.round(((part ?? 0) / whole) * 100))} %`;
}

/** "3 von 5 (60 %)". */
export const ofRate = (part: number | undefined, whole: number | undefined): string =>
  `${count(part)} von ${count(whole)} (${rate(part, whole)})`;

/** The places as a line: "1. Platz 3× · 2. Platz 1×" (places never reached left out). */
export function placesLine(places: readonly number[]): string {
  const parts = places.flatMap((n, i) => (n > 0 ? [`${i + 1}. Platz ${count(n)}×`] : []));
  return parts.length > 0 ? parts.join(' · ') : '–';
}
