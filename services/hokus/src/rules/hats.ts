/**
 * Hats (Zylinder) and their notation. Every magician owns four hats with ids `<letter><1..4>`: the
 * letter is the seat (A = seat 0 … F = seat 5), the digit the hat. Which of the four holds the skunk
 * is drawn at setup, so an id alone says nothing about its content. Hat ids of other magicians never
 * appear in a view; the leak checks search views for them.
 */
import type { Seat } from '@spielcenter/proto';

export type HatId = string;
/** Kaninchen / Stinktier. */
export type HatKind = 'rabbit' | 'skunk';

export const HATS_PER_MAGICIAN = 4;
const LETTERS = 'ABCDEF';

export function hatId(seat: Seat, index: number): HatId {
  return `${LETTERS[seat]}${index + 1}`;
}

/** The four hat ids of a seat, in id order. */
export function hatsOf(seat: Seat): HatId[] {
  return [0, 1, 2, 3].map((i) => hatId(seat, i));
}

/** The seat owning a hat id, or -1 for a malformed id. */
export function ownerOf(id: string): Seat {
  if (id.length !== 2) return -1;
  const seat = LETTERS.indexOf(id[0] as string);
  const n = Number(id[1]);
  return seat >= 0 && n >= 1 && n <= HATS_PER_MAGICIAN ? seat : -1;
}

/** Short label for logs and tests: `A1:R` or `A4:S`. */
export function hatLabel(id: HatId, kind: HatKind): string {
  return `${id}:${kind === 'skunk' ? 'S' : 'R'}`;
}
