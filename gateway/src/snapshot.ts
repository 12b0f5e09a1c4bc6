/**
 * A seat snapshot on its way out: only ever for the seat it was asked for (proto's
 * parseSeatSnapshot checks table and seat), and events addressed to other seats are dropped once
 * more as a second safety net.
 */
import type { SeatSnapshot } from '@spielcenter/proto';

export function forSeat(s: SeatSnapshot): SeatSnapshot {
  const events = s.events.filter((e) => {
    const to = (e as { to?: unknown }).to;
    return !Array.isArray(to) || to.includes(s.seat);
  });
  return events.length === s.events.length ? s : { ...s, events };
}
