/** Dealing a game: 7 each and a musik of 3 (two players: 10 each and two musiks of 2). */
import { Rng, type Seat } from '@spielcenter/proto';
import { type Card, DECK } from './cards.js';
import type { KrakauEvent } from './events.js';
import { FORCED_BID, type KrakauState, type Round } from './state.js';

/** Seats that play a game, from the dealer's left; with four players the dealer sits out. */
export function activeSeats(players: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= players; i++) {
    const seat = (dealer + i) % players;
    if (players === 4 && seat === dealer) continue;
    out.push(seat);
  }
  return out;
}

/** The next deal's card order: the fixed deal of `config.deck` for this game, else a shuffle. */
function nextCards(draft: KrakauState, redeal: boolean): Card[] {
  const fixed = draft.config.deck?.[draft.history.length];
  if (fixed && !redeal) return fixed.slice();
  const rng = Rng.restore(draft.rng);
  const cards = rng.shuffle(DECK);
  draft.rng = rng.save();
  return cards;
}

function splitDeal(players: number, active: readonly Seat[], cards: readonly Card[]) {
  const per = players === 2 ? 10 : 7;
  const hands: Card[][] = Array.from({ length: players }, () => []);
  active.forEach((seat, i) => {
    hands[seat] = cards.slice(i * per, (i + 1) * per);
  });
  const rest = cards.slice(active.length * per);
  const musiks = players === 2 ? [rest.slice(0, 2), rest.slice(2, 4)] : [rest];
  return { hands, musiks };
}

export function fourNinesHolder(round: Round): Seat | null {
  for (const seat of round.active) {
    const hand = round.hands[seat] as Card[];
    if (hand.includes('9h') && hand.includes('9d') && hand.includes('9c') && hand.includes('9s')) return seat;
  }
  return null;
}

function freshRound(players: number, dealer: Seat, cards: readonly Card[]): Round {
  const active = activeSeats(players, dealer);
  const { hands, musiks } = splitDeal(players, active, cards);
  const forced = active[0] as Seat;
  return {
    dealer,
    active,
    hands,
    musiks,
    bids: [{ seat: forced, bid: FORCED_BID }],
    highBid: FORCED_BID,
    highBidder: forced,
    declarer: null,
    game: null,
    musikTaken: null,
    gifts: [],
    trump: null,
    leader: forced,
    trick: [],
    lastTrick: [],
    played: [],
    taken: Array.from({ length: players }, () => 0),
    marriages: [],
  };
}

/** Deals a game for `dealer` into `draft` and opens the bidding (or asks the holder of four nines first). */
export function dealGame(draft: KrakauState, dealer: Seat, redeal: boolean): KrakauEvent[] {
  const round = freshRound(draft.config.players, dealer, nextCards(draft, redeal));
  const nines = draft.config.fourNines ? fourNinesHolder(round) : null;
  draft.round = round;
  draft.gameNo += 1;
  draft.phase =
    nines !== null
      ? { kind: 'fourNines', seat: nines }
      : { kind: 'bidding', seat: round.active[1] as Seat, passed: [] };
  const events: KrakauEvent[] = [
    { type: 'dealt', dealer, game: draft.history.length + 1, forcedBidder: round.leader },
  ];
  if (nines !== null) events.push({ type: 'fourNinesAsked', seat: nines });
  return events;
}
