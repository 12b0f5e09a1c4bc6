/**
 * The state as one seat knows it, rebuilt from its view alone: what `explainView` runs the engine's
 * own `explain` over, so a seat's "why not" follows from what it may know (the gateway has only the
 * seat's published snapshot). Other magicians' hats — in hand, on the table, lost, their skunk — are
 * placeholders of the right number; the seat's own hats are its own.
 */
import { UNKNOWN_RNG } from '@spielcenter/proto';
import type { HatId } from './hats.js';
import type { HokusState, Magician } from './state.js';
import type { HokusView, MagicianView, OwnView } from './view.js';

/** A hat the seat cannot see (no hat id: nothing the rules check can match it). */
const UNKNOWN = '?' as HatId;

const unknownHats = (n: number): HatId[] => Array.from({ length: n }, () => UNKNOWN);

function magician(m: MagicianView, me: OwnView | null): Magician {
  const { announced, delivered, catches } = m.record;
  const own = me !== null && me.seat === m.seat;
  const ids = (hats: OwnView['hand']) => hats.map((h) => h.id);
  const skunk = own ? (me.skunk ?? me.lost.find((h) => h.kind === 'skunk')?.id ?? UNKNOWN) : UNKNOWN;
  return {
    hand: own ? ids(me.hand) : unknownHats(m.inHand),
    stack: own ? ids(me.stack) : unknownHats(m.onTable),
    lost: own ? ids(me.lost) : unknownHats(m.lost),
    skunk,
    laurels: m.laurels,
    eliminatedRound: m.eliminatedRound,
    record: { announced, delivered, catches },
  };
}

export function knownState(v: HokusView): HokusState {
  return {
    config: { players: v.players, maxRounds: v.maxRounds },
    rng: UNKNOWN_RNG,
    drawsUsed: 0,
    round: v.round,
    starter: v.starter,
    magicians: v.magicians.map((m) => magician(m, v.me)),
    phase: v.phase,
    bids: v.bids.slice(),
    lifted: v.lifted.slice(),
    lastResult: v.lastResult,
    sightings: v.sightings.slice(),
    eliminations: [],
    winner: v.winner,
  };
}
