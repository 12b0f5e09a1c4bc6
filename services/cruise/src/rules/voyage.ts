/** The ship's progress: stations after every 6 seated passengers, and their events. */
import { addScore, type Draft, handOf } from './draft.js';
import {
  EVENTS,
  type EventId,
  LAST_STATION_BONUS,
  PASSENGERS_PER_STATION,
  ROUTES,
  STATION_COUNT,
} from './routes.js';
import { BAR_STOOLS } from './state.js';
import { tileInfo } from './tiles.js';

/** Counts `seatedNow` passengers; a station reached by this move fires its event for `seat`. */
export function advanceVoyage(d: Draft, seat: number, seatedNow: number): void {
  if (!d.cruise) return;
  let { station, effect } = d.cruise;
  const seated = d.cruise.seated + seatedNow;
  const route = ROUTES[d.cruise.route];
  if (!route) throw new Error('bad route');
  while (station < STATION_COUNT && seated >= PASSENGERS_PER_STATION * (station + 1)) {
    station++;
    effect = null;
    const id = route.stations[station - 1] as EventId;
    d.events.push({ type: 'station', station, event: id, trigger: seat, name: EVENTS[id].name });
    if (EVENTS[id].duration === 'untilNext') effect = id;
    else applyInstant(d, seat, id);
    if (station === STATION_COUNT) {
      addScore(d, seat, LAST_STATION_BONUS);
      d.events.push({ type: 'lastStation', seat, points: LAST_STATION_BONUS });
    }
  }
  d.cruise = { ...d.cruise, station, seated, effect };
}

function applyInstant(d: Draft, seat: number, id: EventId): void {
  switch (id) {
    case 'pursersBonus': {
      const points = Math.max(3, 3 * (d.pureTables[seat]?.length ?? 0));
      addScore(d, seat, points);
      d.events.push({ type: 'eventPoints', seat, event: id, points });
      return;
    }
    case 'customs': {
      let points = 0;
      for (const t of handOf(d, seat)) points -= tileInfo(t).director ? 4 : 2;
      addScore(d, seat, points);
      d.events.push({ type: 'eventPoints', seat, event: id, points });
      return;
    }
    case 'barRush':
      barRush(d);
      return;
    default:
      throw new Error(`event ${id} is not instant`);
  }
}

/** The next two non-director passengers from the bag take the next bar stools. */
function barRush(d: Draft): void {
  for (let n = 0; n < 2 && d.bar.length < BAR_STOOLS; n++) {
    const i = d.bag.findIndex((t) => !tileInfo(t).director);
    if (i < 0) return;
    const [tile] = d.bag.splice(i, 1);
    if (!tile) return;
    d.bar.push(tile);
    d.events.push({ type: 'barRush', tile, stool: d.bar.length });
  }
}
