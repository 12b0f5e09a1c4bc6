/** The ship's progress: stations after every 6 seated passengers, and their events. */
import type { Seat } from '@spielcenter/proto';
import type { CruiseEvent } from './events.js';
import { EVENTS, type EventId } from './route-events.js';
import { LAST_STATION_BONUS, PASSENGERS_PER_STATION, ROUTES, STATION_COUNT } from './routes.js';
import { addScore, BAR_STOOLS, type CruiseState, handOf } from './state.js';
import { tileInfo } from './tiles.js';

/** Counts `seatedNow` passengers; a station reached by this move fires its event for `seat`. */
export function advanceVoyage(d: CruiseState, seat: Seat, seatedNow: number, out: CruiseEvent[]): void {
  const cruise = d.cruise;
  if (!cruise) return;
  const route = ROUTES[cruise.route];
  if (!route) throw new Error('bad route');
  cruise.seated += seatedNow;
  while (cruise.station < STATION_COUNT && cruise.seated >= PASSENGERS_PER_STATION * (cruise.station + 1)) {
    cruise.station++;
    cruise.effect = null;
    const id = route.stations[cruise.station - 1] as EventId;
    out.push({ type: 'station', station: cruise.station, event: id, trigger: seat, name: EVENTS[id].name });
    if (EVENTS[id].duration === 'untilNext') cruise.effect = id;
    else applyInstant(d, seat, id, out);
    if (cruise.station === STATION_COUNT) {
      addScore(d, seat, LAST_STATION_BONUS);
      out.push({ type: 'lastStation', seat, points: LAST_STATION_BONUS });
    }
  }
}

function applyInstant(d: CruiseState, seat: Seat, id: EventId, out: CruiseEvent[]): void {
  switch (id) {
    case 'pursersBonus': {
      const points = Math.max(3, 3 * (d.pureTables[seat]?.length ?? 0));
      addScore(d, seat, points);
      out.push({ type: 'eventPoints', seat, event: id, points });
      return;
    }
    case 'customs': {
      let points = 0;
      for (const t of handOf(d, seat)) points -= tileInfo(t).director ? 4 : 2;
      addScore(d, seat, points);
      out.push({ type: 'eventPoints', seat, event: id, points });
      return;
    }
    case 'barRush':
      barRush(d, out);
      return;
    default:
      throw new Error(`event ${id} is not instant`);
  }
}

/** The next two non-director passengers from the bag take the next bar stools. */
function barRush(d: CruiseState, out: CruiseEvent[]): void {
  for (let n = 0; n < 2 && d.bar.length < BAR_STOOLS; n++) {
    const i = d.bag.findIndex((t) => !tileInfo(t).director);
    if (i < 0) return;
    const [tile] = d.bag.splice(i, 1);
    if (!tile) return;
    d.bar.push(tile);
    out.push({ type: 'barRush', tile, stool: d.bar.length });
  }
}
