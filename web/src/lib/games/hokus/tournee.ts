/**
 * Speedhokus' Tournee in the browser („Der Fortschritt bleibt in diesem Browser“): six stations,
 * each with its fixed rivals; only place 1 travels on („Weiter nach …“ on the end board).
 *
 * The stations (the same table in web/README.md): „von Station zu Station werden es mehr und sie
 * spielen stärker“. There are more rivals at every station until the table is full (five computers:
 * „allein spielst du gegen zwei bis fünf Computer“, so six stations cannot all add one), and every
 * station plays stronger than the one before: its field is mixed (each rival has his own level),
 * the mean level rises at every station and nobody is weaker than the weakest before.
 *
 * | Station     | Computer | Stärke              |
 * |-------------|----------|---------------------|
 * | 1. Berlin   | 2        | 2 leicht            |
 * | 2. Wien     | 3        | 2 leicht, 1 normal  |
 * | 3. Prag     | 4        | 1 leicht, 3 normal  |
 * | 4. Budapest | 5        | 5 normal            |
 * | 5. London   | 5        | 3 normal, 2 stark   |
 * | 6. Paris    | 5        | 5 stark             |
 *
 * Each rival's style belongs to his name (`characterOfName`, @spielcenter/hokus/characters, where
 * every city's rivals are listed with their styles: no two cities seat the same styles), so every
 * city has the same rivals at every visit. A show belongs to the Tournee by its table id (kept
 * here with its station), which survives a reload of the table; the engine knows nothing of it.
 */
import { characterOfName, type HokusCharacter } from '@spielcenter/hokus/characters';
import { LEVEL_NAMES_DE, type Level } from '@spielcenter/proto';
import { browserStorage } from '$lib/storage';

export interface Station {
  readonly city: string;
  readonly computers: number;
  /** Each rival's level, seat 1 … n. */
  readonly levels: readonly Level[];
  /** „Jede Stadt hat feste Rivalen“: their stage names, seat 1 … n. */
  readonly rivals: readonly string[];
}

const E: Level = 'easy';
const N: Level = 'normal';
const S: Level = 'strong';

export const STATIONS: readonly Station[] = [
  { city: 'Berlin', computers: 2, levels: [E, E], rivals: ['Kalle Knall', 'Fräulein Flitter'] },
  {
    city: 'Wien',
    computers: 3,
    levels: [E, E, N],
    rivals: ['Der schöne Ferdl', 'Hofrat Hokus', 'Mizzi Mirakel'],
  },
  {
    city: 'Prag',
    computers: 4,
    levels: [E, N, N, N],
    rivals: ['Meister Golem', 'Věra Vanitas', 'Der Alchimist', 'Franz Phantom'],
  },
  {
    city: 'Budapest',
    computers: 5,
    levels: [N, N, N, N, N],
    rivals: ['Graf Gulyás', 'Ilona Illusion', 'Lajos Levitas', 'Madame Donau', 'Zoltán Zauber'],
  },
  {
    city: 'London',
    computers: 5,
    levels: [N, N, S, S, N],
    rivals: ['Sir Sleight', 'Lady Lumos', 'Mr. Mystery', 'The Great Barnaby', 'Captain Conjure'],
  },
  {
    city: 'Paris',
    computers: 5,
    levels: [S, S, S, S, S],
    rivals: ['Le Grand Lumière', 'Madame Mirage', 'Monsieur Miracle', 'La Comtesse', 'Robert-Houdin II'],
  },
];

/** A station's strength in words, weakest first: "2 leicht, 1 normal". */
export function strengthText(s: Station): string {
  const order: Level[] = ['easy', 'normal', 'strong', 'master'];
  return order
    .map((l) => ({ l, n: s.levels.filter((x) => x === l).length }))
    .filter((x) => x.n > 0)
    .map((x) => `${x.n} ${LEVEL_NAMES_DE[x.l]}`)
    .join(', ');
}

export const FINALE = STATIONS.length - 1;

export function station(n: number): Station {
  const s = STATIONS[n];
  if (!s) throw new RangeError(`no Tournee station ${n}`);
  return s;
}

export interface Rival {
  /** The rival's seat at the table (1 … computers; the player sits on seat 0). */
  readonly seat: number;
  readonly name: string;
  readonly level: Level;
  readonly character: HokusCharacter;
}

/** A station's fixed rivals: the computers on seats 1 … n, each with his level and his name's character. */
export function rivals(n: number): Rival[] {
  const { computers, rivals: names, levels } = station(n);
  return Array.from({ length: computers }, (_, i) => {
    const name = names[i] ?? `Rivale ${i + 1}`;
    return { seat: i + 1, name, level: levels[i] ?? 'normal', character: characterOfName(name) };
  });
}

export interface Show {
  readonly id: string;
  readonly station: number;
  /** The player's place once the show was entered; null while it runs. */
  readonly rank: number | null;
}

