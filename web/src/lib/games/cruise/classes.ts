/**
 * How passengers and tables look: a colour per class (Gesellschaftsklasse), short names for the
 * tables, the gender sign, German names and accessible names of the tiles.
 */
import { CLASS_IDS, CLASS_NAMES, type ClassId, type TileId, tileInfo, tileName } from '@spielcenter/cruise';

/** Twelve colours that stay apart on the green felt and from the glows (green, orange, purple, gold). */
export const CLASS_COLOURS: Record<ClassId, string> = {
  A: '#2f5fd0',
  B: '#b0408f',
  C: '#e04848',
  D: '#8a5a2e',
  E: '#0f9e9e',
  F: '#7f95ff',
  G: '#9aa3ad',
  H: '#ff7fb2',
  I: '#4b3a8c',
  J: '#7f9a2e',
  K: '#1d2b4f',
  L: '#c9772b',
};
export const DIRECTOR_COLOUR = '#1b1b1b';

/** Short names for the table faces. */
export const CLASS_SHORT: Record<ClassId, string> = {
  A: 'Kapitän',
  B: 'Adel',
  C: 'Film',
  D: 'Kunst',
  E: 'Sport',
  F: 'Wissen',
  G: 'Politik',
  H: 'Mode',
  I: 'Musik',
  J: 'Literatur',
  K: 'Finanz',
  L: 'Abenteuer',
};

export const className = (cls: ClassId): string => CLASS_NAMES[cls].de;

export interface TileLook {
  readonly colour: string;
  /** ♂ Herr, ♀ Dame */
  readonly sign: string;
  readonly director: boolean;
  /** Class id, or null for a director. */
  readonly cls: ClassId | null;
  /** "Dame Filmstars", "Direktorin (Dame)" */
  readonly name: string;
  /** "Filmstars" or "Direktor" — the line under the sign. */
  readonly short: string;
}

export function tileLook(tile: TileId): TileLook {
  const t = tileInfo(tile);
  const cls = t.director ? null : (CLASS_IDS[t.cls] as ClassId);
  return {
    colour: cls ? CLASS_COLOURS[cls] : DIRECTOR_COLOUR,
    sign: t.gender === 'm' ? '♂' : '♀',
    director: t.director,
    cls,
    name: tileName(tile),
    short: cls ? CLASS_SHORT[cls] : t.gender === 'm' ? 'Direktor' : 'Direktorin',
  };
}

/** German number style: +4, −2 (a real minus sign), 0. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}
