/** Small literal positions for the rule tests. */
import { CHAIRS, chairIndex, NEIGHBOURS, TABLES } from './board.js';
import { parseConfig } from './config.js';
import type { EventId } from './route-events.js';
import { setup } from './setup.js';
import type { CruiseState, Phase } from './state.js';
import { ALL_TILE_IDS, type TileId } from './tiles.js';

export function table(id: string) {
  const t = TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`no table ${id}`);
  return t;
}

export function ownChairs(id: string): string[] {
  return table(id).chairs.filter((c) => !CHAIRS[chairIndex(c)]?.shared);
}

export function sharedChair(a: string, b: string): string {
  const n = NEIGHBOURS.find((x) => x.tables.includes(a) && x.tables.includes(b));
  if (!n) throw new Error(`${a} and ${b} are not neighbours`);
  return n.chair;
}

export interface PositionSpec {
  players?: number;
  mode?: 'cruise' | 'classic';
  singleGenderTables?: boolean;
  hands?: TileId[][];
  seated?: Record<string, TileId>;
  bar?: TileId[];
  /** Tiles that must be next in the bag. */
  bagTop?: TileId[];
  /** Leave only this many tiles in the bag (taken from the end). */
  bagSize?: number;
  turn?: number;
  phase?: Phase;
  route?: number;
  station?: number;
  seatedCount?: number;
  effect?: EventId | null;
  handSize?: number[];
  scores?: number[];
}

/** Builds a state: the named tiles where given, every other tile in the bag (tiles conserved). */
export function position(spec: PositionSpec = {}): CruiseState {
  const players = spec.players ?? 2;
  const config = parseConfig({
    players,
    mode: spec.mode ?? 'cruise',
    singleGenderTables: spec.singleGenderTables ?? false,
  });
  const base = setup(config, 'fixture');
  const hands = spec.hands ?? Array.from({ length: players }, () => []);
  const chairs: (TileId | null)[] = base.chairs.map(() => null);
  for (const [chair, tile] of Object.entries(spec.seated ?? {})) chairs[chairIndex(chair)] = tile;
  const bar = spec.bar ?? [];
  const used = new Set([...hands.flat(), ...Object.values(spec.seated ?? {}), ...bar]);
  const top = spec.bagTop ?? [];
  let bag = [...top, ...ALL_TILE_IDS.filter((t) => !used.has(t) && !top.includes(t))];
  // A smaller bag (for end tests) drops tiles from its end: such positions do not conserve tiles.
  if (spec.bagSize !== undefined) bag = bag.slice(0, spec.bagSize);
  return {
    ...base,
    bag,
    hands,
    handSize: spec.handSize ?? hands.map(() => 5),
    chairs,
    bar,
    scores: spec.scores ?? hands.map(() => 0),
    pureTables: hands.map(() => []),
    turn: spec.turn ?? 0,
    phase: spec.phase ?? { kind: 'move' },
    cruise:
      (spec.mode ?? 'cruise') === 'cruise'
        ? {
            route: spec.route ?? 0,
            station: spec.station ?? 0,
            seated: spec.seatedCount ?? 0,
            effect: spec.effect ?? null,
          }
        : null,
  };
}