export interface TourneeStore {
  /** Stations won in the running Tournee (0 … 6; 6 = Tournee gewonnen). */
  readonly won: number;
  /** Tourneen won in this browser. */
  readonly tours: number;
  /** The Tournee's shows by table id (the last 50). */
  readonly shows: readonly Show[];
}

export const STORAGE_KEY = 'spielcenter.hokus.tournee';
const KEEP = 50;

export function emptyStore(): TourneeStore {
  return { won: 0, tours: 0, shows: [] };
}

/** The station to play next, or null when the Tournee is won (Paris included). */
export function currentStation(store: TourneeStore): number | null {
  return store.won > FINALE ? null : store.won;
}

export type StationStatus = 'won' | 'current' | 'ahead';

export function stationStatus(store: TourneeStore, n: number): StationStatus {
  return n < store.won ? 'won' : n === store.won ? 'current' : 'ahead';
}

/** A show of station `n` has started at table `id`. */
export function enterShow(store: TourneeStore, id: string, n: number): TourneeStore {
  station(n);
  const shows = [...store.shows.filter((s) => s.id !== id), { id, station: n, rank: null }].slice(-KEEP);
  return { ...store, shows };
}

/** The station of a Tournee show, or null for any other table. */
export function showOf(store: TourneeStore, id: string): Show | null {
  return store.shows.find((s) => s.id === id) ?? null;
}

/** What the end board offers after a Tournee show. */
export type TourneeEnd =
  | { readonly kind: 'next'; readonly won: number; readonly next: number }
  | { readonly kind: 'again'; readonly station: number }
  | { readonly kind: 'final' };

/**
 * A Tournee show has ended with the player on `rank`: enters it once (a reload of the end board
 * changes nothing) and says what comes next. Place 1 at the running station travels on.
 */
export function finishShow(
  store: TourneeStore,
  id: string,
  rank: number,
): { store: TourneeStore; end: TourneeEnd } | null {
  const show = showOf(store, id);
  if (!show) return null;
  const first = rank === 1;
  const end: TourneeEnd = !first
    ? { kind: 'again', station: show.station }
    : show.station === FINALE
      ? { kind: 'final' }
      : { kind: 'next', won: show.station, next: show.station + 1 };
  if (show.rank !== null) return { store, end };
  const shows = store.shows.map((s) => (s.id === id ? { ...s, rank } : s));
  const advances = first && show.station === store.won;
  const won = advances ? store.won + 1 : store.won;
  const tours = advances && show.station === FINALE ? store.tours + 1 : store.tours;
  return { store: { ...store, shows, won, tours }, end };
}

/** A new Tournee from Berlin (after Paris, or when the player wants to start over). */
export function newTournee(store: TourneeStore): TourneeStore {
  return { ...store, won: 0 };
}

/** The end board's button and line for a Tournee show. */
export function endWords(end: TourneeEnd): { label: string; message: string } {
  switch (end.kind) {
    case 'next': {
      const won = station(end.won).city;
      const next = station(end.next).city;
      return {
        label: `Weiter nach ${next}`,
        message: `Tournee: ${won} liegt dir zu Füßen – weiter nach ${next}!`,
      };
    }
    case 'again': {
      const city = station(end.station).city;
      return {
        label: `Nochmal in ${city}`,
        message: `Tournee: Nur mit Platz 1 reist du weiter – nochmal in ${city}.`,
      };
    }
    case 'final':
      return { label: 'Neue Tournee', message: 'Tournee gewonnen – auch Paris liegt dir zu Füßen!' };
  }
}

function parseStore(raw: unknown): TourneeStore {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const count = (v: unknown, max: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? v : 0;
  const shows = Array.isArray(r.shows)
    ? r.shows.filter(
        (s): s is Show =>
          typeof s === 'object' &&
          s !== null &&
          typeof s.id === 'string' &&
          Number.isInteger(s.station) &&
          s.station >= 0 &&
          s.station <= FINALE &&
          (s.rank === null || Number.isInteger(s.rank)),
      )
    : [];
  return { won: count(r.won, STATIONS.length), tours: count(r.tours, Number.MAX_SAFE_INTEGER), shows };
}

export function loadStore(storage: Pick<Storage, 'getItem'> | null = browserStorage()): TourneeStore {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return raw ? parseStore(JSON.parse(raw)) : emptyStore();
  } catch {
    return emptyStore();
  }
}

export function saveStore(
  store: TourneeStore,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // not kept in private mode
  }
}

/** The way to play alone the form offers first (the last one chosen). */
export type SoloMode = 'free' | 'tournee';
const MODE_KEY = 'spielcenter.hokus.solo';

export function loadMode(storage: Pick<Storage, 'getItem'> | null = browserStorage()): SoloMode {
  try {
    return storage?.getItem(MODE_KEY) === 'tournee' ? 'tournee' : 'free';
  } catch {
    return 'free';
  }
}

export function saveMode(mode: SoloMode, storage: Pick<Storage, 'setItem'> | null = browserStorage()): void {
  try {
    storage?.setItem(MODE_KEY, mode);
  } catch {
    // not kept in private mode
  }
}
