/**
 * What a seat sees. Hands are open in this game, so the only secret is the bag's order: the view
 * shows the bag's size, never its tiles. For the seat to move it adds the UI hints: for each hand
 * tile every chair it may take with its points ("needs a partner" when it brings nothing alone),
 * the legal swaps, and each table's current value.
 */
import { CHAIR_COUNT, chairId, TABLE_COUNT, tableId } from './board.js';
import { activeEffect, drawTarget, seatingRules } from './effects.js';
import { swapMoves } from './moves.js';
import { ROUTES, EVENTS, type EventId, PASSENGERS_PER_STATION } from './routes.js';
import { barValue, seatingTotal } from './scoring.js';
import { countTable, evaluateSeating, fitsClass, isSeatingResult, pairRuleOk } from './seating.js';
import { BAR_STOOLS, type CruiseState, type Phase } from './state.js';
import { type TileId, tileInfo } from './tiles.js';

export interface ChairHint {
  readonly chair: string;
  /** Points this passenger brings there alone (event modifiers applied). */
  readonly points: number;
  /** Brings nothing alone: needs a partner in the same move. */
  readonly needsPartner: boolean;
}
export interface TableView {
  readonly table: string;
  readonly guests: number;
  /** Points the next guest would bring at this table (0: he would sit alone; full tables 0). */
  readonly value: number;
  /** Whether a man / a woman may still join (pair rule). */
  readonly man: boolean;
  readonly woman: boolean;
}
export interface EventView {
  readonly id: EventId;
  readonly name: string;
  readonly text: string;
  readonly lucky: boolean;
  readonly duration: 'untilNext' | 'instant';
}
export interface CruiseRouteView {
  readonly route: number;
  readonly name: string;
  readonly station: number;
  readonly seated: number;
  /** Seated passengers at which the next station is reached (null after the last). */
  readonly nextStationAt: number | null;
  readonly nextEvent: EventView | null;
  readonly effect: EventView | null;
  /** The route card: station 1..10 and their events (the past ones and the next one). */
  readonly stations: readonly { station: number; event: EventView; reached: boolean }[];
}
export interface CruiseView {
  readonly seat: number | null;
  readonly players: number;
  readonly mode: 'cruise' | 'classic';
  readonly singleGenderTables: boolean;
  readonly phase: Phase;
  readonly turn: number;
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
  readonly maxSeats: number;
  readonly cruise: CruiseRouteView | null;
  /** Only for the viewer when it is his move. */
  readonly hints: {
    readonly tiles: readonly { tile: TileId; chairs: readonly ChairHint[] }[];
    readonly swaps: readonly { tile: TileId; chair: string }[];
  } | null;
  readonly penalties: readonly number[] | null;
}

function eventView(id: EventId): EventView {
  const e = EVENTS[id];
  return { id, name: e.name, text: e.text, lucky: e.lucky, duration: e.duration };
}

function routeView(s: CruiseState): CruiseRouteView | null {
  if (!s.cruise) return null;
  const route = ROUTES[s.cruise.route];
  if (!route) return null;
  const { station } = s.cruise;
  const next = route.stations[station];
  return {
    route: route.index,
    name: route.name,
    station,
    seated: s.cruise.seated,
    nextStationAt: next ? PASSENGERS_PER_STATION * (station + 1) : null,
    nextEvent: next ? eventView(next) : null,
    effect: s.cruise.effect ? eventView(s.cruise.effect) : null,
    stations: route.stations
      .slice(0, station + 1)
      .map((e, i) => ({ station: i + 1, event: eventView(e), reached: i < station })),
  };
}

function tableViews(s: CruiseState): TableView[] {
  return Array.from({ length: TABLE_COUNT }, (_, t) => {
    const c = countTable(s.chairs, t);
    return {
      table: tableId(t),
      guests: c.count,
      value: c.count >= 1 && c.count < 4 ? c.count + 1 : 0,
      man: c.count < 4 && pairRuleOk({ ...c, men: c.men + 1 }),
      woman: c.count < 4 && pairRuleOk({ ...c, women: c.women + 1 }),
    };
  });
}

function chairHints(s: CruiseState, tile: TileId): ChairHint[] {
  const info = tileInfo(tile);
  const rules = seatingRules(s);
  const out: ChairHint[] = [];
  for (let c = 0; c < CHAIR_COUNT; c++) {
    if (s.chairs[c] !== null || !fitsClass(info, c)) continue;
    const alone = evaluateSeating(s.chairs, [{ tile: info, chair: c }], { ...rules, allowAlone: true });
    if (!isSeatingResult(alone)) continue;
    const points = seatingTotal(alone.base, alone.pure.length, activeEffect(s));
    const needsPartner = !rules.allowAlone && alone.base === 0;
    out.push({ chair: chairId(c), points, needsPartner });
  }
  return out;
}

function hints(s: CruiseState, seat: number | null): CruiseView['hints'] {
  if (seat === null || seat !== s.turn || s.phase.kind !== 'move') return null;
  const hand = s.hands[seat] ?? [];
  return {
    tiles: hand.map((tile) => ({ tile, chairs: chairHints(s, tile) })),
    swaps: swapMoves(s, seat)
      .map((a) => a as { tile: TileId; chair: string })
      .map(({ tile, chair }) => ({ tile, chair })),
  };
}

export function view(s: CruiseState, seat: number | null): CruiseView {
  const effect = activeEffect(s);
  return {
    seat,
    players: s.config.players,
    mode: s.config.mode,
    singleGenderTables: s.config.singleGenderTables,
    phase: s.phase,
    turn: s.turn,
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
