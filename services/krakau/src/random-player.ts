/**
 * A random but sensible chooser for playouts (tests and the benchmark): it finishes giving quickly,
 * bids modestly and often melds, so random matches end in a realistic number of games.
 */
import type { Action, Rng, Seat } from '@spielcenter/proto';
import type { KrakauAction } from './rules/actions.js';
import { marriageSum, strengthOf } from './rules/cards.js';
import type { KrakauState } from './rules/state.js';

function strongest(actions: readonly KrakauAction[]): KrakauAction {
  let best = actions[0] as KrakauAction;
  for (const a of actions) {
    if (a.type === 'play' && best.type === 'play' && strengthOf(a.card) > strengthOf(best.card)) best = a;
  }
  return best;
}

/**
 * The highest game the hand's marriages could carry: what "über 120 nur mit Meldung" allows anyway;
 * without that house rule the player still keeps to it, or the bids would run away and never be made.
 */
function hope(state: KrakauState, seat: Seat): number {
  return 120 + marriageSum(state.round.hands[seat] ?? []);
}

export function randomChoice(state: unknown, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const actions = legal as readonly KrakauAction[];
  const first = actions[0] as KrakauAction;
  const r = rng.next();
  switch (first.type) {
    case 'bid':
    case 'pass': {
      const bids = actions.filter((a) => a.type === 'bid' && a.value <= hope(state as KrakauState, seat));
      if (bids.length === 0 || r < 0.55) return { type: 'pass' };
      return rng.pick(bids.slice(0, 3));
    }
    case 'declare': {
      // A declarer close to the target declares what reaches it (as a barrel player must).
      const st = state as KrakauState;
      const need = st.config.target - (st.scores[seat] as number);
      const most = Math.max(hope(st, seat), st.round.highBid);
      const reach = actions.find((a) => a.type === 'declare' && a.value >= need && a.value <= most);
      if (reach && r < 0.8) return reach;
      return r < 0.7 ? first : rng.pick(actions.slice(0, 3));
    }
    case 'play': {
      const melds = actions.filter((a) => a.type === 'play' && a.meld);
      if (melds.length > 0 && r < 0.8) return rng.pick(melds);
      // The declarer plays his strongest card, so random matches reach 1000 in a realistic time.
      if ((state as KrakauState).round.declarer === seat && r < 0.8) return strongest(actions);
      return rng.pick(actions);
    }
    default:
      return giveChoice(actions, rng, r);
  }
}

function giveChoice(actions: readonly KrakauAction[], rng: Rng, r: number): Action {
  const done = actions.find((a) => a.type === 'done');
  if (done && r < 0.8) return done;
  const bomba = actions.find((a) => a.type === 'bomba');
  if (bomba && r < 0.03) return bomba;
  const picks = actions.filter((a) => a.type === 'give' || a.type === 'discard');
  if (picks.length > 0 && r < 0.97) return rng.pick(picks);
  return rng.pick(actions);
}
