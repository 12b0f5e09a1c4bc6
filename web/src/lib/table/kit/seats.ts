/**
 * The seat ring: where a seat sits around the table, seen from the own seat at the bottom, for two
 * to five seats — one answer for every board (badges, trick cards, hands of the others).
 */
export type SeatPlace = 'bottom' | 'left' | 'topleft' | 'top' | 'topright' | 'right';

const RING: Record<number, readonly SeatPlace[]> = {
  2: ['top'],
  3: ['left', 'right'],
  4: ['left', 'top', 'right'],
  5: ['left', 'topleft', 'topright', 'right'],
};

/** Where `seat` sits, seen from `me` (at the bottom), at a table of `seats`. */
export function seatPlace(seat: number, me: number, seats: number): SeatPlace {
  const rel = (((seat - me) % seats) + seats) % seats;
  if (rel === 0) return 'bottom';
  return RING[seats]?.[rel - 1] ?? 'top';
}

/** The other seats in playing order after `me`, each with its place. */
export function seatRing(me: number, seats: number): { seat: number; place: SeatPlace }[] {
  return Array.from({ length: seats - 1 }, (_, i) => {
    const seat = (me + i + 1) % seats;
    return { seat, place: seatPlace(seat, me, seats) };
  });
}

/** The places along the top edge (they share a row). */
export function isTop(place: SeatPlace): boolean {
  return place === 'top' || place === 'topleft' || place === 'topright';
}
