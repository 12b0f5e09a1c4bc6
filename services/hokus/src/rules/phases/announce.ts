/**
 * Announcing (first or raise) and the start of the delivery (Liefern): an announcement of all hats
 * on the tables, or all others passing, makes the highest announcer the challenger.
 */
import type { Seat } from '@spielcenter/proto';
import type { HokusAction } from '../actions.js';
import type { HokusEvent } from '../events.js';
import { hatsOnTables, nextSeat } from '../seats.js';
import type { HokusState, Magician } from '../state.js';

/** The announcements `from`..`to`, in order. */
export function announcements(from: number, to: number): HokusAction[] {
  const out: HokusAction[] = [];
  for (let n = from; n <= to; n++) out.push({ type: 'announce', n });
  return out;
}

/** Liefern begins: the challenger must lift `target` hats. */
export function startDelivery(
  draft: HokusState,
  challenger: Seat,
  target: number,
  events: HokusEvent[],
): void {
  (draft.magicians[challenger] as Magician).record.announced++;
  events.push({ type: 'delivery', challenger, target });
  draft.phase = { kind: 'lifting', challenger, target };
}

/** An announcement by `seat` while `passed` are out of the bidding: the bidding goes on, or delivery. */
export function announce(draft: HokusState, seat: Seat, n: number, passed: readonly Seat[]): HokusEvent[] {
  draft.bids.push({ seat, type: 'announce', n });
  const events: HokusEvent[] = [{ type: 'announced', seat, n }];
  if (n >= hatsOnTables(draft)) {
    startDelivery(draft, seat, n, events);
    return events;
  }
  const turn = nextSeat(draft, seat, passed);
  draft.phase = { kind: 'bidding', turn, high: n, bidder: seat, passed };
  events.push({ type: 'turn', seat: turn });
  return events;
}
