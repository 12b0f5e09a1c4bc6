/** Who sits where: hand seats, the Schatten (played by the Boss), neighbours, names in texts. */
import { coupDef } from './campaign.js';
import type { CoupState, Seat } from './state.js';

/** The seat that decides for `seat`: the Boss plays for the Schatten. */
export function controller(s: CoupState, seat: Seat): Seat {
  return seat === s.shadow ? s.boss : seat;
}

export function isHuman(s: CoupState, seat: Seat): boolean {
  return s.config.humans.includes(seat);
}

/** Left neighbour = next in play order; right = previous. Two players pass between each other. */
export function neighbour(s: CoupState, seat: Seat, side: 'left' | 'right'): Seat {
  const n = s.config.players;
  return side === 'left' ? (seat + 1) % n : (seat + n - 1) % n;
}

export function seatName(s: CoupState, seat: Seat): { de: string; en: string } {
  if (seat === s.shadow) return { de: 'den Schatten', en: 'the Schatten' };
  return { de: `Platz ${seat + 1}`, en: `seat ${seat + 1}` };
}

/** The next seat in play order around the whole table (Schatten included). */
export function nextSeat(s: CoupState, seat: Seat): Seat {
  return (seat + 1) % s.seats;
}

/** The member the Boss chose takes no loot where the case file says so (the sick one, coup 40's loner). */
export function takesNoLoot(s: CoupState, seat: Seat): boolean {
  return s.chosen === seat && coupDef(s.config.coup).chosenWithoutLoot;
}
