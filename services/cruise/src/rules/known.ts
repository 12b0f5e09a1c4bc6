/**
 * The state as one seat knows it, rebuilt from its view alone: what `explainView` runs the engine's
 * own `explain` over, so a seat's "why not" follows from what it may know (the gateway has only the
 * seat's published snapshot). The hands and the board are public; the bag is placeholders of its
 * size, the route only its current station and effect.
 */
import { UNKNOWN_RNG } from '@spielcenter/proto';
import type { CruiseState } from './state.js';
import type { TileId } from './tiles.js';
import type { CruiseView } from './view.js';

/** A tile the seat cannot see (no tile id: nothing the rules check can match it). */
const UNKNOWN = '?' as TileId;

export function knownState(v: CruiseView): CruiseState {
  return {
    config: { players: v.players, mode: v.mode, singleGenderTables: v.singleGenderTables },
    rng: UNKNOWN_RNG,
    bag: Array.from({ length: v.bagCount }, () => UNKNOWN),
    hands: v.hands.map((h) => h.slice()),
    handSize: v.handSize.slice(),
    chairs: v.chairs.slice(),
    bar: v.bar.slice(),
    scores: v.scores.slice(),
    pureTables: v.pureTables.map((p) => p.slice()) as CruiseState['pureTables'],
    turn: v.turn,
    phase: v.phase,
    passes: 0,
    // Only "no move yet" counts for the rules (the first move's single passenger).
    moveCount: v.firstMove ? 0 : 1,
    cruise: v.cruise
      ? { route: -1, station: v.cruise.station, seated: v.cruise.seated, effect: v.cruise.effect?.id ?? null }
      : null,
    penalties: v.penalties ? v.penalties.slice() : null,
  };
}
