/**
 * Passengers (Passagiere): 100 tiles. Per class 4 men and 4 women, plus 4 cruise directors
 * (Kreuzfahrtdirektoren, jokers: 2 men, 2 women).
 *
 * Notation: `<class><gender><n>`, class A..L, gender m (Herr) / w (Dame), n 1..4, e.g. `Cw3`.
 * Directors use the letter X: `Xm1`, `Xm2`, `Xw1`, `Xw2`.
 */

export const CLASS_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type ClassId = (typeof CLASS_IDS)[number];

/** German names of the 12 classes (Gesellschaftsklassen) for the UI. */
export const CLASS_NAMES: Record<ClassId, { de: string; en: string }> = {
  A: { de: 'Kapitänsclub', en: "Captain's club" },
  B: { de: 'Adel', en: 'Nobility' },
  C: { de: 'Filmstars', en: 'Film stars' },
  D: { de: 'Künstler', en: 'Artists' },
  E: { de: 'Sportler', en: 'Athletes' },
  F: { de: 'Wissenschaft', en: 'Science' },
  G: { de: 'Politik', en: 'Politics' },
  H: { de: 'Mode', en: 'Fashion' },
  I: { de: 'Musik', en: 'Music' },
  J: { de: 'Literatur', en: 'Literature' },
  K: { de: 'Finanzwelt', en: 'Finance' },
  L: { de: 'Abenteurer', en: 'Adventurers' },
};

export type TileId = string;
export type Gender = 'm' | 'w';

export interface TileInfo {
  readonly id: TileId;
  /** Class index 0..11, or -1 for a director. */
  readonly cls: number;
  readonly gender: Gender;
  readonly director: boolean;
}

function buildTiles(): TileInfo[] {
  const out: TileInfo[] = [];
  CLASS_IDS.forEach((c, cls) => {
    for (const gender of ['m', 'w'] as const) {
      for (let n = 1; n <= 4; n++) out.push({ id: `${c}${gender}${n}`, cls, gender, director: false });
    }
  });
  for (const gender of ['m', 'w'] as const) {
    for (let n = 1; n <= 2; n++) out.push({ id: `X${gender}${n}`, cls: -1, gender, director: true });
  }
  return out;
}

/** All 100 tiles in notation order. */
export const ALL_TILES: readonly TileInfo[] = buildTiles();
export const ALL_TILE_IDS: readonly TileId[] = ALL_TILES.map((t) => t.id);
const BY_ID: Record<string, TileInfo> = Object.fromEntries(ALL_TILES.map((t) => [t.id, t]));
const CACHE = new Map<string, TileInfo>(ALL_TILES.map((t) => [t.id, t]));

export function isTileId(id: unknown): id is TileId {
  return typeof id === 'string' && Object.hasOwn(BY_ID, id);
}

/** Facts about a tile id; throws on an unknown id (callers validate first). */
export function tileInfo(id: TileId): TileInfo {
  const t = CACHE.get(id);
  if (!t) throw new Error(`unknown tile ${id}`);
  return t;
}


/** Human-readable name, e.g. "Dame Filmstars" or "Direktor (Herr)". */
export function tileName(id: TileId): string {
  const t = tileInfo(id);
  if (t.director) return t.gender === 'm' ? 'Direktor (Herr)' : 'Direktorin (Dame)';
  return `${t.gender === 'm' ? 'Herr' : 'Dame'} ${CLASS_NAMES[CLASS_IDS[t.cls] as ClassId].de}`;
}
