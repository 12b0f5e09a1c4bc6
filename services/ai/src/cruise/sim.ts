/**
 * A Speedcruise state a computer may think with, built from one seat's view only. Hands, board,
 * bar, scores and pure tables are open; the bag's order is not (its tiles are every tile not seen,
 * shuffled by the caller's random source); the route is not either: the thought state never
 * reaches a station (the player counts the known next event itself), so no later station leaks.
 */
import {
  ALL_TILE_IDS,
  type CruiseAction,
  type CruiseState,
  type CruiseView,
  engine,
} from '@spielcenter/cruise';
import type { Rng } from '@spielcenter/proto';

/** Seated passengers are counted from far below the next station, so thinking never reaches it. */
const NO_STATION = 1_000_000;

export function stateFromView(view: CruiseView, rng: Rng): CruiseState {
  const seen = new Map<string, number>();
  const see = (t: string | null) => {
    if (t) seen.set(t, (seen.get(t) ?? 0) + 1);
  };
  for (const h of view.hands) for (const t of h) see(t);
  for (const c of view.chairs) see(c);
  for (const t of view.bar) see(t);
  const unseen = rng.shuffle(ALL_TILE_IDS.filter((t) => !seen.has(t))).slice(0, view.bagCount);
  const boardEmpty = view.chairs.every((c) => c === null);
  return {
    config: engine.parseConfig({
      players: view.players,
      mode: view.mode,
      singleGenderTables: view.singleGenderTables,
    }),
    rng: rng.save(),
    bag: unseen,
    hands: view.hands.map((h) => h.slice()),
    handSize: view.handSize.slice(),
    chairs: view.chairs.slice(),
    bar: view.bar.slice(),
    scores: view.scores.slice(),
    pureTables: view.pureTables.map((p) => p.slice()),
    turn: view.turn,
    phase: view.phase,
    passes: 0,
    moveCount: boardEmpty && view.bar.length === 0 ? 0 : 1,
    cruise: view.cruise
      ? {
          route: 0,
          station: view.cruise.station,
          seated: view.cruise.seated - NO_STATION,
          effect: view.cruise.effect?.id ?? null,
        }
      : null,
    penalties: null,
  };
}

/** The state after `action` (and nothing else). */
export function after(s: CruiseState, seat: number, action: CruiseAction): CruiseState {
  return engine.apply(s, seat, action).state;
}
