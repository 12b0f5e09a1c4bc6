/** A new cruise: shuffled bag (or config.deck.bag), hands of 5, the route (or config.deck.route). */
import { Rng } from '@spielcenter/proto';
import { CHAIR_COUNT } from './board.js';
import type { CruiseConfig } from './config.js';
import { ROUTES } from './routes.js';
import { type CruiseState, HAND_SIZE } from './state.js';
import { ALL_TILE_IDS } from './tiles.js';

export function setup(config: CruiseConfig, seed: string): CruiseState {
  const rng = Rng.fromSeed(seed);
  const bag = config.deck?.bag ? config.deck.bag.slice() : rng.shuffle(ALL_TILE_IDS);
  const route = config.deck?.route ?? rng.int(ROUTES.length);
  const seats = Array.from({ length: config.players }, (_, i) => i);
  const hands = seats.map(() => bag.splice(0, HAND_SIZE));
  return {
    config,
    rng: rng.save(),
    bag,
    hands,
    handSize: seats.map(() => HAND_SIZE),
    chairs: Array.from({ length: CHAIR_COUNT }, () => null),
    bar: [],
    scores: seats.map(() => 0),
    pureTables: seats.map(() => []),
    turn: 0,
    phase: { kind: 'move' },
    passes: 0,
    moveCount: 0,
    cruise: config.mode === 'cruise' ? { route, station: 0, seated: 0, effect: null } : null,
    penalties: null,
  };
}
