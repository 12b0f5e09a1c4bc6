/** A new show: four hats per magician, a drawn skunk position, a drawn start player. */
import { Rng, type Seat } from '@spielcenter/proto';
import type { HokusConfig } from './config.js';
import { hatId, hatsOf } from './hats.js';
import type { HokusState, Magician } from './state.js';

function newMagician(seat: Seat, skunkIndex: number): Magician {
  return {
    hand: hatsOf(seat),
    stack: [],
    lost: [],
    skunk: hatId(seat, skunkIndex),
    laurels: 0,
    eliminatedRound: null,
    record: { announced: 0, delivered: 0, catches: 0 },
  };
}

export function setup(config: HokusConfig, seed: string): HokusState {
  const rng = Rng.fromSeed(`hokus:${seed}`);
  const magicians: Magician[] = [];
  for (let seat = 0; seat < config.players; seat++) {
    const fixed = config.deck?.skunks?.[seat];
    magicians.push(newMagician(seat, fixed !== undefined ? fixed - 1 : rng.int(4)));
  }
  const start = config.deck?.start ?? rng.int(config.players);
  return {
    config,
    rng: rng.save(),
    drawsUsed: 0,
    round: 1,
    starter: start,
    magicians,
    phase: { kind: 'setup' },
    bids: [],
    lifted: [],
    lastResult: null,
    sightings: [],
    eliminations: [],
    winner: null,
  };
}
