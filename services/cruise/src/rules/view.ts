/**
 * What a seat sees. Hands are open in this game; the secrets are the bag's order (the view shows
 * its size only) and the route's future: the route card shows the stations passed and the next
 * event, never the route itself („das nächste siehst du immer auf der Routenkarte“). For the seat
 * to move the view adds the board's hints (hints.ts).
 */
import type { Seat } from '@spielcenter/proto';
import { activeEffect, drawTarget, isFirstMove, seatingRules } from './effects.js';
import { type SwapHint, swapHints, type TableView, type TileHints, tableViews, tileHints } from './hints.js';
import { EVENTS, type EventId } from './route-events.js';
import { PASSENGERS_PER_STATION, ROUTES } from './routes.js';
import { barValue } from './scoring.js';
import { BAR_STOOLS, type CruiseState, type Phase } from './state.js';
import type { TileId } from './tiles.js';

export type { ChairHint, SwapHint, TableView, TileHints } from './hints.js';

export type EventView = {
  readonly id: EventId;
  readonly name: string;
  readonly text: string;
  readonly lucky: boolean;
  readonly duration: 'untilNext' | 'instant';
};
/** The route card as far as a passenger may know it. */
export type CruiseRouteView = {
  /** Stations reached so far (0..10). */
  readonly station: number;
  readonly seated: number;
  /** Seated passengers at which the next station is reached (null after the last). */
  readonly nextStationAt: number | null;
  readonly nextEvent: EventView | null;
  /** The "until the next station" event in force. */
  readonly effect: EventView | null;
  /** The stations passed, with their events (station 1 first). */
  readonly passed: readonly { readonly station: number; readonly event: EventView }[];
};
export type CruiseView = {
  readonly seat: Seat | null;
  readonly players: number;
  readonly mode: 'cruise' | 'classic';
  readonly singleGenderTables: boolean;
  readonly phase: Phase;
  readonly turn: Seat;
  /**
   * The cruise's very first move is still to come („Erster Zug“: the start player may seat a single
   * passenger without points on the empty board); public, like the board.
   */
  readonly firstMove: boolean;
  /** Tile per chair index (chair id = C<index+1>), null = free. */
  readonly chairs: readonly (TileId | null)[];
  readonly tables: readonly TableView[];
  readonly hands: readonly (readonly TileId[])[];
  readonly handSize: readonly number[];
  /** What the seat to move draws up to now (Gepäckbeschränkung included). */
  readonly drawTarget: number;
  readonly bagCount: number;
  readonly bar: readonly TileId[];
  /** The next stool (1..20) and its points now, or null when the bar is full. */
  readonly nextStool: { readonly stool: number; readonly points: number } | null;
  readonly barOpen: boolean;
  readonly scores: readonly number[];
  readonly pureTables: readonly (readonly string[])[];
  /** Passengers a normal seating move may seat now (a Kaffeekränzchen / Stammtisch: 4). */
  readonly maxSeats: number;
  readonly cruise: CruiseRouteView | null;
  /** Only for the viewer when it is his move. */
  readonly hints: { readonly tiles: readonly TileHints[]; readonly swaps: readonly SwapHint[] } | null;
  readonly penalties: readonly number[] | null;
};

function eventView(id: EventId): EventView {
  const e = EVENTS[id];
  return { id, name: e.name, text: e.text, lucky: e.lucky, duration: e.duration };
}

function routeView(s: CruiseState): CruiseRouteView | null {
  if (!s.cruise) return null;
  const stations = ROUTES[s.cruise.route]?.stations ?? [];
  const { station } = s.cruise;
  const next = stations[station];
  return {
    station,
    seated: s.cruise.seated,
    nextStationAt: next ? PASSENGERS_PER_STATION * (station + 1) : null,
    nextEvent: next ? eventView(next) : null,
    effect: s.cruise.effect ? eventView(s.cruise.effect) : null,
    passed: stations.slice(0, station).map((e, i) => ({ station: i + 1, event: eventView(e) })),
  };
}

function hints(s: CruiseState, seat: Seat | null): CruiseView['hints'] {
  if (seat === null || seat !== s.turn || s.phase.kind !== 'move') return null;
  return { tiles: tileHints(s, seat), swaps: swapHints(s, seat) };
}

export function view(s: CruiseState, seat: Seat | null): CruiseView {
  const effect = activeEffect(s);
  return {
    seat,
    players: s.config.players,
    mode: s.config.mode,
    singleGenderTables: s.config.singleGenderTables,
    phase: s.phase,
    turn: s.turn,
    firstMove: isFirstMove(s),
    chairs: s.chairs.slice(),
    tables: tableViews(s),
    hands: s.hands.map((h) => h.slice()),
    handSize: s.handSize.slice(),
    drawTarget: drawTarget(s, s.turn),
    bagCount: s.bag.length,
    bar: s.bar.slice(),
    nextStool:
      s.bar.length < BAR_STOOLS ? { stool: s.bar.length + 1, points: barValue(s.bar.length, effect) } : null,
    barOpen: s.bar.length < BAR_STOOLS && effect !== 'barClosed',
    scores: s.scores.slice(),
    pureTables: s.pureTables.map((p) => p.slice()),
    maxSeats: seatingRules(s).maxSeats,
    cruise: routeView(s),
    hints: hints(s, seat),
    penalties: s.penalties ? s.penalties.slice() : null,
  };
}
